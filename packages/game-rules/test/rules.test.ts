import { describe, expect, it } from 'vitest';
import {
  BACCARAT_ODDS,
  BACCARAT_SIDES,
  HALLS,
  baccaratPayout,
  bankerDraws,
  bankerDrawsOn,
  baccaratResult,
  diceRtpPercent,
  gamesOfLaunch,
  themeFor,
} from '../src/index.js';

// The games' settlement is tested through the server's games (apps/api/test/unit/builtin-games.test.ts);
// these are the figures the game page shows, read off the same rules.
describe('game rules as the page shows them', () => {
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

describe('launches and titles', () => {
  it('a launch opens one game or a hall of games', () => {
    expect(gamesOfLaunch('ways')).toEqual(['ways']);
    expect(gamesOfLaunch('tables')).toEqual(['baccarat', 'dragontiger', 'roulette']);
    expect(gamesOfLaunch('cards')).toEqual(['bull', 'threecard', 'dragontiger']);
    expect(gamesOfLaunch('hall')).toEqual(HALLS.hall);
    expect(gamesOfLaunch('toString')).toEqual([]);
    expect(gamesOfLaunch('pp-gates')).toEqual([]);
  });

  it("a title dresses only its own machine; otherwise the machine's first theme", () => {
    expect(themeFor('cascade', 'pp-gates')).toBe('pp-gates');
    expect(themeFor('ways', 'pp-gates')).toBe('ob-fortune');
    expect(themeFor('slot', null)).toBe('crown');
    expect(themeFor('hold', 'constructor')).toBe('ae-panda');
  });
});
