import { describe, expect, it } from 'vitest';
import { SLOT_PAYLINES, SLOT_REELS, SLOT_RTP, SLOT_RTP_PERCENT, SLOT_SYMBOLS, evaluateLine, playClassic, type SlotSymbol } from '../src/index.js';
import { scripted, seeded, simulate, SPINS, TOLERANCE } from './support/rng.js';

describe('the classic machine (3 × 3, 9 lines)', () => {
  it('reads a line: three of a kind, the wild standing in, the L1 pair on reels 1 and 2', () => {
    expect(evaluateLine(['W', 'W', 'W'])).toEqual({ symbol: 'W', count: 3, multiple: 250 });
    expect(evaluateLine(['M3', 'W', 'M3'])).toEqual({ symbol: 'M3', count: 3, multiple: 50 });
    expect(evaluateLine(['W', 'W', 'L2'])).toEqual({ symbol: 'L2', count: 3, multiple: 10 });
    expect(evaluateLine(['L1', 'L1', 'M2'])).toEqual({ symbol: 'L1', count: 2, multiple: 2 });
    expect(evaluateLine(['W', 'L1', 'M2'])).toEqual({ symbol: 'L1', count: 2, multiple: 2 });
    expect(evaluateLine(['M2', 'L1', 'L1'])).toBeNull();
    expect(evaluateLine(['L1', 'L2', 'L1'])).toBeNull();
  });

  it('every strip holds the documented symbols', () => {
    const count = (strip: readonly string[]) => SLOT_SYMBOLS.map((s) => strip.filter((x) => x === s).length);
    for (const strip of SLOT_REELS) expect(count(strip)).toEqual([10, 7, 4, 3, 3, 2, 1]);
  });

  it('a scripted spin shows each reel from its stop and pays the lines played', () => {
    const stops = [29, 6, 12]; // the wild sits at 0, 7 and 13: middle row W W W
    const { grid, wins, multiples } = playClassic(scripted(stops), 1);
    expect(grid[1]).toEqual(['W', 'W', 'W']);
    expect(grid[0]).toEqual([SLOT_REELS[0]![29], SLOT_REELS[1]![6], SLOT_REELS[2]![12]]);
    expect(wins).toEqual([{ line: 1, symbol: 'W', count: 3, multiple: 250 }]);
    expect(multiples).toBe(250);
  });

  it('pays exactly 25 755 / 27 000 per line over all 30³ stops: 95.39 %', () => {
    let multiples = 0;
    for (let a = 0; a < 30; a++) for (let b = 0; b < 30; b++) for (let c = 0; c < 30; c++) multiples += playClassic(scripted([a, b, c]), 9).multiples;
    expect(multiples * 27_000).toBe(27_000 * 9 * 25_755);
    expect(SLOT_RTP).toBe(25_755 / 27_000);
    expect(SLOT_RTP_PERCENT).toBe(95.39);
  });

  it('every line pays what its three cells read', () => {
    const rng = seeded(7);
    for (let n = 0; n < 2000; n++) {
      const { grid, wins } = playClassic(rng, 9);
      const expected = SLOT_PAYLINES.flatMap((rows, i) => {
        const hit = evaluateLine(rows.map((r, reel) => grid[r]![reel]!) as [SlotSymbol, SlotSymbol, SlotSymbol]);
        return hit ? [{ line: i + 1, ...hit }] : [];
      });
      expect(wins).toEqual(expected);
    }
  });

  it(`returns the stated 95.39 % over ${SPINS.toLocaleString('en')} simulated spins, within 0.5 %`, { timeout: 120_000, tags: ['simulation'] }, () => {
    const { rtp, ms } = simulate(SPINS, 1, 9, (rng) => playClassic(rng, 9).multiples);
    console.info(`classic: ${SPINS} spins in ${ms} ms, return ${(rtp * 100).toFixed(3)} % (stated ${(SLOT_RTP * 100).toFixed(3)} %)`);
    expect(Math.abs(rtp / SLOT_RTP - 1)).toBeLessThan(TOLERANCE);
  });
});
