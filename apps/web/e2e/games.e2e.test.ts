import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ensurePlayBuilt } from '../../play/assets';
import { browserIt, chromiumPath, launch, openPage } from './support/browser';

const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  if (!chromiumPath()) return;
  ensurePlayBuilt(); // the game page loads apps/play's play.js, served from its dist/
  browser = await launch();
});
afterAll(async () => browser?.close());

const unique = () => `g${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const mobile = () => `13${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
const money = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));

async function api<T>(path: string, body: object, headers: Record<string, string> = {}): Promise<{ code: number; message: string; data: T }> {
  const res = await fetch(`${baseURL}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return (await res.json()) as { code: number; message: string; data: T };
}

/**
 * Plays one round of the open game and checks what the player sees: a new history line for this
 * game, an outcome in the result box, a net win/loss in the page's language, and a balance that
 * moved by exactly that net. Returns the balance after the round.
 */
async function playRound(game: Page, code: 'slot' | 'dice' | 'baccarat', outcomeText: RegExp): Promise<number> {
  const balance = game.getByTestId('balance').first();
  const items = game.getByTestId('history').locator('[data-testid=history-item]');
  const before = money(await balance.textContent());
  const count = await items.count();
  await game.getByTestId('play').click();
  await expect.poll(() => items.count()).toBe(count + 1);
  expect(await items.first().getAttribute('data-game')).toBe(code);
  expect(['win', 'lose', 'push', 'partial']).toContain(await game.getByTestId('result').getAttribute('data-outcome'));
  expect(await game.getByTestId('result').textContent()).toMatch(outcomeText);
  const net = money(await game.getByTestId('win-loss').textContent());
  const after = money(await balance.textContent());
  expect(Math.round((after - before) * 100)).toBe(Math.round(net * 100));
  return after;
}

async function fundedMember(amount: string): Promise<string> {
  const name = unique();
  expect(
    (
      await api('/api/register', {
        name,
        password: 'pass1234',
        confirmPass: 'pass1234',
        realname: 'Game Tester',
        phone: mobile(),
        paypassword: '123456',
        code: '0000',
      })
    ).code,
  ).toBe(200);
  const admin = await api<{ api_token: string }>('/api/admin/login', { name: 'admin', password: 'admin12345' });
  const credit = await api(
    '/api/admin/adjust',
    { username: name, amount, memo: 'games e2e' },
    { Authorization: `Bearer ${admin.data.api_token}`, 'Idempotency-Key': randomUUID() },
  );
  expect(credit.code, credit.message).toBe(200);
  return name;
}

describe('playing the built-in games from the portal', () => {
  for (const [locale, texts] of [
    [
      'zh_TW',
      { game: '骰寶', slot: '老虎機', baccarat: '百家樂', platform: 'PC遊戲館', nav: /PC遊戲|PC游戏/, outcome: /(贏得|未中獎|和局).*淨輸贏 [+-]?\d+\.\d\d/ },
    ],
    [
      'en_US',
      {
        game: 'Sic Bo',
        slot: 'Slot machine',
        baccarat: 'Baccarat',
        platform: 'PC Game Hall',
        nav: /PC Game/,
        outcome: /(You win|No win|Push).*Net [+-]?\d+\.\d\d/,
      },
    ],
  ] as const) {
    browserIt(`${locale}: transfer in, launch, play slot, baccarat and sic bo, transfer back, then the bets and transfers are in the records`, async () => {
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
      await expect.poll(() => game.getByTestId('balance').first().textContent()).toContain('200.00');

      // slot, one line: the reels stop on three symbols each
      await game.getByTestId('tab-slot').click();
      await game.getByTestId('lines-1').click();
      expect(await game.getByTestId('total').textContent()).toMatch(/10$/);
      await playRound(game, 'slot', texts.outcome);
      for (let reel = 0; reel < 3; reel++) expect(await game.locator('.reel').nth(reel).locator('.cell [data-symbol]').count()).toBe(3);

      // baccarat on the player: both hands dealt, their totals shown
      await game.getByTestId('tab-baccarat').click();
      await game.getByTestId('side-player').click();
      await playRound(game, 'baccarat', texts.outcome);
      for (const hand of ['player', 'banker']) {
        expect(await game.getByTestId(`${hand}-total`).textContent()).toMatch(/^\d$/);
        expect(await game.locator(`.hand-${hand} .card`).count()).toBeGreaterThanOrEqual(2);
      }

      // sic bo on big, three rounds
      await game.getByTestId('tab-dice').click();
      await game.getByTestId('pick-big').click();
      const beforeDice = money(await game.getByTestId('balance').first().textContent());
      for (let round = 0; round < 3; round++) {
        const before = await game.getByTestId('history').locator('[data-testid=history-item]').count();
        await playRound(game, 'dice', texts.outcome);
        await expect.poll(() => game.getByTestId('history').locator('[data-testid=history-item]').count()).toBe(before + 1);
        expect(await game.getByTestId('dice-total').textContent()).toMatch(/\d/);
      }
      const left = money(await game.getByTestId('balance').first().textContent());
      expect(left).not.toBe(beforeDice); // three even-money rounds of one stake cannot net to zero
      expect(gameProblems).toEqual([]);
      await game.close();

      // everything back to the central wallet
      await page.goto('/#/mine/transfer');
      await expect.poll(() => page.getByTestId('game-balance-pc').textContent()).toBe(`¥ ${left.toFixed(2)}`);
      await page.getByTestId('recall-all').click();
      await expect.poll(() => page.getByTestId('game-balance-pc').textContent()).toBe('¥ 0.00');
      await expect.poll(() => page.getByTestId('central-balance').textContent()).toBe(`¥ ${(100 + left).toFixed(2)}`);

      // the five rounds in the bet record (pulled by the bet-sync job), the two transfers in the financial record
      const token = await page.evaluate(() => sessionStorage.getItem('token') ?? '');
      const synced = () => api<{ total: number }>('/api/betrecord', { date: 1 }, { Authorization: `Bearer ${token}` }).then((r) => r.data.total);
      await expect.poll(synced, { timeout: 30_000, interval: 1000 }).toBe(5);
      await page.goto('/#/mine/betRecord');
      const bets = page.getByTestId('bet-table').locator('tbody tr');
      await expect.poll(() => bets.count()).toBe(5);
      expect(await bets.first().textContent()).toContain(texts.game);
      const table = await page.getByTestId('bet-table').textContent();
      for (const name of [texts.slot, texts.baccarat]) expect(table).toContain(name);
      await page.goto('/#/mine/transRecord');
      const transfers = page.getByTestId('trans-table').locator('tbody tr');
      await expect.poll(() => transfers.count()).toBe(2);
      expect(await transfers.first().textContent()).toContain(texts.platform);

      expect(problems, problems.join('\n')).toEqual([]);
      await page.context().close();
    });
  }
});
