/**
 * The page in jsdom against a fake player API: it shows the balance, draws each game's paytable
 * from @portal/game-rules, sends the bet body the server's schemas expect, and shows the round.
 */
import { SLOT_PAYTABLE } from '@portal/game-rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startApp } from '../src/app.js';
import { readConfig } from '../src/config.js';

const ROUNDS = {
  slot: {
    grid: [
      ['🍋', '🔔', '🍒'],
      ['7', '7', '7'],
      ['🍒', '⭐', '💎'],
    ],
    lines: 1,
    wins: [{ line: 1, symbol: '7', count: 3, payoutCents: 50000 }],
  },
  dice: { dice: [2, 3, 6], total: 11, pick: 'big', win: true },
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
} as const;

function openPage(locale = 'en_US') {
  document.body.innerHTML = `<div id="app"></div><script type="application/json" id="play-config">${JSON.stringify({ token: 'tok', locale, games: ['slot', 'dice', 'baccarat'], initial: 'dice', api: '/play/api', platformName: 'Crown' })}</script>`;
  let balance = 200;
  const bets: Record<string, unknown>[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    if (url === '/play/api/balance') return Response.json({ code: 200, message: 'ok', data: { balance: balance.toFixed(2) } });
    const body = JSON.parse(String(init.body)) as { game: keyof typeof ROUNDS; bet: number };
    bets.push(body);
    const payout = body.game === 'slot' ? 500 : body.bet * 2;
    balance += payout - body.bet;
    const round = {
      id: bets.length,
      game: body.game,
      stake: body.bet.toFixed(2),
      payout: payout.toFixed(2),
      win_loss: (payout - body.bet).toFixed(2),
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
    expect(byTestId('paytable').textContent).toContain(`×${SLOT_PAYTABLE['👑']}`);
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
});
