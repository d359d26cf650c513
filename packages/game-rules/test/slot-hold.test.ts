import { describe, expect, it } from 'vitest';
import {
  HOLD_BET_COINS,
  HOLD_CELLS,
  HOLD_COIN_VALUES,
  HOLD_COIN_WEIGHTS,
  HOLD_JACKPOTS,
  HOLD_LAND_OF,
  HOLD_LINES,
  HOLD_RTP,
  HOLD_RTP_PERCENT,
  HOLD_STRIPS,
  coinStakes,
  holdFeatureOdds,
  holdLineWin,
  holdReturn,
  playHold,
  windowAt,
  type HoldCoinValue,
} from '../src/index.js';
import { scripted, seeded, simulate, SPINS, TOLERANCE } from './support/rng.js';

const coinIndex = (v: HoldCoinValue) => {
  let at = 0;
  for (const x of HOLD_COIN_VALUES) {
    if (x === v) return at;
    at += HOLD_COIN_WEIGHTS[x];
  }
  throw new Error(v);
};

describe('the hold-and-spin machine (5 × 3, 20 lines, fixed jackpots)', () => {
  it('reads a line from reel 1: 3 to 5 in a row, wilds standing in, coins paying nothing', () => {
    expect(holdLineWin(['H1', 'W', 'H1', 'L2', 'L3'])).toEqual({ symbol: 'H1', count: 3, coins: 35 });
    expect(holdLineWin(['L4', 'W', 'W', 'W', 'L4'])).toEqual({ symbol: 'L4', count: 5, coins: 50 });
    expect(holdLineWin(['L4', 'L4', 'C', 'L4', 'L4'])).toBeNull();
    expect(holdLineWin(['C', 'C', 'C', 'C', 'C'])).toBeNull();
  });

  it('every line pays what its five cells read, and six coins or more always start the feature', () => {
    const rng = seeded(9);
    for (let n = 0; n < 3000; n++) {
      const round = playHold(rng);
      const expected = HOLD_LINES.flatMap((rows, i) => {
        const hit = holdLineWin(rows.map((row, reel) => round.grid[row]![reel]!));
        return hit ? [{ line: i + 1, ...hit }] : [];
      });
      expect(round.wins).toEqual(expected);
      const coins = round.grid.flat().filter((s) => s === 'C').length;
      expect(round.feature !== null).toBe(coins >= 6);
      expect(round.coins.flat().filter((v) => v !== null)).toHaveLength(coins);
    }
  });

  it('six coins start the feature; a new coin sets the spins back to 3; it pays the coins', () => {
    // reels stopped where the window shows the most coins
    const stops = HOLD_STRIPS.map((strip) => {
      let best = 0;
      for (let s = 0; s < strip.length; s++)
        if (windowAt(strip, s, 3).filter((x) => x === 'C').length > windowAt(strip, best, 3).filter((x) => x === 'C').length) best = s;
      return best;
    });
    const coinsShown = HOLD_STRIPS.reduce((n, strip, r) => n + windowAt(strip, stops[r]!, 3).filter((x) => x === 'C').length, 0);
    expect(coinsShown).toBeGreaterThanOrEqual(6);
    // every coin worth 2; respin 1: the first empty cell lands a MINI, then three empty respins
    const empty = HOLD_CELLS - coinsShown;
    const values = [
      ...stops,
      ...new Array<number>(coinsShown).fill(coinIndex('2')),
      0, // the first empty cell lands (0 < 1)
      coinIndex('mini'),
      ...new Array<number>(empty - 1).fill(HOLD_LAND_OF - 1),
      ...new Array<number>((empty - 1) * 3).fill(HOLD_LAND_OF - 1),
    ];
    const round = playHold(scripted(values));
    const feature = round.feature!;
    expect(feature.start).toHaveLength(coinsShown);
    expect(feature.respins.map((r) => [r.landed.map((l) => l.value), r.left])).toEqual([
      [['mini'], 3],
      [[], 2],
      [[], 1],
      [[], 0],
    ]);
    expect(feature.grand).toBe(false);
    expect(feature.stakes).toBe(coinsShown * 2 + HOLD_JACKPOTS.mini);
    expect(round.coinsWon).toBe(round.lineCoins + feature.stakes * HOLD_BET_COINS);
  });

  it('the feature from 6 coins: expected coins at its end and the GRAND chance, by dynamic programming', () => {
    const odds = holdFeatureOdds(6);
    expect(odds.coins).toBeGreaterThan(6);
    expect(odds.grand).toBeGreaterThan(0);
    expect(holdFeatureOdds(15)).toEqual({ coins: 15, grand: 1 });
    expect(holdFeatureOdds(6, 0)).toEqual({ coins: 6, grand: 0 });
    // a simulation of the feature alone agrees
    const rng = seeded(5);
    let coins = 0;
    const n = 200_000;
    const start = Array.from({ length: 6 }, (_, cell) => ({ cell, value: '1' as const }));
    for (let i = 0; i < n; i++) {
      const held = new Set(start.map((c) => c.cell));
      let left = 3;
      while (left > 0 && held.size < HOLD_CELLS) {
        let landed = 0;
        for (let cell = 0; cell < HOLD_CELLS; cell++) {
          if (held.has(cell) || rng(HOLD_LAND_OF) !== 0) continue;
          held.add(cell);
          landed++;
        }
        left = landed ? 3 : left - 1;
      }
      coins += held.size;
    }
    expect(coins / n).toBeCloseTo(odds.coins, 1);
  });

  it('states its return exactly: 96.18 %', () => {
    const { lines, feature, rtp } = holdReturn();
    expect(rtp).toBe(HOLD_RTP);
    expect(lines + feature).toBe(rtp);
    expect(HOLD_RTP_PERCENT).toBe(96.18);
    expect(coinStakes('major')).toBe(100);
  });

  it(`returns the stated figure over ${SPINS.toLocaleString('en')} simulated rounds, within 0.5 %`, { timeout: 180_000, tags: ['simulation'] }, () => {
    const { rtp, ms } = simulate(SPINS, 4, HOLD_BET_COINS, (rng) => playHold(rng).coinsWon);
    console.info(`hold and spin: ${SPINS} rounds in ${ms} ms, return ${(rtp * 100).toFixed(3)} % (stated ${(HOLD_RTP * 100).toFixed(3)} %)`);
    expect(Math.abs(rtp / HOLD_RTP - 1)).toBeLessThan(TOLERANCE);
  });
});
