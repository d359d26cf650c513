import { describe, expect, it } from 'vitest';
import {
  BACCARAT_ODDS,
  BACCARAT_SIDES,
  SLOT_REELS,
  SLOT_RTP_PERCENT,
  SLOT_SYMBOLS,
  baccaratPayout,
  bankerDraws,
  bankerDrawsOn,
  baccaratResult,
  diceRtpPercent,
} from '../src/index.js';

// The games' settlement is tested through the server's games (apps/api/test/builtin-games.test.ts);
// these are the figures the game page shows, read off the same rules.
describe('game rules as the page shows them', () => {
  it('the slot returns 95.39 % and every strip holds the same symbols', () => {
    expect(SLOT_RTP_PERCENT).toBe(95.39);
    const count = (strip: readonly string[]) => SLOT_SYMBOLS.map((s) => strip.filter((x) => x === s).length);
    for (const strip of SLOT_REELS) expect(count(strip)).toEqual([10, 7, 4, 3, 3, 2, 1]);
  });

  it('sic bo returns 97.22 % on the even-money picks and 86.11 % on any triple', () => {
    for (const pick of ['big', 'small', 'odd', 'even'] as const) expect(diceRtpPercent(pick)).toBe(97.22);
    expect(diceRtpPercent('triple')).toBe(86.11);
  });

  it('baccarat odds read 1, 0.95 and 8, and the payouts follow them to the cent', () => {
    expect(BACCARAT_ODDS).toEqual({ player: 1, banker: 0.95, tie: 8 });
    expect(baccaratPayout('player', 'player', 1000)).toBe(2000);
    expect(baccaratPayout('banker', 'banker', 1001)).toBe(1001 + 950); // 950.95 rounded down
    expect(baccaratPayout('tie', 'tie', 100)).toBe(900);
    for (const side of BACCARAT_SIDES) expect(baccaratPayout(side, 'tie', 100)).toBe(side === 'tie' ? 900 : 100);
    expect(baccaratPayout('player', 'banker', 100)).toBe(0);
    expect(baccaratResult(7, 6)).toBe('player');
    expect(baccaratResult(6, 6)).toBe('tie');
  });

  it('the banker draws by the card value of the player third card, or on 0–5 when the player stood', () => {
    expect(bankerDraws(3, { rank: '8', suit: '♠' })).toBe(false);
    expect(bankerDraws(3, { rank: 'K', suit: '♠' })).toBe(true);
    expect(bankerDrawsOn(5, null)).toBe(true);
    expect(bankerDrawsOn(6, null)).toBe(false);
  });
});
