import { describe, expect, it } from 'vitest';
import {
  WAYS_BET_COINS,
  WAYS_PAYTABLE,
  WAYS_RTP,
  WAYS_RTP_PERCENT,
  WAYS_SCATTER_PAY,
  WAYS_STRIPS,
  playWays,
  waysReturn,
  waysWins,
  windowAt,
  type WaysSymbol,
} from '../src/index.js';
import { scripted, seeded, simulate, SPINS, TOLERANCE } from './support/rng.js';

/** The stops (one per reel) at which each reel's window starts with `first`. */
function stopsShowing(columns: WaysSymbol[][]): number[] {
  return columns.map((col, reel) => {
    const strip = WAYS_STRIPS[reel]!;
    const stop = strip.findIndex((_, i) => windowAt(strip, i, 3).join() === col.join());
    if (stop < 0) throw new Error(`reel ${reel + 1} never shows ${col.join()}`);
    return stop;
  });
}

describe('the 243-ways machine (5 × 3, free spins)', () => {
  it('pays a symbol on adjacent reels from the left, times the ways', () => {
    // grid[row][reel]: H1 on reels 1 and 3, a wild on reel 2 (counting twice with the H1 below it), nothing on reel 4
    const grid: WaysSymbol[][] = [
      ['H1', 'W', 'L3', 'L4', 'H1'],
      ['L1', 'H1', 'H1', 'L5', 'L1'],
      ['L2', 'L2', 'H1', 'L1', 'L2'],
    ];
    const wins = waysWins(grid);
    expect(wins.find((w) => w.symbol === 'H1')).toEqual({ symbol: 'H1', reels: 3, ways: 1 * 2 * 2 });
    // L2 on reel 1 and 2 and the wild on reel 2 count, but reel 3 has no L2: no win
    expect(wins.find((w) => w.symbol === 'L2')).toBeUndefined();
    // L1 on reel 1, the wild on reel 2, L1 nowhere on reel 3
    expect(wins.find((w) => w.symbol === 'L1')).toBeUndefined();
  });

  it('a wild on reel 1 cannot be: the strips hold wilds on reels 2 to 4 only, and one scatter a window at most', () => {
    expect(WAYS_STRIPS[0]).not.toContain('W');
    expect(WAYS_STRIPS[4]).not.toContain('W');
    for (const strip of WAYS_STRIPS)
      for (let stop = 0; stop < strip.length; stop++) expect(windowAt(strip, stop, 3).filter((s) => s === 'S').length).toBeLessThanOrEqual(1);
  });

  it('three scatters pay twice the stake and play 10 free spins at ×2 in the same round', () => {
    const rng = seeded(11);
    let checked = 0;
    for (let n = 0; n < 20_000 && checked < 5; n++) {
      const round = playWays(rng);
      if (round.spins[0]!.scatters !== 3) continue;
      checked++;
      const [base, ...free] = round.spins;
      expect(base!.scatterCoins).toBe(WAYS_SCATTER_PAY[3].stakes * WAYS_BET_COINS);
      expect(round.freeSpins).toBe(10);
      expect(free).toHaveLength(10);
      for (const s of free) {
        expect(s.multiplier).toBe(2);
        for (const w of s.wins) expect(w.coins).toBe(WAYS_PAYTABLE[w.symbol][w.reels - 3]! * w.ways * 2);
      }
      expect(round.coins).toBe(round.spins.reduce((sum, s) => sum + s.coins, 0));
    }
    expect(checked).toBe(5);
  });

  it('a spin reads its grid off the stops: a scripted spin', () => {
    const want: WaysSymbol[][] = WAYS_STRIPS.map((strip) => windowAt(strip, 5, 3));
    const round = playWays(scripted(stopsShowing(want)));
    expect(round.spins[0]!.grid).toEqual([0, 1, 2].map((row) => want.map((col) => col[row]!)));
  });

  it('states its return exactly from the strips: 96.57 %', () => {
    const { base, scatterOdds, rtp } = waysReturn();
    expect(rtp).toBe(WAYS_RTP);
    expect(WAYS_RTP_PERCENT).toBe(96.57);
    // free spins: 2 × base per free spin won
    const free = (scatterOdds[3] * 10 + scatterOdds[4] * 15 + scatterOdds[5] * 20) * 2 * base;
    expect(rtp).toBeCloseTo(base + free, 12);
  });

  it(`returns the stated figure over ${SPINS.toLocaleString('en')} simulated rounds, within 0.5 %`, { timeout: 180_000, tags: ['simulation'] }, () => {
    const { rtp, ms } = simulate(SPINS, 2, WAYS_BET_COINS, (rng) => playWays(rng).coins);
    console.info(`243 ways: ${SPINS} rounds in ${ms} ms, return ${(rtp * 100).toFixed(3)} % (stated ${(WAYS_RTP * 100).toFixed(3)} %)`);
    expect(Math.abs(rtp / WAYS_RTP - 1)).toBeLessThan(TOLERANCE);
  });
});
