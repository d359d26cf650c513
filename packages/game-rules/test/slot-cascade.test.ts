import { describe, expect, it } from 'vitest';
import {
  CASCADE_COLS,
  CASCADE_RTP,
  CASCADE_ROWS,
  CASCADE_SYMBOLS,
  CASCADE_WEIGHTS,
  cascadeMultiplier,
  cascadePay,
  playCascade,
  type CascadeSymbol,
} from '../src/index.js';
import { scripted, seeded, simulate, SPINS, TOLERANCE } from './support/rng.js';

const index = (s: CascadeSymbol) => {
  // the cell table lists each symbol as many times as its weight, in CASCADE_SYMBOLS order
  let at = 0;
  for (const x of CASCADE_SYMBOLS) {
    if (x === s) return at;
    at += CASCADE_WEIGHTS[x];
  }
  throw new Error(s);
};

describe('the tumbling machine (6 × 5, pays anywhere, rising multiplier)', () => {
  it('pays 8 or more of a symbol anywhere, by count bracket', () => {
    expect(cascadePay('L5', 7)).toBe(0);
    expect(cascadePay('L5', 8)).toBe(40);
    expect(cascadePay('L5', 9)).toBe(40);
    expect(cascadePay('L5', 10)).toBe(120);
    expect(cascadePay('L5', 12)).toBe(300);
    expect(cascadePay('H1', 30)).toBe(8000);
    expect([1, 2, 3, 4, 5, 9].map(cascadeMultiplier)).toEqual([1, 2, 3, 5, 5, 5]);
  });

  it('a scripted round: 8 H1 win at ×1, leave, the cells above fall, new ones drop in, the next win pays ×2', () => {
    // column by column, top to bottom: H1 in the two bottom cells of columns 1-4, the rest mixed so nothing else reaches 8
    const filler: CascadeSymbol[] = ['L1', 'L2', 'L3', 'L4', 'H2', 'H3', 'H4'];
    const columns: CascadeSymbol[][] = [];
    let f = 0;
    for (let c = 0; c < CASCADE_COLS; c++) {
      const col: CascadeSymbol[] = [];
      for (let r = 0; r < CASCADE_ROWS; r++) col.push(c < 4 && r >= 3 ? 'H1' : filler[f++ % filler.length]!);
      columns.push(col);
    }
    // the refill: 8 new cells (two per column 1-4, top first), then 8 L5 ... would not win; make them H1 again
    const refill: CascadeSymbol[] = new Array(8).fill('H1');
    // after that, another refill of 8 cells with no win
    const last: CascadeSymbol[] = ['L1', 'L2', 'L3', 'L4', 'H2', 'H3', 'H4', 'L1'];
    const rng = scripted([...columns.flat(), ...refill, ...last].map(index));
    const round = playCascade(rng);
    expect(round.steps).toHaveLength(3);
    const [first, second, third] = round.steps;
    expect(first!.wins).toEqual([{ symbol: 'H1', count: 8, hundredths: 1500 }]);
    expect(first!.multiplier).toBe(1);
    // the survivors fell two cells: the top two cells of columns 1-4 are the new H1
    for (let c = 0; c < 4; c++) {
      expect(second!.grid[0]![c]).toBe('H1');
      expect(second!.grid[1]![c]).toBe('H1');
      expect(second!.grid[2]![c]).toBe(first!.grid[0]![c]);
      expect(second!.grid[4]![c]).toBe(first!.grid[2]![c]);
    }
    expect(second!.wins).toEqual([{ symbol: 'H1', count: 8, hundredths: 3000 }]);
    expect(third!.wins).toEqual([]);
    expect(round.hundredths).toBe(4500);
  });

  it('ends every round on a grid that pays nothing', () => {
    const rng = seeded(3);
    for (let n = 0; n < 5000; n++) {
      const round = playCascade(rng);
      expect(round.steps.at(-1)!.wins).toEqual([]);
      expect(round.hundredths).toBe(round.steps.reduce((sum, s) => sum + s.hundredths, 0));
    }
  });

  it(
    `returns the stated ${(CASCADE_RTP * 100).toFixed(2)} % over ${SPINS.toLocaleString('en')} simulated rounds, within 0.5 %`,
    { timeout: 180_000, tags: ['simulation'] },
    () => {
      const { rtp, ms } = simulate(SPINS, 3, 100, (rng) => playCascade(rng).hundredths);
      console.info(`tumbling: ${SPINS} rounds in ${ms} ms, return ${(rtp * 100).toFixed(3)} % (stated ${(CASCADE_RTP * 100).toFixed(3)} %)`);
      expect(Math.abs(rtp / CASCADE_RTP - 1)).toBeLessThan(TOLERANCE);
    },
  );
});
