import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { browserIt, chromiumPath, launch, openPage } from './support/browser';

const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  if (chromiumPath()) browser = await launch();
});
afterAll(async () => browser?.close());

const unique = () => `g${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const mobile = () => `13${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
const money = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));

async function api<T>(path: string, body: object, headers: Record<string, string> = {}): Promise<{ code: number; message: string; data: T }> {
  const res = await fetch(`${baseURL}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return (await res.json()) as { code: number; message: string; data: T };
}

async function fundedMember(amount: string): Promise<string> {
  const name = unique();
  expect((await api('/api/register', { name, password: 'pass1234', confirmPass: 'pass1234', realname: 'Game Tester', phone: mobile(), paypassword: '123456', code: '0000' })).code).toBe(200);
  const admin = await api<{ api_token: string }>('/api/admin/login', { name: 'admin', password: 'admin12345' });
  const credit = await api('/api/admin/adjust', { username: name, amount, memo: 'games e2e' }, { Authorization: `Bearer ${admin.data.api_token}`, 'Idempotency-Key': randomUUID() });
  expect(credit.code, credit.message).toBe(200);
  return name;
}

describe('playing a built-in game from the portal (issue 3 acceptance)', () => {
  for (const [locale, texts] of [
    ['zh_TW', { game: '骰寶', platform: 'PC遊戲館', nav: /PC遊戲|PC游戏/ }],
    ['en_US', { game: 'Sic Bo', platform: 'PC Game Hall', nav: /PC Game/ }],
  ] as const) {
    browserIt(`${locale}: transfer in, launch, play sic bo, transfer back, then the bets and transfers are in the records`, async () => {
      const name = await fundedMember('300');
      const { page, problems } = await openPage(browser, baseURL, locale);
      await page.goto('/#/login');
      await page.locator('input[name=name]').fill(name);
      await page.locator('input[name=password]').fill('pass1234');
      await page.locator('input[name=code]').fill('0000');
      await page.getByTestId('login-submit').click();
      await page.waitForURL((u) => u.hash === '#/');

      // 200 into the PC game wallet
      await page.goto('/#/mine/transfer');
      await page.getByTestId('game-wallet-pc').click();
      await page.locator('input[name=amount]').fill('200');
      await page.getByTestId('transfer-submit').click();
      await expect.poll(() => page.getByTestId('game-balance-pc').textContent()).toBe('¥ 200.00');

      // the PC game hall's enter button opens /gamePage in a new tab, which opens the game
      await page.goto('/#/pcgame');
      const [game] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('enter-game').first().click()]);
      const gameProblems: string[] = [];
      game.on('pageerror', (e) => gameProblems.push(e.message));
      game.on('console', (m) => m.type() === 'error' && gameProblems.push(m.text()));
      await game.waitForURL((u) => u.pathname === '/play/PCGAME', { timeout: 30_000 });
      await game.getByTestId('tab-dice').click();
      await expect.poll(() => game.getByTestId('balance').first().textContent()).toContain('200.00');
      await game.getByTestId('pick-big').click();
      for (let round = 0; round < 3; round++) {
        const before = await game.getByTestId('history').locator('[data-testid=history-item]').count();
        await game.getByTestId('play').click();
        await expect.poll(() => game.getByTestId('history').locator('[data-testid=history-item]').count()).toBe(before + 1);
      }
      const left = money(await game.getByTestId('balance').first().textContent());
      expect(left).not.toBe(200); // three even-money rounds of one stake cannot net to zero
      expect(gameProblems).toEqual([]);
      await game.close();

      // everything back to the central wallet
      await page.goto('/#/mine/transfer');
      await expect.poll(() => page.getByTestId('game-balance-pc').textContent()).toBe(`¥ ${left.toFixed(2)}`);
      await page.getByTestId('recall-all').click();
      await expect.poll(() => page.getByTestId('game-balance-pc').textContent()).toBe('¥ 0.00');
      await expect.poll(() => page.getByTestId('central-balance').textContent()).toBe(`¥ ${(100 + left).toFixed(2)}`);

      // the three rounds in the bet record (pulled by the bet-sync job), the two transfers in the financial record
      const token = await page.evaluate(() => sessionStorage.getItem('token') ?? '');
      const synced = () => api<{ total: number }>('/api/betrecord', { date: 1 }, { Authorization: `Bearer ${token}` }).then((r) => r.data.total);
      await expect.poll(synced, { timeout: 30_000, interval: 1000 }).toBe(3);
      await page.goto('/#/mine/betRecord');
      const bets = page.getByTestId('bet-table').locator('tbody tr');
      await expect.poll(() => bets.count()).toBe(3);
      expect(await bets.first().textContent()).toContain(texts.game);
      await page.goto('/#/mine/transRecord');
      const transfers = page.getByTestId('trans-table').locator('tbody tr');
      await expect.poll(() => transfers.count()).toBe(2);
      expect(await transfers.first().textContent()).toContain(texts.platform);

      expect(problems, problems.join('\n')).toEqual([]);
      await page.context().close();
    });
  }
});
