/**
 * The page in jsdom against a fake player API: it shows the balance, draws each game's paytable
 * from @portal/game-rules, sends the bet body the server's schemas expect, and shows the round.
 */
import { SLOT_PAYTABLE, playCascade, playHold, playWays, type Rng } from '@portal/game-rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startApp } from '../src/app.js';
import { readConfig } from '../src/config.js';

/** A seeded rng (mulberry32): the fake server deals real rounds of the rules. */
function seeded(seed: number): Rng {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}
/** The first round of a seeded sequence that `wanted` accepts (a ways round with free spins, a hold round with the feature). */
function roundWhere<T>(play: (rng: Rng) => T, wanted: (round: T) => boolean): T {
  const rng = seeded(1);
  for (;;) {
    const round = play(rng);
    if (wanted(round)) return round;
  }
}

const ROUNDS: Record<string, Record<string, unknown>> = {
  slot: {
    grid: [
      ['L2', 'M1', 'L1'],
      ['M3', 'M3', 'M3'],
      ['L1', 'M2', 'H1'],
    ],
    lines: 1,
    wins: [{ line: 1, symbol: '7', count: 3, payoutCents: 50000 }],
  },
  dice: { dice: [2, 3, 6], total: 11, pick: 'big', win: true },
  ways: (() => {
    const r = roundWhere(playWays, (x) => x.freeSpins > 0);
    return { ...r, spins: r.spins.map((s) => ({ ...s, payoutCents: s.coins * 40, scatterCents: s.scatterCoins * 40 })) };
  })(),
  cascade: (() => {
    const r = roundWhere(playCascade, (x) => x.steps.length > 2);
    return { steps: r.steps.map((s) => ({ ...s, payoutCents: s.hundredths * 10 })) };
  })(),
  hold: (() => {
    const r = roundWhere(playHold, (x) => x.feature !== null);
    return {
      ...r,
      wins: r.wins.map((w) => ({ ...w, payoutCents: w.coins * 50 })),
      feature: { ...r.feature!, payoutCents: r.feature!.stakes * 1000 },
      stakeCents: 1000,
    };
  })(),
  dragontiger: { dragon: { rank: 'K', suit: '♠' }, tiger: { rank: 'K', suit: '♥' }, result: 'tie', side: 'dragon' },
  roulette: { pocket: 17, colour: 'black', bets: [] },
  bull: {
    mode: 'double',
    playerCards: ['K♠', '8♥', '2♦', '5♣', '5♠'].map((c) => ({ rank: c.slice(0, -1), suit: c.slice(-1) })),
    bankerCards: ['Q♠', '5♥', '5♦', '3♣', '4♠'].map((c) => ({ rank: c.slice(0, -1), suit: c.slice(-1) })),
    player: { order: 'bullbull', bull: [0, 1, 2], multiple: 3 },
    banker: { order: 'b7', bull: [0, 1, 2], multiple: 2 },
    result: 'player',
  },
  threecard: {
    playerCards: ['A♠', 'A♥', '7♦'].map((c) => ({ rank: c.slice(0, -1), suit: c.slice(-1) })),
    bankerCards: ['9♠', '9♥', '2♦'].map((c) => ({ rank: c.slice(0, -1), suit: c.slice(-1) })),
    player: { kind: 'pair', ranks: [14, 7], beatsLeopard: false },
    banker: { kind: 'pair', ranks: [9, 2], beatsLeopard: false },
    result: 'player',
  },
  baccarat: {
    playerCards: [
      { rank: '4', suit: '♥' },
      { rank: '5', suit: '♠' },
    ],
    bankerCards: [
      { rank: 'K', suit: '♣' },
      { rank: '3', suit: '♦' },
      { rank: '2', suit: '♦' },
    ],
    playerTotal: 9,
    bankerTotal: 5,
    result: 'player',
    side: 'player',
  },
};

