import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ensurePlayBuilt } from '../../play/assets';
import { browserIt, chromiumPath, launch, openPage } from './support/browser';

// Issue 32: every tile opens the game it names. Each slot title opens its own machine in its own
// theme, headed with its name and venue; the live venues open the house's own tables and the card
// venues its card games, and say so. In both languages, on a desktop and on a phone: a round of
// every slot title, every table and every card game, the balance moving by each round's figures.

/** The machine each slot title opens: two titles a machine (3 × 3 9 lines, 243 ways, tumbling, hold and spin). */
const SLOT_TITLES = {
  'fg-fruit': 'slot',
  'ae-gold': 'slot',
  'ob-fortune': 'ways',
  'ob-dragon': 'ways',
  'pp-sweet': 'cascade',
  'pp-gates': 'cascade',
  'ae-panda': 'hold',
  'fg-ocean': 'hold',
} as const;
type SlotTitle = keyof typeof SLOT_TITLES;

const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  if (!chromiumPath()) return;
  ensurePlayBuilt();
  browser = await launch();
});
afterAll(async () => browser?.close());

const unique = () => `h${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const mobile = () => `13${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
const money = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));

async function api<T>(path: string, body: object, headers: Record<string, string> = {}): Promise<{ code: number; message: string; data: T }> {
  const res = await fetch(`${baseURL}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return (await res.json()) as { code: number; message: string; data: T };
}

/** A member with `amount` in the central wallet, in auto-transfer mode: every launch moves the whole balance into the game. */
async function fundedMember(amount: string): Promise<string> {
  const name = unique();
  const form = { name, password: 'pass1234', confirmPass: 'pass1234', realname: 'House Tester', phone: mobile(), paypassword: '123456', code: '0000' };
  expect((await api('/api/register', form)).code).toBe(200);
  const admin = await api<{ api_token: string }>('/api/admin/login', { name: 'admin', password: 'admin12345' });
  const credit = await api(
    '/api/admin/adjust',
    { username: name, amount, memo: 'house games e2e' },
    { Authorization: `Bearer ${admin.data.api_token}`, 'Idempotency-Key': randomUUID() },
  );
  expect(credit.code, credit.message).toBe(200);
  const login = await api<{ api_token: string }>('/api/login', { name, password: 'pass1234', code: '0000' });
  expect((await api('/api/uptransferstatus', { transferstatus: 1 }, { Authorization: `Bearer ${login.data.api_token}` })).code).toBe(200);
  return name;
}

async function logIn(page: Page, name: string) {
  await page.goto('/#/login');
  await page.locator('input[name=name]').fill(name);
  await page.locator('input[name=password]').fill('pass1234');
  await page.locator('input[name=code]').fill('0000');
  await page.getByTestId('login-submit').click();
  await page.waitForURL((u) => !u.hash.startsWith('#/login'));
}

/** Clicks an enter button and answers the game page it opened, once its balance shows. */
async function enter(page: Page, click: () => Promise<void>, problems: string[]): Promise<Page> {
  const popup = page.context().waitForEvent('page');
  await click();
  const game = await popup;
  game.on('pageerror', (e) => problems.push(`game pageerror: ${e.message}`));
  game.on('console', (m) => m.type() === 'error' && problems.push(`game console: ${m.text()}`));
  await game.waitForURL((u) => u.pathname.startsWith('/play/'), { timeout: 30_000 });
  await expect.poll(async () => money(await game.getByTestId('balance').first().textContent()), { timeout: 30_000 }).toBeGreaterThan(0);
  return game;
}

/** Plays one round of the open tab: a new history line for `code`, and the balance moved by exactly the round's net. */
async function playRound(game: Page, code: string) {
  const items = game.getByTestId('history').locator('[data-testid=history-item]');
  const count = await items.count();
  const before = money(await game.getByTestId('balance').first().textContent());
  await game.getByTestId('play').click();
  await expect.poll(() => items.count(), { timeout: 120_000 }).toBe(count + 1);
  expect(await items.first().getAttribute('data-game')).toBe(code);
  expect(['win', 'lose', 'push', 'partial']).toContain(await game.getByTestId('result').getAttribute('data-outcome'));
  const net = money(await game.getByTestId('win-loss').textContent());
  const after = money(await game.getByTestId('balance').first().textContent());
  expect(Math.round((after - before) * 100), `${code}: balance ${before} -> ${after}, net ${net}`).toBe(Math.round(net * 100));
}

const TEXTS = {
  zh_TW: {
    slots: (p: string) => `${p}電子`,
    tables: '本站自營桌台',
    cards: '本站棋牌',
    agNote: 'AG真人的真人視訊尚未接入',
    kyNote: '開元棋牌尚未接入',
    opensTables: '開啟：本站自營桌台',
  },
  en_US: {
    slots: (p: string) => `${p} Slots`,
    tables: "The house's own tables",
    cards: "The house's card games",
    agNote: "AG Live's live casino is not connected yet",
    kyNote: 'KY Cards is not connected yet',
    opensTables: "Opens: the house's own tables",
  },
} as const;

describe('every tile opens the game it names: slot titles, house tables, card games', () => {
  for (const locale of ['zh_TW', 'en_US'] as const)
    for (const width of [1440, 390]) {
      browserIt(`${locale}, ${width} px: each slot title opens its own machine; the tables and the card games play a round`, { timeout: 600_000 }, async () => {
        const texts = TEXTS[locale];
        const name = await fundedMember('1000');
        const problems: string[] = [];
        const { page, problems: portal } = await openPage(browser, baseURL, locale, { width, reducedMotion: true });
        await logIn(page, name);

        // /concise: eight titles, four machines, two titles each
        await page.goto('/#/concise');
        const tiles = page.getByTestId('slot-grid').getByTestId('game-tile');
        await expect.poll(() => tiles.count()).toBe(8);
        const machines = new Map<string, string[]>();
        for (const code of Object.keys(SLOT_TITLES) as SlotTitle[]) {
          const tile = page.locator(`[data-testid=game-tile][data-code="${code}"]`);
          const title = (await tile.locator('b').first().textContent())!;
          const platform = (await tile.locator('small').first().textContent())!;
          expect(await tile.getByTestId('game-opens').count(), `${code}: a tile that opens its own game says nothing more`).toBe(0);
          const game = await enter(page, () => tile.getByRole('button').click(), problems);
          const machine = SLOT_TITLES[code];
          expect(await game.locator('body').getAttribute('data-games')).toBe(machine);
          expect(await game.locator('body').getAttribute('data-title')).toBe(code);
          const cabinet = game.locator('.cabinet');
          expect(await cabinet.getAttribute('data-machine')).toBe(machine);
          expect(await cabinet.getAttribute('data-theme')).toBe(code);
          expect(await game.getByTestId('heading-name').textContent()).toBe(title);
          expect(await game.getByTestId('heading-venue').textContent()).toBe(texts.slots(platform));
          expect(await game.title()).toBe(`${title} · ${texts.slots(platform)}`);
          expect(await game.locator('.game-title').textContent()).toBe(title);
          // the symbols are drawn (SVG), none is a typed character
          expect(await game.locator('.cabinet .sym-text').count()).toBe(0);
          expect(await game.locator('.cabinet .sym svg').count()).toBeGreaterThanOrEqual(9);
          await playRound(game, machine);
          machines.set(machine, [...(machines.get(machine) ?? []), code]);
          await game.close();
        }
        expect([...machines.keys()].sort()).toEqual(['cascade', 'hold', 'slot', 'ways']);
        for (const titles of machines.values()) expect(titles).toHaveLength(2);

        // /realbet: the house's own tables, said on the venue page and on the game page
        await page.goto('/#/realbet');
        const opens = page.getByTestId('platform-show').getByTestId('game-opens');
        await expect.poll(() => opens.getAttribute('data-launches')).toBe('tables');
        expect(await opens.textContent()).toContain(texts.opensTables);
        const tables = await enter(page, () => page.getByTestId('enter-game').click(), problems);
        expect(await tables.locator('body').getAttribute('data-games')).toBe('baccarat,dragontiger,roulette');
        expect(await tables.getByTestId('heading-name').textContent()).toBe(texts.tables);
        expect(await tables.getByTestId('house-note').textContent()).toContain(texts.agNote);
        await playRound(tables, 'baccarat');
        await tables.getByTestId('tab-dragontiger').click();
        await tables.getByTestId('side-tiger').click();
        await playRound(tables, 'dragontiger');
        expect(await tables.locator('.dt-card .card').count()).toBe(2);
        await tables.getByTestId('tab-roulette').click();
        await tables.locator('.rl-num[data-n="17"]').click();
        await tables.locator('.rl-out.red').click();
        expect(money(await tables.getByTestId('total').textContent())).toBe(20);
        await playRound(tables, 'roulette');
        expect(Number(await tables.getByTestId('roulette-result').textContent())).toBeGreaterThanOrEqual(0);
        await tables.close();

        // /joker: the house's card games
        await page.goto('/#/joker');
        await expect.poll(() => page.getByTestId('platform-show').getByTestId('game-opens').getAttribute('data-launches')).toBe('cards');
        const cards = await enter(page, () => page.getByTestId('enter-game').click(), problems);
        expect(await cards.locator('body').getAttribute('data-games')).toBe('bull,threecard,dragontiger');
        expect(await cards.getByTestId('heading-name').textContent()).toBe(texts.cards);
        expect(await cards.getByTestId('house-note').textContent()).toContain(texts.kyNote);
        await playRound(cards, 'bull');
        expect(await cards.locator('.hand-player .card').count()).toBe(5);
        await cards.getByTestId('mode-double').click();
        expect(money(await cards.getByTestId('total').textContent())).toBe(50);
        await playRound(cards, 'bull');
        await cards.getByTestId('tab-threecard').click();
        await playRound(cards, 'threecard');
        expect(await cards.locator('.hand-banker .card').count()).toBe(3);
        await cards.getByTestId('tab-dragontiger').click();
        await playRound(cards, 'dragontiger');
        await cards.close();

        expect([...portal, ...problems]).toEqual([]);
        await page.context().close();
      });
    }
});
