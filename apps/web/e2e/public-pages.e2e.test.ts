import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { browserIt, chromiumPath, launch, openPage } from './support/browser';

const baseURL = inject('baseURL');
const SHOTS = path.resolve(__dirname, '../../../test-results/screenshots');
let browser: Browser;
beforeAll(async () => {
  if (chromiumPath()) browser = await launch();
  fs.mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => browser?.close());

// Every public route of spec §2.2 and §2.3 (but /userredpacket and /payInfo, which come with their APIs).
const ROUTES = [
  '/',
  '/realbet',
  '/sport',
  '/lottery',
  '/gaming',
  '/joker',
  '/pcgame',
  '/mobilegame',
  '/concise',
  '/concise?type=PP',
  '/activity',
  '/vip',
  '/abouts',
  '/abouts?type=2',
  '/app',
  '/companion',
  '/kefu',
  '/test',
  '/login',
  '/register',
  '/registerForAplink',
  '/forgot',
  '/gamePage?type=1',
  '/gamePage?type=2',
];
const SCREENSHOTS: Record<string, string> = {
  '/': 'home',
  '/realbet': 'venue-realbet',
  '/vip': 'vip',
  '/activity': 'activity',
  '/abouts': 'about',
  '/app': 'download',
  '/companion': 'companion',
  '/kefu': 'kefu',
};

/** Text nodes that look like an i18n key (e.g. "home.venues") mean a translation is missing. */
const rawKeys = () =>
  [...document.body.querySelectorAll('*')]
    .flatMap((el) => [...el.childNodes].filter((n) => n.nodeType === 3).map((n) => (n.textContent ?? '').trim()))
    .filter((text) => /^[a-z]+(\.[a-zA-Z0-9]+)+$/.test(text));

describe('every public route renders real content without console errors', () => {
  for (const locale of ['zh_TW', 'en_US'] as const) {
    browserIt(`${locale}: all public routes`, async () => {
      const { page, problems } = await openPage(browser, baseURL, locale);
      await page.addInitScript(() => sessionStorage.setItem('announcementSeen', '1'));
      for (const route of ROUTES) {
        await page.goto(`/#${route}`);
        await page.waitForLoadState('networkidle');
        await page
          .waitForFunction(() => !document.querySelector('.spinner-wrap:not(.sponsor-loading .spinner-wrap)'), null, { timeout: 15_000 })
          .catch(() => {});
        const text = await page.locator('body').innerText();
        expect(text.length, `${route} shows content`).toBeGreaterThan(80);
        expect(await page.evaluate(rawKeys), `${route} shows no raw i18n keys`).toEqual([]);
        const broken = await page.evaluate(() => [...document.images].filter((i) => i.complete && i.naturalWidth === 0).map((i) => i.src));
        expect(broken, `${route} has no broken images`).toEqual([]);
        if (SCREENSHOTS[route]) await page.screenshot({ path: path.join(SHOTS, `${SCREENSHOTS[route]}-${locale}.png`), fullPage: true });
      }
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }

  browserIt('the home carousel moves, the notice strip scrolls and the announcement shows 2 items', async () => {
    const { page, problems } = await openPage(browser, baseURL, 'zh_TW');
    await page.goto('/#/');
    await page.getByTestId('announcement').waitFor();
    expect(await page.getByTestId('announcement').locator('li').count()).toBe(2);
    await page.keyboard.press('Escape');
    await page.locator('.carousel.swiper-initialized').waitFor(); // swiper arrives after the banners
    const active = () => page.locator('.carousel .swiper-slide-active').getAttribute('data-index');
    const first = await active();
    await expect.poll(active, { timeout: 6000 }).not.toBe(first);
    const x1 = await page.getByTestId('marquee').evaluate((el) => getComputedStyle(el).transform);
    await page.waitForTimeout(300);
    const x2 = await page.getByTestId('marquee').evaluate((el) => getComputedStyle(el).transform);
    expect(x2).not.toBe(x1);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  browserIt('the guard sends a logged-out visitor of a member page to /login with the target, and unknown paths to /', async () => {
    const { page } = await openPage(browser, baseURL, 'en_US');
    await page.goto('/#/mine/center?tab=1');
    await page.waitForURL((u) => u.hash.startsWith('#/login'));
    expect(decodeURIComponent(new URL(page.url()).hash)).toBe('#/login?redirect=/mine/center?tab=1');
    await page.goto('/#/no-such-page');
    await page.waitForURL((u) => u.hash === '#/');
    // entering a game while logged out opens the login pop-up
    await page.goto('/#/realbet');
    await page.getByTestId('enter-game').click();
    await page.getByTestId('login-prompt').waitFor();
    // navigating to the page already shown says so
    await page.keyboard.press('Escape');
    await page.locator('.nav-link', { hasText: 'Live Casino' }).first().click();
    await expect.poll(() => page.getByTestId('toast').first().textContent()).toContain('You are already on this page!');
    await page.context().close();
  });
});
