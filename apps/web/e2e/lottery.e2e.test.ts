import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ensurePlayBuilt } from '../../play/assets';
import { browserIt, chromiumPath, launch } from './support/browser';

// The lottery from a member's browser: a transfer into a lottery venue, the launch from the venue
// page into a new tab, two picks on the current draw, the bets in "my bets", and the public
// verification page checking a drawn draw with Web Crypto. Draws come every 60 s outside production.

const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  if (!chromiumPath()) return;
  ensurePlayBuilt(); // the lottery page loads apps/play's lottery.js, served from its dist/
  browser = await launch();
});
afterAll(async () => browser?.close());

const unique = () => `lt${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const mobile = () => `13${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

async function api<T>(path: string, body: object, headers: Record<string, string> = {}): Promise<{ code: number; message: string; data: T }> {
  const res = await fetch(`${baseURL}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return (await res.json()) as { code: number; message: string; data: T };
}

/** A member with 300 credited and 200 of it moved into the VR lottery venue's wallet. */
async function lotteryMember(): Promise<string> {
  const name = unique();
  const reg = await api<{ api_token: string }>('/api/register', {
    name,
    password: 'pass1234',
    confirmPass: 'pass1234',
    realname: 'Lottery Tester',
    phone: mobile(),
    paypassword: '123456',
    code: '0000',
  });
  expect(reg.code, reg.message).toBe(200);
  const admin = await api<{ api_token: string }>('/api/admin/login', { name: 'admin', password: 'admin12345' });
  const credit = await api(
    '/api/admin/adjust',
    { username: name, amount: '300', memo: 'lottery e2e' },
    { Authorization: `Bearer ${admin.data.api_token}`, 'Idempotency-Key': randomUUID() },
  );
  expect(credit.code, credit.message).toBe(200);
  const moved = await api('/api/transfer', { amount: 200, sourcetype: 'center', targettype: 'VR' }, { Authorization: `Bearer ${reg.data.api_token}` });
  expect(moved.code, moved.message).toBe(200);
  return name;
}

function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  return problems;
}

const CASES = [
  {
    locale: 'zh_TW',
    viewport: { width: 1366, height: 900 },
    texts: { submit: '確認投注', placed: /投注成功：2 注，共 15\.00/, open: '未結算', verified: '驗證通過' },
  },
  {
    locale: 'en_US',
    viewport: { width: 390, height: 844 },
    texts: { submit: 'Place bets', placed: /Placed: 2 picks, 15\.00 in all/, open: 'Open', verified: 'Verified' },
  },
] as const;

describe('the lottery from the portal', () => {
  for (const c of CASES) {
    browserIt(
      `${c.locale} at ${c.viewport.width} px: launch from the lottery venue, bet two picks, see them, verify a drawn draw`,
      { timeout: 240_000 },
      async () => {
        const name = await lotteryMember();
        const context = await browser.newContext({ baseURL, viewport: c.viewport, isMobile: c.viewport.width < 500 });
        await context.addInitScript((lang) => localStorage.setItem('lang', lang), c.locale);
        const page = await context.newPage();
        await page.goto('/#/login');
        await page.locator('input[name=name]').fill(name);
        await page.locator('input[name=password]').fill('pass1234');
        await page.locator('input[name=code]').fill('0000');
        await page.getByTestId('login-submit').click();
        await page.waitForURL((u) => u.hash === '#/');

        // the lottery venue page: the VR tab's enter button opens the lottery in a new tab
        await page.goto('/#/lottery');
        await page.getByRole('tab', { name: /VR/ }).click();
        const [game] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('enter-game').click()]);
        const problems = watch(game);
        await game.waitForURL((u) => u.pathname === '/play/lottery/VR', { timeout: 30_000 });
        await expect.poll(() => game.getByTestId('lottery-balance').textContent()).toBe('200.00');
        expect(await game.locator('body').getAttribute('data-locale')).toBe(c.locale);

        // the current draw: its number, countdowns and the seed hash it will be drawn by
        await game.getByTestId('lottery-draw-no').waitFor();
        expect(await game.getByTestId('lottery-hash').textContent()).toMatch(/^[0-9a-f]{64}$/);
        expect(await game.getByTestId('lottery-draw-in').textContent()).toMatch(/^\d\d:\d\d$/);
        // betting closes 10 s before each draw: wait for the next draw's window if this one is closing
        await expect
          .poll(
            async () =>
              /^\d\d:\d\d$/.test((await game.getByTestId('lottery-close-in').textContent()) ?? '') &&
              (await game.getByTestId('lottery-close-in').textContent())! >= '00:08',
            { timeout: 40_000 },
          )
          .toBe(true);
        const drawNo = (await game.getByTestId('lottery-draw-no').getAttribute('data-draw'))!;

        // two picks: 萬位 大 and 龍, stakes 10 and 5
        await game.getByTestId('lottery-game-ssc').click();
        await game.getByTestId('lottery-kind-pos_bsoe').click();
        await game.getByTestId('lottery-pick-pos_bsoe-1:big').click();
        await game.getByTestId('lottery-kind-dragon_tiger').click();
        await game.getByTestId('lottery-pick-dragon_tiger-dragon').click();
        await expect.poll(() => game.getByTestId('lottery-slip-item').count()).toBe(2);
        await game.getByTestId('lottery-stake-0').fill('10');
        await game.getByTestId('lottery-stake-1').fill('5');
        expect(await game.getByTestId('lottery-total').textContent()).toBe('15.00');
        expect(await game.getByTestId('lottery-submit').textContent()).toBe(c.texts.submit);
        await game.getByTestId('lottery-submit').click();
        await expect.poll(() => game.getByTestId('lottery-slip-note').textContent()).toMatch(c.texts.placed);
        expect(await game.getByTestId('lottery-balance').textContent()).toBe('185.00');

        // my bets: both picks on that draw, open
        await game.getByTestId('lottery-view-bets').click();
        await expect.poll(() => game.locator(`[data-testid=lottery-bet][data-draw="${drawNo}"]`).count()).toBe(2);
        expect(await game.getByTestId('lottery-bets').textContent()).toContain(c.texts.open);

        // the results list: once a draw is drawn, its verify link opens the public page, which checks it
        await game.getByTestId('lottery-view-results').click();
        await expect
          .poll(
            async () => {
              if ((await game.getByTestId('lottery-result').count()) > 0) return true;
              await game.getByTestId('lottery-view-trend').click();
              await game.getByTestId('lottery-view-results').click();
              return false;
            },
            { timeout: 75_000, interval: 3000 },
          )
          .toBe(true);
        const [verify] = await Promise.all([game.context().waitForEvent('page'), game.getByTestId('lottery-result').first().getByRole('link').click()]);
        const verifyProblems = watch(verify);
        await verify.getByTestId('verify-result-ok').waitFor({ timeout: 30_000 });
        for (const check of ['verify-hash-ok', 'verify-result-ok']) expect(await verify.getByTestId(check).getAttribute('data-ok')).toBe('true');
        expect(await verify.getByTestId('verify-seed').textContent()).toMatch(/^[0-9a-f]{64}$/);
        expect(await verify.getByTestId('verify-checks').textContent()).toContain('✓');
        expect(await verify.getByTestId('verify-checks').textContent()).not.toContain('✗');
        expect([...problems, ...verifyProblems]).toEqual([]);
        await context.close();
      },
    );
  }

  // At 390 px in zh_TW and en_US, no element of the lottery page reaches past the screen: every game's
  // board with a pick in the slip, my bets, the results, the trend chart, and the verification page.
  for (const locale of ['zh_TW', 'en_US'] as const) {
    browserIt(`${locale} at 390 px: no element of the lottery page is wider than the screen`, { timeout: 120_000 }, async () => {
      const name = await lotteryMember();
      const login = await api<{ api_token: string }>('/api/login', { name, password: 'pass1234', code: '0000' });
      expect(login.code, login.message).toBe(200);
      const launched = await api<{ url: string }>(
        '/api/getGameUrl',
        { plat_name: 'VR', game_type: 0, game_code: '0', is_mobile_url: 1 },
        { Authorization: `Bearer ${login.data.api_token}`, lang: locale },
      );
      expect(launched.code, launched.message).toBe(200);
      const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true });
      const page = await context.newPage();
      const problems = watch(page);
      const url = new URL(launched.data.url, baseURL);
      url.searchParams.set('lang', locale);
      await page.goto(url.pathname + url.search);
      await expect.poll(() => page.getByTestId('lottery-balance').textContent()).toBe('200.00');
      expect(await page.locator('body').getAttribute('data-locale')).toBe(locale);
      const wide: string[] = [];
      const measure = async (where: string) => wide.push(...(await overflowing(page)).map((o) => `${where}: ${o}`));
      for (const game of ['ssc', 'k3', 'pk10', 'keno']) {
        await page.getByTestId(`lottery-game-${game}`).click();
        await page.getByTestId('lottery-view-board').click();
        await page.getByTestId('lottery-board').waitFor();
        const kinds = page.locator('[data-testid^="lottery-kind-"]');
        for (let i = 0; i < (await kinds.count()); i++) {
          await kinds.nth(i).click();
          await measure(`${game} ${await kinds.nth(i).getAttribute('data-testid')}`);
        }
        if (game !== 'keno') await page.locator('[data-testid^="lottery-pick-"]').first().click();
        await measure(`${game} with the slip`);
      }
      for (const view of ['bets', 'results', 'trend']) {
        await page.getByTestId(`lottery-view-${view}`).click();
        await measure(view);
      }
      const verify = await context.newPage();
      await verify.goto(`/play/verify/lottery?game=ssc&lang=${locale}`);
      await verify.getByTestId('verify-game').waitFor();
      wide.push(...(await overflowing(verify)).map((o) => `verify: ${o}`));
      expect(wide).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});

/** Elements that reach past the right edge of the viewport (nothing may at 390 px). */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    if (document.documentElement.scrollWidth > width) out.push(`document ${document.documentElement.scrollWidth} > ${width}`);
    // an element inside a box that scrolls or clips sideways (within the screen) does not widen the page
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const ox = getComputedStyle(p).overflowX;
        if (ox !== 'visible') return p.getBoundingClientRect().right <= width + 1 && p.getBoundingClientRect().left >= -1;
      }
      return false;
    };
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && (r.right > width + 1 || r.left < -1) && !clipped(el))
        out.push(`${el.tagName.toLowerCase()}.${String(el.className)} ${Math.round(r.left)}..${Math.round(r.right)}`);
    }
    return out;
  });
}
