import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserIt, chromiumPath, launch, openPage } from './support/browser';

const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  if (chromiumPath()) browser = await launch();
});
afterAll(async () => browser?.close());

const unique = () => `l${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const mobile = () => `13${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

async function api<T>(path: string, body: object): Promise<{ code: number; message: string; data: T }> {
  const res = await fetch(`${baseURL}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return (await res.json()) as { code: number; message: string; data: T };
}

async function newMemberSignedIn(locale: string, width: number): Promise<{ page: Page; problems: string[] }> {
  const name = unique();
  const reg = await api('/api/register', {
    name,
    password: 'pass1234',
    confirmPass: 'pass1234',
    realname: 'Layout Tester',
    phone: mobile(),
    paypassword: '123456',
    code: '0000',
  });
  expect(reg.code, reg.message).toBe(200);
  const opened = await openPage(browser, baseURL, locale, { width });
  await opened.page.goto('/#/login');
  await opened.page.locator('input[name=name]').fill(name);
  await opened.page.locator('input[name=password]').fill('pass1234');
  await opened.page.locator('input[name=code]').fill('0000');
  await opened.page.getByTestId('login-submit').click();
  await opened.page.waitForURL((u) => u.hash === '#/');
  return opened;
}

/**
 * Scrolls each of the content's elements (`selector`) to the middle and to the bottom of the screen,
 * and lists every floating button (the red packet, support, back to top) whose box then covers it.
 */
async function coveredBy(page: Page, selector: string): Promise<string[]> {
  await page.locator(selector).first().waitFor();
  return page.evaluate(
    `(async () => {
      const floating = () => [...document.querySelectorAll('.float-btn, .top-quick-btn, [data-testid=float-redpacket]')]
        .map((e) => ({ e, r: e.getBoundingClientRect() }))
        .filter(({ r }) => r.width > 0 && r.height > 0);
      const hits = [];
      for (const target of document.querySelectorAll(${JSON.stringify(selector)})) {
        for (const block of ['center', 'end']) {
          target.scrollIntoView({ block, behavior: 'instant' });
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
          const t = target.getBoundingClientRect();
          for (const { e, r } of floating()) {
            const overlaps = r.left < t.right && r.right > t.left && r.top < t.bottom && r.bottom > t.top;
            if (overlaps) hits.push((e.getAttribute('title') || e.className) + ' over ' + (target.textContent || '').trim().slice(0, 30) + ' (' + block + ')');
          }
        }
      }
      return hits;
    })()`,
  ) as Promise<string[]>;
}

// Issue 32 item 6: the floating red packet and support buttons covered the empty-state text and the pay-way tiles.
describe('no floating button over content', () => {
  for (const locale of ['zh_TW', 'en_US'] as const) {
    for (const width of [1366, 390]) {
      browserIt(`${locale} at ${width} px: the red packet and support buttons keep off the pay-way tiles and the empty-state text`, async () => {
        const { page, problems } = await newMemberSignedIn(locale, width);
        await page.goto('/#/mine/recharge');
        expect(await coveredBy(page, '.pay-way')).toEqual([]);
        await page.goto('/#/mine/betRecord');
        expect(await coveredBy(page, '.empty p')).toEqual([]);
        await page.goto('/#/mine/transRecord');
        expect(await coveredBy(page, '.empty p')).toEqual([]);
        // the buttons are still there to use, on the screen
        const redPacket = page.locator(width < 1360 ? '[data-testid=top-redpacket]' : '[data-testid=float-redpacket]');
        const box = await redPacket.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
        expect(problems).toEqual([]);
      });
    }
  }
});

// Issue 32 item 7: zh_TW pages said 金冠娱乐 (Simplified); the brand comes from the site title of the language shown.
describe('the brand in the language shown', () => {
  for (const locale of ['zh_TW', 'en_US'] as const) {
    for (const width of [1366, 390]) {
      browserIt(`${locale} at ${width} px: logo, footer, about page, pay-info page and the tab title carry the site title for ${locale}`, async () => {
        const app = await api<{ title: string; titles?: Record<string, string> }>('/api/app', {});
        const brand = app.data.titles?.[locale] || app.data.title;
        if (locale === 'zh_TW') expect(brand).toBe('金冠娛樂');
        const simplified = '金冠娱乐';
        const { page, problems } = await newMemberSignedIn(locale, width);

        await page.goto('/#/');
        await expect.poll(() => page.locator('header .brand').first().textContent()).toContain(brand);
        expect(await page.locator('footer').first().textContent()).toContain(brand);
        await expect.poll(() => page.title()).toBe(brand);

        await page.goto('/#/abouts');
        await page.locator('.pg-title').first().waitFor();
        const about = await page.locator('main, #root').first().innerText();
        expect(about).toContain(brand);
        if (locale === 'zh_TW') expect(about).not.toContain(simplified);

        await page.goto('/#/payInfo');
        await expect.poll(() => page.locator('.pay-topbar .brand').textContent()).toContain(brand);
        if (locale === 'zh_TW') expect(await page.locator('body').innerText()).not.toContain(simplified);
        expect(problems).toEqual([]);
      });
    }
  }
});
