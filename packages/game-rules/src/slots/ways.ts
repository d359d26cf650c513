import type { Rng } from '../common.js';
import { draw, rowsOf, spreadStrip, windowAt } from './reels.js';

/**
 * 「243 路」 — a 5-reel, 3-row video slot that pays all 243 ways, with free spins.
 *
 * A spin stops each reel on a uniform position of its strip and shows three symbols. A symbol
 * pays when it (or the wild) is on reels 1, 2, 3 at least, in adjacent reels from the left, in
 * any row: the win is the paytable's coins for the number of reels times the number of ways
 * (the product of how many times it shows on each of those reels). Wins of different symbols add.
 *   W  wild: reels 2, 3 and 4 only, stands for every symbol but the scatter.
 *   S  scatter: at most one per reel; 3, 4 or 5 anywhere pay 2, 10 or 50 times the stake and
 *      start 10, 15 or 20 free spins.
 * Stake: the bet (a whole number of units) is 50 coins; a coin is 1/50 of it (2 cents a unit).
 * Free spins: played at once, in the round that won them, on the same reels, every win ×2;
 * scatters in free spins pay but start no more free spins. The round's payout is the base spin's
 * win plus every free spin's.
 *
 * Return to player, exactly (WAYS_RTP, computed from the strips below by `waysReturn`): the
 * expected ways win of a spin is Σ over symbols s and lengths k of pay(s, k) × Π_{i≤k} E[c_i(s)]
 * × P(c_{k+1}(s) = 0), where c_i(s) is how many times s or the wild shows on reel i (reels are
 * independent, so the expectation of the product is the product of expectations); the scatter's
 * count is the sum of independent per-reel 0/1 counts. A round returns
 *   base + Σ_n P(n scatters) × freeSpins(n) × 2 × base.
 */

export const WAYS_SYMBOLS = ['W', 'S', 'H1', 'H2', 'H3', 'H4', 'L1', 'L2', 'L3', 'L4', 'L5'] as const;
export type WaysSymbol = (typeof WAYS_SYMBOLS)[number];
export const WAYS_WILD: WaysSymbol = 'W';
export const WAYS_SCATTER: WaysSymbol = 'S';
/** The symbols that pay along ways (all but the wild and the scatter), highest first. */
export const WAYS_PAYING = ['H1', 'H2', 'H3', 'H4', 'L1', 'L2', 'L3', 'L4', 'L5'] as const satisfies readonly WaysSymbol[];
export type WaysPaying = (typeof WAYS_PAYING)[number];

export const WAYS_REELS = 5;
export const WAYS_ROWS = 3;
/** The stake buys 50 coins. */
export const WAYS_BET_COINS = 25;

/** Coins per way for 3, 4 and 5 reels. */
export const WAYS_PAYTABLE: Readonly<Record<WaysPaying, readonly [number, number, number]>> = {
  H1: [25, 100, 400],
  H2: [20, 75, 250],
  H3: [15, 50, 150],
  H4: [10, 40, 100],
  L1: [4, 15, 50],
  L2: [3, 12, 50],
  L3: [3, 10, 40],
  L4: [2, 8, 30],
  L5: [2, 6, 25],
};
/** Scatters anywhere: times the stake, and the free spins they start. */
export const WAYS_SCATTER_PAY: Readonly<Record<3 | 4 | 5, { stakes: number; freeSpins: number }>> = {
  3: { stakes: 2, freeSpins: 10 },
  4: { stakes: 10, freeSpins: 15 },
  5: { stakes: 50, freeSpins: 20 },
};
export const WAYS_FREE_MULTIPLIER = 2;

type Counts = readonly (readonly [WaysSymbol, number])[];
const reel = (counts: Counts): WaysSymbol[] => spreadStrip(counts);

