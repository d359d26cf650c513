import type { Rng } from '../common.js';

/**
 * A reel strip holding `counts` copies of each symbol, spread evenly: the k-th of a symbol's n
 * runs sits near (k + phase) / n of the way along, each symbol with its own phase (multiples of
 * the golden ratio), so runs of one symbol never bunch and different symbols interleave. A run is
 * one copy, or `stack` copies in a row when the entry gives one (count a multiple of stack).
 */
export function spreadStrip<S extends string>(counts: readonly (readonly [S, number, number?])[]): S[] {
  const placed: { sym: S; run: number; key: number }[] = [];
  counts.forEach(([sym, n, stack = 1], order) => {
    const phase = (order * 0.6180339887 + 0.25) % 1;
    const runs = n / stack;
    if (!Number.isInteger(runs)) throw new RangeError(`${sym}: ${n} copies do not make runs of ${stack}`);
    for (let k = 0; k < runs; k++) placed.push({ sym, run: stack, key: (k + phase) / runs + order * 1e-9 });
  });
  return placed.sort((a, b) => a.key - b.key).flatMap((p) => new Array<S>(p.run).fill(p.sym));
}

/** A uniform index into a weighted table: `table` lists each entry as many times as its weight. */
export function weighted<T>(rng: Rng, table: readonly T[]): T {
  return table[draw(rng, table.length)] as T;
}

/** Expands [entry, weight] pairs into the table `weighted` draws from. */
export function weightTable<T>(weights: readonly (readonly [T, number])[]): T[] {
  const out: T[] = [];
  for (const [entry, w] of weights) for (let i = 0; i < w; i++) out.push(entry);
  return out;
}

/** Draws a uniform integer in [0, n) and checks that the rng kept its contract. */
export function draw(rng: Rng, n: number): number {
  const v = rng(n);
  if (!Number.isInteger(v) || v < 0 || v >= n) throw new RangeError(`rng(${n}) returned ${String(v)}`);
  return v;
}

/** The window a reel shows for a stop: `rows` symbols from the stop on, wrapping round the strip. */
export function windowAt<S>(strip: readonly S[], stop: number, rows: number): S[] {
  const out: S[] = [];
  for (let r = 0; r < rows; r++) out.push(strip[(stop + r) % strip.length] as S);
  return out;
}

/** Columns (one window per reel) turned into rows: grid[row][reel]. */
export function rowsOf<S>(columns: readonly (readonly S[])[]): S[][] {
  const height = columns[0]?.length ?? 0;
  const grid: S[][] = [];
  for (let r = 0; r < height; r++) {
    const row: S[] = new Array<S>(columns.length);
    for (let c = 0; c < columns.length; c++) row[c] = columns[c]![r]!;
    grid.push(row);
  }
  return grid;
}
