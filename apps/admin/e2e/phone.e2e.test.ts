import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Browser } from 'playwright-core';
import { browserIt, chromiumPath, launch, openPage } from './support/browser';
import { baseURL } from './support/portal';

let browser: Browser;
beforeAll(async () => {
  if (chromiumPath()) browser = await launch();
});
afterAll(async () => browser?.close());

const PHONE = 390;
const PAGES = [
  '/',
  '/deposits',
  '/withdrawals',
  '/applications',
  '/agents',
  '/adjustments',
  '/payouts',
  '/members',
  '/members/demo888',
  '/settings/site',
  '/settings/cashier',
  '/settings/vip',
  '/settings/redpacket',
  '/settings/games',
  '/content',
  '/messages',
  '/feedback',
  '/chain',
  '/reports',
  '/operations',
  '/protection',
  '/staff',
  '/audit',
  '/security',
  '/sports',
  '/sports?tab=resettles',
  '/sports?tab=liability',
  '/sports?tab=bets',
  '/sports?tab=pnl',
  '/sports?tab=settings',
  '/lottery',
  '/lottery?tab=games',
  '/lottery?tab=report',
];

/** The page's width, and the elements that reach past the screen's right edge without a scrolling box around them. */
const MEASURE = `(() => {
  const vw = document.documentElement.clientWidth;
  const scrolls = (e) => {
    for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) {
      const o = getComputedStyle(a).overflowX;
      if (o === 'auto' || o === 'scroll') return true;
    }
    return false;
  };
  const wide = [...document.querySelectorAll('body *')]
    .filter((e) => { const r = e.getBoundingClientRect(); return r.width > 0 && r.right > vw + 1 && !scrolls(e); })
    .slice(0, 5)
    .map((e) => e.tagName.toLowerCase() + '.' + String(e.className).split(' ')[0] + ' right=' + Math.round(e.getBoundingClientRect().right));
  return { width: document.documentElement.scrollWidth, wide };
})()`;

// Issue 32 item 6: at 390 px the header wrapped one character per line, sign-out was off-screen (page 418 px), the reports chart 435 px.
describe('the back office on a phone', () => {
  for (const locale of ['zh_TW', 'zh_CN', 'en_US'] as const) {
    browserIt(
      `${locale} at ${PHONE} px: no page is wider than the screen, the menu opens in a drawer, sign-out is on the screen`,
      { timeout: 180_000 },
      async () => {
        const { page, problems } = await openPage(browser, baseURL, locale, { width: PHONE });
        await page.context().addInitScript((lang) => localStorage.setItem('portal.admin.lang', lang), locale);
        await page.goto('/admin/login');
        await page.locator('input[name=name]').fill('admin');
        await page.locator('input[name=password]').fill('admin12345');
        await page.locator('button[type=submit]').click();
        await page.getByTestId('staff-name').waitFor({ state: 'attached' });

        const wider: string[] = [];
        for (const path of PAGES) {
          await page.goto(`/admin${path}`);
          await page.locator('main.content > *').first().waitFor();
          await page.waitForLoadState('networkidle');
          const { width, wide } = (await page.evaluate(MEASURE)) as { width: number; wide: string[] };
          if (width > PHONE || wide.length > 0) wider.push(`${path}: ${width} px ${wide.join(', ')}`);
        }
        expect(wider).toEqual([]);

        const logout = await page.getByTestId('logout').boundingBox();
        expect(logout && logout.x >= 0 && logout.x + logout.width <= PHONE, 'sign-out on the screen').toBe(true);
        const menu = page.getByTestId('admin-menu');
        await menu.click();
        const nav = page.getByRole('navigation').first();
        await nav.waitFor();
        // the drawer slides in: its box settles inside the screen
        await expect
          .poll(async () => {
            const box = await nav.boundingBox();
            return box !== null && box.x >= 0 && box.x + box.width <= PHONE;
          })
          .toBe(true);

        // the reports chart fits its card
        await page.goto('/admin/reports');
        await page.getByTestId('chart').locator('*').first().waitFor();
        const chartRight = await page.evaluate(
          `Math.max(...[...document.querySelectorAll('[data-testid=chart], [data-testid=chart] *')].map((e) => e.getBoundingClientRect().right))`,
        );
        expect(chartRight, 'the chart fits the screen').toBeLessThanOrEqual(PHONE);
        // leaving a page while its list still loads aborts that request: not a fault of the page
        expect(problems.filter((p) => !p.endsWith('net::ERR_ABORTED'))).toEqual([]);
      },
    );
  }
});
