import type { Rng } from '../../src/index.js';

/** A seeded generator (mulberry32): repeatable simulations, about 17 ns a number. */
export function seeded(seed: number): Rng {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

/** An rng that returns the given values in order and fails if asked for more, or out of range. */
export function scripted(values: readonly number[]): Rng {
  let i = 0;
  return (n) => {
    if (i >= values.length) throw new Error('scripted rng exhausted');
    const v = values[i++]!;
    if (v < 0 || v >= n) throw new Error(`scripted value ${v} out of range ${n}`);
    return v;
  };
}

/**
 * Plays `spins` rounds and returns the mean return per unit staked, and the time it took. `play`
 * answers what a round returned as a whole number of parts, `parts` of them making one stake (the
 * sums stay exact integers).
 */
export function simulate(spins: number, seed: number, parts: number, play: (rng: Rng) => number): { rtp: number; ms: number } {
  const rng = seeded(seed);
  const started = performance.now();
  let returned = 0;
  for (let i = 0; i < spins; i++) returned += play(rng);
  return { rtp: returned / parts / spins, ms: Math.round(performance.now() - started) };
}

/** 10^7 rounds per machine, as the slots' acceptance asks; the simulated return must be within 0.5 % of the stated one. */
export const SPINS = 10_000_000;
export const TOLERANCE = 0.005;