/** Five strips; the wild is on reels 2–4 only, one scatter in 16 to 18 stops. */
export const WAYS_STRIPS: readonly (readonly WaysSymbol[])[] = [
  reel([
    ['S', 2],
    ['H1', 2],
    ['H2', 3],
    ['H3', 3],
    ['H4', 4],
    ['L1', 5],
    ['L2', 5],
    ['L3', 6],
    ['L4', 6],
    ['L5', 6],
  ]),
  reel([
    ['W', 3],
    ['S', 2],
    ['H1', 2],
    ['H2', 3],
    ['H3', 3],
    ['H4', 4],
    ['L1', 5],
    ['L2', 5],
    ['L3', 5],
    ['L4', 6],
    ['L5', 6],
  ]),
  reel([
    ['W', 3],
    ['S', 2],
    ['H1', 2],
    ['H2', 2],
    ['H3', 3],
    ['H4', 4],
    ['L1', 5],
    ['L2', 5],
    ['L3', 6],
    ['L4', 6],
    ['L5', 6],
  ]),
  reel([
    ['W', 3],
    ['S', 2],
    ['H1', 2],
    ['H2', 3],
    ['H3', 3],
    ['H4', 4],
    ['L1', 5],
    ['L2', 5],
    ['L3', 5],
    ['L4', 6],
    ['L5', 6],
  ]),
  reel([
    ['S', 2],
    ['H1', 2],
    ['H2', 3],
    ['H3', 3],
    ['H4', 4],
    ['L1', 5],
    ['L2', 5],
    ['L3', 6],
    ['L4', 6],
    ['L5', 6],
  ]),
];

export interface WaysWin {
  symbol: WaysPaying;
  /** How many reels from the left. */
  reels: number;
  /** The number of ways: the product of the symbol's (or the wild's) count on each of those reels. */
  ways: number;
  /** Coins won, the free-spin multiplier included. */
  coins: number;
}

/** One spin of a round: the grid (grid[row][reel]), its wins, its scatters. */
export interface WaysSpin {
  grid: WaysSymbol[][];
  wins: WaysWin[];
  scatters: number;
  /** Coins the scatters paid (stake × their pay × 50, the multiplier included). */
  scatterCoins: number;
  /** The spin's multiplier: 1 on the base spin, 2 on free spins. */
  multiplier: number;
  /** Everything the spin won, in coins. */
  coins: number;
}

/** What a round reports: the base spin first, then every free spin it won, played at once. */
export interface WaysDetail {
  spins: WaysSpin[];
  /** The free spins the base spin won (0 when none). */
  freeSpins: number;
  /** Coins won in the whole round; the payout is coins × the coin's value (stake / 50). */
  coins: number;
}

const SCATTER_COUNTS = [3, 4, 5] as const;
function scatterPay(n: number): { stakes: number; freeSpins: number } | null {
  return n >= 3 ? WAYS_SCATTER_PAY[Math.min(n, 5) as 3 | 4 | 5] : null;
}

/** The wins of a grid (grid[row][reel]) along all ways, before the coins. */
export function waysWins(grid: readonly (readonly WaysSymbol[])[]): Omit<WaysWin, 'coins'>[] {
  const wins: Omit<WaysWin, 'coins'>[] = [];
  for (const symbol of WAYS_PAYING) {
    let ways = 1;
    let reels = 0;
    for (let r = 0; r < WAYS_REELS; r++) {
      let c = 0;
      for (const row of grid) if (row[r] === symbol || row[r] === WAYS_WILD) c++;
      if (c === 0) break;
      ways *= c;
      reels++;
    }
    if (reels >= 3) wins.push({ symbol, reels, ways });
  }
  return wins;
}

// Per reel and stop, computed once: the window, each paying symbol's count (itself or the wild),
// the scatters. A spin then reads its counts instead of scanning the grid (10^7 spins in a test).
const WINDOWS = WAYS_STRIPS.map((strip) =>
  strip.map((_, stop) => {
    const window = windowAt(strip, stop, WAYS_ROWS);
    return {
      window,
      counts: WAYS_PAYING.map((p) => window.filter((s) => s === p || s === WAYS_WILD).length),
      scatters: window.filter((s) => s === WAYS_SCATTER).length,
    };
  }),
);

