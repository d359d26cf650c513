import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ensurePlayBuilt } from '../../play/assets';
import { browserIt, chromiumPath, launch, openPage } from './support/browser';

// a tile opened another game than its name (財神到 opened 金皇冠老虎機, sport venues the slot
// hall). A slot title now opens its own machine; every other tile says plainly what it opens when
// that differs from its name; entering it opens exactly that (the game page's data-games; a sport
// venue opens the sportsbook, its data-venue).

const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  if (!chromiumPath()) return;
  ensurePlayBuilt();
  browser = await launch();
});
afterAll(async () => browser?.close());

const unique = () => `t${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const mobile = () => `13${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

async function register(): Promise<string> {
  const name = unique();
  const res = await fetch(`${baseURL}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name,
      password: 'pass1234',
      confirmPass: 'pass1234',
      realname: 'Tile Tester',
      phone: mobile(),
      paypassword: '123456',
      code: '0000',
    }),
  });
  expect(((await res.json()) as { code: number }).code).toBe(200);
  return name;
}

/** Clicks an enter button and answers what the opened game page offers. */
async function enterAndRead(page: Page, click: () => Promise<void>): Promise<string> {
  const popup = page.context().waitForEvent('page');
  await click();
  const game = await popup;
  await game.waitForURL((u) => u.pathname.startsWith('/play/'), { timeout: 30_000 });
  const games = await game.locator('body').getAttribute('data-games');
  // The sport venues open the sportsbook's page, which names its venue instead.
  const venue = await game.locator('body').getAttribute('data-venue');
  await game.close();
  return venue ? `sportsbook:${venue}` : (games ?? '');
}

const TEXTS = {
  zh_TW: {
    tablesOpens: '開啟：本站自營桌台（百家樂、龍虎、歐式輪盤；非真人視訊）',
    cardsOpens: '開啟：本站棋牌（牛牛、炸金花、龍虎；玩家對莊家）',
    fortune: '財神到',
    sport: '沙巴體育',
  },
  en_US: {
    tablesOpens: "Opens: the house's own tables (baccarat, dragon tiger, European roulette; not a live casino)",
    cardsOpens: "Opens: the house's card games (bull bull, three card, dragon tiger; you against the banker)",
    fortune: 'God of Fortune',
    sport: 'SABA Sports',
  },
} as const;

describe('game tiles say and open the same game', () => {
  for (const locale of ['zh_TW', 'en_US'] as const) {
    browserIt(`${locale}: slot tiles open their own machines; sport, live and card venues say what they open, and open it`, async () => {
      const texts = TEXTS[locale];
      const name = await register();
      const { page, problems } = await openPage(browser, baseURL, locale);
      await page.goto('/#/login');
      await page.locator('input[name=name]').fill(name);
      await page.locator('input[name=password]').fill('pass1234');
      await page.locator('input[name=code]').fill('0000');
      await page.getByTestId('login-submit').click();
      await page.waitForURL((u) => !u.hash.startsWith('#/login'));

      // /concise: every slot tile opens the game it names, so it says nothing more; 財神到 opens the 243-ways machine.
      await page.goto('/#/concise');
      const tiles = page.getByTestId('slot-grid').getByTestId('game-tile');
      await expect.poll(() => tiles.count()).toBeGreaterThanOrEqual(8);
      expect(await page.getByTestId('slot-grid').getByTestId('game-opens').count()).toBe(0);
      const fortune = tiles.filter({ hasText: texts.fortune });
      expect(await enterAndRead(page, () => fortune.getByRole('button').click())).toBe('ways');

      // /sport: the venue opens what it names, the sportsbook (no note), for its sports.
      await page.goto('/#/sport');
      const show = page.getByTestId('platform-show');
      await expect.poll(() => show.locator('h2').textContent()).toBe(texts.sport);
      expect(await show.getByTestId('game-opens').count()).toBe(0);
      expect(await enterAndRead(page, () => page.getByTestId('enter-game').click())).toBe('sportsbook:sports');

      // /realbet: a live venue opens the house's own tables and says so; /joker: a card venue its card games.
      await page.goto('/#/realbet');
      const opens = page.getByTestId('platform-show').getByTestId('game-opens');
      await expect.poll(() => opens.getAttribute('data-launches')).toBe('tables');
      expect(await opens.textContent()).toBe(texts.tablesOpens);
      expect(await enterAndRead(page, () => page.getByTestId('enter-game').click())).toBe('baccarat,dragontiger,roulette');
      await page.goto('/#/joker');
      await expect.poll(() => page.getByTestId('platform-show').getByTestId('game-opens').getAttribute('data-launches')).toBe('cards');
      expect(await page.getByTestId('platform-show').getByTestId('game-opens').textContent()).toBe(texts.cardsOpens);
      expect(await enterAndRead(page, () => page.getByTestId('enter-game').click())).toBe('bull,threecard,dragontiger');
      expect(problems).toEqual([]);
    });
  }
});