function openPage(locale = 'en_US', extra: Record<string, unknown> = {}) {
  const config = {
    token: 'tok',
    locale,
    games: ['slot', 'dice', 'baccarat'],
    initial: 'dice',
    api: '/play/api',
    heading: { name: 'Game Hall', venue: 'Crown' },
    ...extra,
  };
  document.body.innerHTML = `<div id="app"></div><script type="application/json" id="play-config">${JSON.stringify(config)}</script>`;
  let balance = 200;
  const bets: Record<string, unknown>[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    if (url === '/play/api/balance') return Response.json({ code: 200, message: 'ok', data: { balance: balance.toFixed(2) } });
    const body = JSON.parse(String(init.body)) as { game: string; bet: number; bets?: { bet: number }[]; mode?: string };
    bets.push(body);
    const stake = body.bets ? body.bets.reduce((n, b) => n + b.bet, 0) : body.mode === 'double' ? body.bet * 5 : body.bet;
    const payout = body.game === 'slot' ? 500 : stake * 2;
    balance += payout - stake;
    const round = {
      id: bets.length,
      game: body.game,
      stake: stake.toFixed(2),
      payout: payout.toFixed(2),
      win_loss: (payout - stake).toFixed(2),
      detail: ROUNDS[body.game],
    };
    return Response.json({ code: 200, message: 'ok', data: { balance: balance.toFixed(2), round } });
  });
  vi.stubGlobal('fetch', fetchMock);
  startApp(readConfig(document));
  return { bets };
}
const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`)!;
const historyCount = () => document.querySelectorAll('[data-testid=history-item]').length;

afterEach(() => vi.unstubAllGlobals());

describe('the game page', () => {
  it('plays a round of each game and shows the outcome and the new balance', async () => {
    const { bets } = openPage();
    await vi.waitFor(() => expect(byTestId('balance').textContent).toBe('200.00'));

    byTestId('tab-slot').click();
    expect(byTestId('paytable').textContent).toContain(`×${SLOT_PAYTABLE.W}`);
    byTestId('lines-1').click();
    byTestId('play').click();
    await vi.waitFor(() => expect(historyCount()).toBe(1), { timeout: 5000 });
    expect(byTestId('result').getAttribute('data-outcome')).toBe('win');
    expect(byTestId('win-loss').textContent).toBe('Net +490.00');
    expect(byTestId('balance').textContent).toBe('690.00');

    byTestId('tab-baccarat').click();
    expect(byTestId('paytable').textContent).toContain('0.95');
    byTestId('side-player').click();
    byTestId('play').click();
    await vi.waitFor(() => expect(historyCount()).toBe(2), { timeout: 5000 });
    expect(byTestId('player-total').textContent).toBe('9');
    expect(byTestId('banker-total').textContent).toBe('5');

    byTestId('tab-dice').click();
    byTestId('pick-big').click();
    byTestId('play').click();
    await vi.waitFor(() => expect(historyCount()).toBe(3), { timeout: 5000 });
    expect(byTestId('dice-total').textContent).toContain('Total 11');
    expect(byTestId('balance').textContent).toBe('710.00');

    expect(bets).toEqual([
      { game: 'slot', bet: 10, lines: 1 },
      { game: 'baccarat', bet: 10, side: 'player' },
      { game: 'dice', bet: 10, pick: 'big' },
    ]);
  }, 20_000);

  it('refuses a stake out of range without calling the API', async () => {
    const { bets } = openPage('zh_TW');
    const stake = byTestId('stake') as HTMLInputElement;
    stake.value = '0';
    stake.dispatchEvent(new Event('input'));
    byTestId('play').click();
    expect(byTestId('message').textContent).toBe('押注須為 1–10,000 的整數。');
    expect(bets).toEqual([]);
  });

  it('heads a slot title with its name and venue and plays its machine in its theme, the free spins shown one by one', async () => {
    const { bets } = openPage('zh_TW', { games: ['ways'], initial: 'ways', title: 'ob-fortune', heading: { name: '財神到', venue: 'OB電子' } });
    expect(byTestId('heading-name').textContent).toBe('財神到');
    expect(byTestId('heading-venue').textContent).toBe('OB電子');
    expect(document.querySelector('.game-title')!.textContent).toBe('財神到');
    expect(document.querySelector('.cabinet')!.getAttribute('data-machine')).toBe('ways');
    expect(document.querySelector('.cabinet')!.getAttribute('data-theme')).toBe('ob-fortune');
    expect(document.querySelectorAll('.reel')).toHaveLength(5);
    expect(document.querySelectorAll('.reel .sym svg').length).toBe(15); // drawn, not typed
    byTestId('play').click();
    await vi.waitFor(() => expect(historyCount()).toBe(1), { timeout: 60_000 });
    const detail = ROUNDS.ways as { freeSpins: number };
    expect(byTestId('slot-status').textContent).toContain(`免費旋轉 ${detail.freeSpins} 次完成`);
    expect(bets).toEqual([{ game: 'ways', bet: 10 }]);
  }, 90_000);

  it('plays the tumbling grid and the hold and spin to their last step', async () => {
    openPage('en_US', { games: ['cascade', 'hold'], initial: 'cascade', title: 'pp-gates', heading: { name: 'Gates of the Gods', venue: 'PP Slots' } });
    expect(document.querySelector('.cabinet')!.getAttribute('data-theme')).toBe('pp-gates');
    expect(document.querySelectorAll('.ccell')).toHaveLength(30);
    byTestId('play').click();
    await vi.waitFor(() => expect(historyCount()).toBe(1), { timeout: 60_000 });
    const last = (ROUNDS.cascade as { steps: { grid: string[][] }[] }).steps.at(-1)!.grid;
    expect([...document.querySelectorAll('.ccell')].map((c) => c.getAttribute('data-symbol'))).toEqual(last.flat());
    byTestId('tab-hold').click();
    // the hold machine wears its own first theme: the title belongs to the tumbling machine
    expect(document.querySelector('.cabinet')!.getAttribute('data-theme')).toBe('ae-panda');
    byTestId('play').click();
    await vi.waitFor(() => expect(historyCount()).toBe(2), { timeout: 60_000 });
    expect(document.querySelectorAll('.cell.held').length).toBeGreaterThanOrEqual(6);
  }, 90_000);

  it("says when a venue opened the house's own tables; roulette wants a chip on the layout first and sends every chip", async () => {
    const { bets } = openPage('zh_TW', {
      games: ['baccarat', 'dragontiger', 'roulette'],
      initial: 'baccarat',
      house: 'tables',
      heading: { name: '本站自營桌台', venue: 'AG真人' },
    });
    expect(byTestId('house-note').textContent).toContain('AG真人的真人視訊尚未接入');
    byTestId('tab-dragontiger').click();
    byTestId('side-dragon').click();
    byTestId('play').click();
    await vi.waitFor(() => expect(historyCount()).toBe(1), { timeout: 20_000 });
    expect(byTestId('result').textContent).toContain('和局，退回一半');
    byTestId('tab-roulette').click();
    byTestId('play').click();
    expect(byTestId('message').textContent).toBe('請先在桌面上放置籌碼。');
    (document.querySelector('.rl-num[data-n="17"]') as HTMLElement).click();
    (document.querySelector('.rl-num[data-n="17"]') as HTMLElement).click();
    (document.querySelector('.rl-out.red') as HTMLElement).click();
    (document.querySelector('.rl-split[title$="17-20"]') as HTMLElement).click();
    expect(byTestId('total').textContent).toContain('40');
    byTestId('play').click();
    await vi.waitFor(() => expect(historyCount()).toBe(2), { timeout: 20_000 });
    expect(byTestId('roulette-result').textContent).toBe('17');
    expect(bets.at(-1)).toEqual({
      game: 'roulette',
      bets: [
        { kind: 'straight', numbers: [17], bet: 20 },
        { kind: 'red', bet: 10 },
        { kind: 'split', numbers: [17, 20], bet: 10 },
      ],
    });
  }, 40_000);

  it('card games: 翻倍 takes five bets, and the hands are named', async () => {
    const { bets } = openPage('zh_TW', {
      games: ['bull', 'threecard', 'dragontiger'],
      initial: 'bull',
      house: 'cards',
      heading: { name: '本站棋牌', venue: '開元棋牌' },
    });
    byTestId('mode-double').click();
    expect(byTestId('total').textContent).toContain('50');
    byTestId('play').click();
    await vi.waitFor(() => expect(historyCount()).toBe(1), { timeout: 20_000 });
    expect(byTestId('player-hand').textContent).toBe('牛牛 ×3');
    expect(document.querySelectorAll('.hand-player .card.lifted')).toHaveLength(3);
    byTestId('tab-threecard').click();
    byTestId('play').click();
    await vi.waitFor(() => expect(historyCount()).toBe(2), { timeout: 20_000 });
    expect(byTestId('banker-hand').textContent).toBe('對子');
    expect(bets).toEqual([
      { game: 'bull', bet: 10, mode: 'double' },
      { game: 'threecard', bet: 10 },
    ]);
  }, 40_000);
});