function spin(rng: Rng, multiplier: number): WaysSpin {
  const shown = WINDOWS.map((stops) => stops[draw(rng, stops.length)]!);
  const wins: WaysWin[] = [];
  let coins = 0;
  for (let p = 0; p < WAYS_PAYING.length; p++) {
    let ways = 1;
    let reels = 0;
    while (reels < WAYS_REELS) {
      const c = shown[reels]!.counts[p]!;
      if (c === 0) break;
      ways *= c;
      reels++;
    }
    if (reels < 3) continue;
    const symbol = WAYS_PAYING[p]!;
    const won = WAYS_PAYTABLE[symbol][reels - 3]! * ways * multiplier;
    wins.push({ symbol, reels, ways, coins: won });
    coins += won;
  }
  let scatters = 0;
  for (const s of shown) scatters += s.scatters;
  const scatterCoins = (scatterPay(scatters)?.stakes ?? 0) * WAYS_BET_COINS * multiplier;
  const grid = rowsOf(shown.map((s) => s.window));
  return { grid, wins, scatters, scatterCoins, multiplier, coins: coins + scatterCoins };
}

/** Plays a round: the base spin, then at once every free spin it won. Everything in coins. */
export function playWays(rng: Rng): WaysDetail {
  const base = spin(rng, 1);
  const spins = [base];
  const freeSpins = scatterPay(base.scatters)?.freeSpins ?? 0;
  for (let i = 0; i < freeSpins; i++) spins.push(spin(rng, WAYS_FREE_MULTIPLIER));
  return { spins, freeSpins, coins: spins.reduce((sum, s) => sum + s.coins, 0) };
}

/** Per reel, over every stop: the mean count of `match` in the window, and how often it is absent. */
function reelStats(strip: readonly WaysSymbol[], match: (s: WaysSymbol) => boolean): { mean: number; none: number } {
  let total = 0;
  let none = 0;
  for (let stop = 0; stop < strip.length; stop++) {
    const c = windowAt(strip, stop, WAYS_ROWS).filter(match).length;
    total += c;
    if (c === 0) none++;
  }
  return { mean: total / strip.length, none: none / strip.length };
}

/**
 * The exact return of the machine, from its strips (see the header): the base spin's expected
 * win in stakes, the probability of each scatter count, and the round's return.
 */
export function waysReturn(): { base: number; scatterOdds: Record<3 | 4 | 5, number>; rtp: number } {
  let waysCoins = 0;
  for (const symbol of WAYS_PAYING) {
    const stats = WAYS_STRIPS.map((strip) => reelStats(strip, (s) => s === symbol || s === WAYS_WILD));
    let product = 1;
    for (let k = 1; k <= WAYS_REELS; k++) {
      product *= stats[k - 1]!.mean;
      if (k < 3) continue;
      const stops = k < WAYS_REELS ? stats[k]!.none : 1;
      waysCoins += WAYS_PAYTABLE[symbol][k - 3]! * product * stops;
    }
  }
  // the scatter count: a convolution of the per-reel distributions (0 or 1 per reel)
  let dist = [1];
  for (const strip of WAYS_STRIPS) {
    const p = reelStats(strip, (s) => s === WAYS_SCATTER).mean; // at most one per window, so P(1) = mean
    const next = new Array<number>(dist.length + 1).fill(0);
    dist.forEach((q, n) => {
      next[n]! += q * (1 - p);
      next[n + 1]! += q * p;
    });
    dist = next;
  }
  const scatterOdds = { 3: dist[3]!, 4: dist[4]!, 5: dist[5]! };
  const base = waysCoins / WAYS_BET_COINS + SCATTER_COUNTS.reduce((sum, n) => sum + scatterOdds[n] * WAYS_SCATTER_PAY[n].stakes, 0);
  const free = SCATTER_COUNTS.reduce((sum, n) => sum + scatterOdds[n] * WAYS_SCATTER_PAY[n].freeSpins, 0) * WAYS_FREE_MULTIPLIER * base;
  return { base, scatterOdds, rtp: base + free };
}

/** The machine's return, exactly (waysReturn), as a fraction and as the page shows it. */
export const WAYS_RTP = waysReturn().rtp;
export const WAYS_RTP_PERCENT = Math.round(WAYS_RTP * 10_000) / 100;
