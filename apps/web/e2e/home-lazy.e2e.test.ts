/**
 * What the home page's lighter load must not break: texts arrive by part and language
 * (src/i18n/parts.ts) and a language switch at runtime loads the new language; the hand-written
 * banner carousel loops and follows its dots.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserIt, chromiumPath, launch, openPage } from './support/browser';

const baseURL = inject('baseURL');
const venuesIn = (locale: string) =>
  (JSON.parse(fs.readFileSync(path.resolve(__dirname, `../src/i18n/locales/${locale}.json`), 'utf8')) as { home: { venues: string } }).home.venues;
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

describe('banner carousel', () => {
  browserIt('a dot shows its slide, and autoplay loops from the last slide back to the first', async () => {
    const { page, problems } = await openPage(browser, baseURL, 'en_US');
    await page.addInitScript(() => sessionStorage.setItem('announcementSeen', '1'));
    await page.goto('/#/');
    const dots = page.locator('.carousel-dot');
    await dots.first().waitFor();
    const count = await dots.count();
    expect(count).toBeGreaterThan(1);
    expect(await dots.last().getAttribute('aria-label')).toBe(`Slide ${count}`);
    const active = () => page.locator('.carousel .carousel-slide.is-active').getAttribute('data-index');

    await dots.last().click();
    await expect.poll(active).toBe(String(count - 1));
    expect(await dots.last().getAttribute('aria-current')).toBe('true');
    // The next move goes to the copy of the first slide, then the row jumps back to the real one.
    await expect.poll(active, { timeout: 8000 }).toBe('0');
    await expect.poll(() => page.locator('.carousel-slide').first().getAttribute('class'), { timeout: 3000 }).toContain('is-active');
    expect(await dots.first().getAttribute('aria-current')).toBe('true');

    // Swiping right on the first slide goes back to the last one (through the copy), left goes on.
    const box = (await page.getByTestId('carousel').boundingBox())!;
    const swipe = async (dx: number) => {
      const y = box.y + box.height / 2;
      await page.mouse.move(box.x + box.width / 2, y);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + dx, y, { steps: 5 });
      await page.mouse.up();
    };
    await swipe(200);
    await expect.poll(active, { timeout: 2000 }).toBe(String(count - 1));
    await swipe(-200);
    await expect.poll(active, { timeout: 2000 }).toBe('0');
    expect(page.url()).toMatch(/#\/$/); // the swipe over a slide's link did not follow it
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
