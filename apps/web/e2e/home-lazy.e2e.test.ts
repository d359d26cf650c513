/**
 * What the home page's lighter load must not break: texts arrive by part and language
 * (src/i18n/parts.ts) and a language switch at runtime loads the new language; the banner
 * carousel, on swiper loaded after the banners, plays by itself, loops, follows its dots and swipes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserIt, chromiumPath, launch, openPage } from './support/browser';

const baseURL = inject('baseURL');
const homeTexts = (locale: string) =>
  (JSON.parse(fs.readFileSync(path.resolve(__dirname, `../src/i18n/locales/${locale}.json`), 'utf8')) as { home: { venues: string; slideN: string } }).home;
const venuesIn = (locale: string) => homeTexts(locale).venues;
let browser: Browser;
beforeAll(async () => {
  if (chromiumPath()) browser = await launch();
});
afterAll(async () => browser?.close());

/** The locale chunks (`zh_TW.core-<hash>.js`) the page has requested so far, as "zh_TW.core". */
function localeChunks(page: Page): () => string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const m = /\/assets\/(\w+\.(?:core|pages))-[\w-]+\.js$/.exec(r.url());
    if (m) seen.push(m[1]!);
  });
  return () => [...new Set(seen)].sort();
}

describe('texts by part and language', () => {
  browserIt('the home page loads only zh_TW core texts; another page adds its part; a language switch loads that language', async () => {
    const { page, problems } = await openPage(browser, baseURL, 'zh_TW');
    await page.addInitScript(() => sessionStorage.setItem('announcementSeen', '1'));
    const chunks = localeChunks(page);
    await page.goto('/#/');
    await page.waitForLoadState('networkidle');
    expect(await page.locator('.section-head h2').first().textContent()).toBe(venuesIn('zh_TW'));
    expect(chunks()).toEqual(['zh_TW.core']);

    await page.goto('/#/vip'); // a same-document navigation: wait for what it loads, not for the load event
    await expect.poll(chunks).toEqual(['zh_TW.core', 'zh_TW.pages']);
    await page
      .locator('.spinner-wrap')
      .first()
      .waitFor({ state: 'detached' })
      .catch(() => {});

    await page.getByTestId('lang-select').selectOption('th');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('th');
    expect(chunks()).toEqual(['th.core', 'th.pages', 'zh_TW.core', 'zh_TW.pages']);
    expect(await page.locator('body').innerText()).toMatch(/[\u0E00-\u0E7F]/); // Thai script
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('th');

    await page.goto('/#/');
    await expect.poll(() => page.locator('.section-head h2').first().textContent()).toBe(venuesIn('th'));
    expect(chunks(), 'no fallback en_US was needed').toEqual(['th.core', 'th.pages', 'zh_TW.core', 'zh_TW.pages']);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe.each(['zh_TW', 'en_US'])('banner carousel on swiper (%s)', (locale) => {
  browserIt('plays by itself every 3 s, loops, follows its dots and swipes, with swiper loaded after the banners', async () => {
    const { page, problems } = await openPage(browser, baseURL, locale);
    await page.addInitScript(() => sessionStorage.setItem('announcementSeen', '1'));
    const events: string[] = [];
    page.on('response', (r) => r.url().endsWith('/api/bannerList') && events.push('banners'));
    page.on('request', (r) => /\/assets\/banner-swiper-[\w-]+\.js$/.test(r.url()) && events.push('swiper'));
    await page.goto('/#/');
    const carousel = page.getByTestId('carousel');
    const dots = page.locator('.carousel-dot');
    await dots.first().waitFor();
    const count = await dots.count();
    expect(count).toBeGreaterThan(1);
    expect(await dots.last().getAttribute('aria-label')).toBe(homeTexts(locale).slideN.replace('{{n}}', String(count)));

    // swiper runs the carousel; its chunk is not in the page's first load but follows the banners.
    await expect.poll(() => carousel.getAttribute('class')).toContain('swiper-initialized');
    expect(events.filter((e) => e === 'swiper')).toHaveLength(1);
    expect(events.indexOf('swiper')).toBeGreaterThan(events.indexOf('banners'));
    expect(await (await page.request.get('/')).text()).not.toMatch(/swiper/);

    const active = () => carousel.locator('.swiper-slide-active').getAttribute('data-index');
    await expect.poll(active).toBe('0');
    // Autoplay: the next slide after about 3 s (3 s delay, then a 1 s transition), without a touch.
    const start = Date.now();
    await expect.poll(active, { timeout: 8000, interval: 50 }).toBe('1');
    expect(Date.now() - start).toBeGreaterThan(2000);
    expect(await dots.nth(1).getAttribute('aria-current')).toBe('true');

    // A dot shows its slide; autoplay then loops from the last slide to the first.
    await dots.last().click();
    await expect.poll(active).toBe(String(count - 1));
    expect(await dots.last().getAttribute('aria-current')).toBe('true');
    await expect.poll(active, { timeout: 8000 }).toBe('0');
    expect(await dots.first().getAttribute('aria-current')).toBe('true');

    // Swiping right on the first slide goes back to the last one, left goes on to the first.
    const box = (await carousel.boundingBox())!;
    const swipe = async (dx: number) => {
      // A drag during a slide's 1 s transition is not a swipe: wait until swiper is at rest.
      await expect.poll(() => carousel.evaluate((el) => (el as HTMLElement & { swiper?: { animating: boolean } }).swiper?.animating)).toBe(false);
      const y = box.y + box.height / 2;
      await page.mouse.move(box.x + box.width / 2, y);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + dx, y, { steps: 8 });
      await page.mouse.up();
    };
    await expect.poll(active).toBe('0');
    await swipe(300);
    await expect.poll(active, { timeout: 2000 }).toBe(String(count - 1));
    await swipe(-300);
    await expect.poll(active, { timeout: 2000 }).toBe('0');
    expect(page.url()).toMatch(/#\/$/); // the swipe over a slide's link did not follow it

    // The shown slide's link still opens its page.
    const link = carousel.locator('.swiper-slide-active a');
    const to = await link.getAttribute('href');
    await link.click();
    await expect.poll(() => page.url()).toMatch(new RegExp(`${to!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
