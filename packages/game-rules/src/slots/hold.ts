import type { Rng } from '../common.js';
import { draw, rowsOf, spreadStrip, weightTable, windowAt } from './reels.js';

/**
 * 「金幣連環」 — a 5-reel, 3-row slot with 20 fixed lines and a hold-and-spin feature with fixed
 * jackpots.
 *
 * Lines: a symbol pays from reel 1 along a line for 3, 4 or 5 in a row; the wild (reels 2–5)
 * stands for every symbol but the coin; each line pays its best combination; line wins add up.
 * Stake: the bet (whole units) covers the 20 lines; a coin of the paytable is 1/20 of it.
 * Coins: every coin symbol carries a value drawn when it lands: 1, 2, 3, 5, 8 or 10 times the
 * stake, or a jackpot: MINI 10, MINOR 25, MAJOR 100 times the stake (fixed, not progressive).
 * Hold & spin: 6 coins or more anywhere start it, in the same round. The coins stay; every empty
 * cell spins on its own 3 times, a coin landing in a cell with probability 1/9; every new coin
 * stays and sets the spins back to 3. It ends when the spins run out or all 15 cells hold a coin
 * (the GRAND jackpot, 250 times the stake, on top). It pays the sum of the coins' values. The
 * server plays the whole feature in the round that triggers it; the page shows it spin by spin.
 *
 * Return to player, exactly (HOLD_RTP, by `holdReturn`): every cell of a line sees its reel's
 * symbol frequencies (a uniform stop), so the lines' expected win follows from the strips'
 * counts; the trigger's chance from each reel's count of coins per window (convolved over the
 * reels); the feature's expected coins and its chance of the GRAND by dynamic programming over
 * (coins held, spins left) with binomial landings; a coin's expected value from its weights.
 */

export const HOLD_SYMBOLS = ['W', 'C', 'H1', 'H2', 'H3', 'H4', 'L1', 'L2', 'L3', 'L4'] as const;
export type HoldSymbol = (typeof HOLD_SYMBOLS)[number];
export const HOLD_WILD: HoldSymbol = 'W';
export const HOLD_COIN: HoldSymbol = 'C';
export const HOLD_PAYING = ['H1', 'H2', 'H3', 'H4', 'L1', 'L2', 'L3', 'L4'] as const satisfies readonly HoldSymbol[];
export type HoldPaying = (typeof HOLD_PAYING)[number];

export const HOLD_REELS = 5;
export const HOLD_ROWS = 3;
export const HOLD_CELLS = HOLD_REELS * HOLD_ROWS;
/** The stake buys 20 coins, one per line. */
export const HOLD_BET_COINS = 20;
export const HOLD_TRIGGER = 6;
export const HOLD_RESPINS = 3;
/** A coin lands in an empty cell on a respin with probability HOLD_LAND_IN / HOLD_LAND_OF. */
export const HOLD_LAND_IN = 1;
export const HOLD_LAND_OF = 22;

/** Coins per line for 3, 4 and 5 of a kind (wilds included). */
export const HOLD_PAYTABLE: Readonly<Record<HoldPaying, readonly [number, number, number]>> = {
  H1: [35, 150, 750],
  H2: [30, 100, 400],
  H3: [20, 75, 200],
  H4: [15, 40, 150],
  L1: [8, 30, 80],
  L2: [7, 20, 75],
  L3: [6, 15, 60],
  L4: [5, 15, 50],
};

/** A coin's value: times the stake, or a jackpot. */
export const HOLD_COIN_VALUES = ['1', '2', '3', '5', '8', '10', 'mini', 'minor', 'major'] as const;
export type HoldCoinValue = (typeof HOLD_COIN_VALUES)[number];
export const HOLD_JACKPOTS = { mini: 10, minor: 25, major: 100, grand: 250 } as const;
/** Times the stake a coin pays. */
export function coinStakes(value: HoldCoinValue): number {
  return value === 'mini' || value === 'minor' || value === 'major' ? HOLD_JACKPOTS[value] : Number(value);
}
/** How likely each coin value is, out of 1000. */
export const HOLD_COIN_WEIGHTS: Readonly<Record<HoldCoinValue, number>> = {
  '1': 430,
  '2': 278,
  '3': 130,
  '5': 85,
  '8': 35,
  '10': 25,
  mini: 12,
  minor: 4,
  major: 1,
};
const COIN_TABLE = weightTable(HOLD_COIN_VALUES.map((v) => [v, HOLD_COIN_WEIGHTS[v]] as const));

/** The 20 lines: for each, the row on reels 1 to 5. */
export const HOLD_LINES: readonly (readonly [number, number, number, number, number])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [1, 0, 2, 0, 1],
];

type Counts = readonly (readonly [HoldSymbol, number, number?])[];
const reel = (counts: Counts): HoldSymbol[] => spreadStrip(counts);

/** Five strips of 40; the wild is on reels 2–5 only. */
export const HOLD_STRIPS: readonly (readonly HoldSymbol[])[] = [
  reel([
    ['C', 4, 2],
    ['H1', 2],
    ['H2', 3],
    ['H3', 3],
    ['H4', 4],
    ['L1', 5],
    ['L2', 6],
    ['L3', 6],
    ['L4', 6],
  ]),
  reel([
    ['W', 3],
    ['C', 6, 2],
    ['H1', 2],
    ['H2', 3],
    ['H3', 3],
    ['H4', 4],
    ['L1', 5],
    ['L2', 5],
    ['L3', 5],
    ['L4', 6],
  ]),
  reel([
    ['W', 3],
    ['C', 6, 2],
    ['H1', 2],
    ['H2', 3],
    ['H3', 3],
    ['H4', 4],
    ['L1', 5],
    ['L2', 5],
    ['L3', 5],
    ['L4', 6],
  ]),
  reel([
    ['W', 3],
    ['C', 6, 2],
    ['H1', 2],
    ['H2', 3],
    ['H3', 3],
    ['H4', 4],
    ['L1', 5],
    ['L2', 5],
    ['L3', 5],
    ['L4', 6],
  ]),
  reel([
    ['W', 3],
    ['C', 4, 2],
    ['H1', 2],
    ['H2', 3],
    ['H3', 3],
    ['H4', 4],
    ['L1', 5],
    ['L2', 5],
    ['L3', 5],
    ['L4', 6],
  ]),
];

export interface HoldLineWin {
  line: number;
  symbol: HoldPaying;
  count: number;
  coins: number;
}

/** A cell of the grid, numbered row × 5 + reel (0 to 14). */
export type HoldCell = number;

/** One respin of the feature: the coins that landed (cell and value), and the spins left after it. */
export interface HoldRespin {
  landed: { cell: HoldCell; value: HoldCoinValue }[];
  left: number;
}

export interface HoldFeature {
  /** The coins that started it, cell by cell. */
  start: { cell: HoldCell; value: HoldCoinValue }[];
  respins: HoldRespin[];
  /** Whether all 15 cells filled (the GRAND jackpot). */
  grand: boolean;
  /** Times the stake it paid (the coins, and the GRAND). */
  stakes: number;
}

export interface HoldDetail {
  grid: HoldSymbol[][];
  /** The value of every coin on the grid (null where no coin), as grid[row][reel]. */
  coins: (HoldCoinValue | null)[][];
  wins: HoldLineWin[];
  /** Coins the lines paid. */
  lineCoins: number;
  feature: HoldFeature | null;
  /** The whole round in coins of 1/20 of the stake: lines and feature. */
  coinsWon: number;
}

/** The best combination of one line (reel 1 to 5), or null. */
export function holdLineWin(cells: readonly HoldSymbol[]): { symbol: HoldPaying; count: number; coins: number } | null {
  const first = cells[0];
  if (!first || first === HOLD_COIN || first === HOLD_WILD) return null;
  let count = 1;
  while (count < cells.length && (cells[count] === first || cells[count] === HOLD_WILD)) count++;
  if (count < 3) return null;
  const symbol = first as HoldPaying;
  return { symbol, count, coins: HOLD_PAYTABLE[symbol][count - 3]! };
}

const drawCoin = (rng: Rng): HoldCoinValue => COIN_TABLE[draw(rng, COIN_TABLE.length)]!;

function playFeature(rng: Rng, start: { cell: HoldCell; value: HoldCoinValue }[]): HoldFeature {
  const held = new Array<boolean>(HOLD_CELLS).fill(false);
  for (const c of start) held[c.cell] = true;
  let filled = start.length;
  let stakes = start.reduce((sum, c) => sum + coinStakes(c.value), 0);
  const respins: HoldRespin[] = [];
  let left = HOLD_RESPINS;
  while (left > 0 && filled < HOLD_CELLS) {
    const landed: { cell: HoldCell; value: HoldCoinValue }[] = [];
    for (let cell = 0; cell < HOLD_CELLS; cell++) {
      if (held[cell] || draw(rng, HOLD_LAND_OF) >= HOLD_LAND_IN) continue;
      const value = drawCoin(rng);
      landed.push({ cell, value });
      held[cell] = true;
      stakes += coinStakes(value);
    }
    filled += landed.length;
    left = landed.length > 0 ? HOLD_RESPINS : left - 1;
    respins.push({ landed, left: filled === HOLD_CELLS ? 0 : left });
  }
  const grand = filled === HOLD_CELLS;
  return { start, respins, grand, stakes: stakes + (grand ? HOLD_JACKPOTS.grand : 0) };
}

// Per reel and stop, computed once: the window the reel shows (10^7 spins in the return test).
const WINDOWS = HOLD_STRIPS.map((strip) => strip.map((_, stop) => windowAt(strip, stop, HOLD_ROWS)));

/** Plays a round: the spin, its line wins, and the hold & spin when 6 coins or more landed. */
export function playHold(rng: Rng): HoldDetail {
  const columns = WINDOWS.map((windows) => windows[draw(rng, windows.length)]!);
  const grid = rowsOf(columns);
  const coins: (HoldCoinValue | null)[][] = [];
  const start: { cell: HoldCell; value: HoldCoinValue }[] = [];
  for (let row = 0; row < HOLD_ROWS; row++) {
    const values: (HoldCoinValue | null)[] = [null, null, null, null, null];
    for (let r = 0; r < HOLD_REELS; r++) {
      if (columns[r]![row] !== HOLD_COIN) continue;
      const value = drawCoin(rng);
      values[r] = value;
      start.push({ cell: row * HOLD_REELS + r, value });
    }
    coins.push(values);
  }
  const wins: HoldLineWin[] = [];
  let lineCoins = 0;
  for (let i = 0; i < HOLD_LINES.length; i++) {
    const rows = HOLD_LINES[i]!;
    const first = columns[0]![rows[0]]!;
    if (first === HOLD_COIN || first === HOLD_WILD) continue;
    let count = 1;
    while (count < HOLD_REELS) {
      const s = columns[count]![rows[count]!]!;
      if (s !== first && s !== HOLD_WILD) break;
      count++;
    }
    if (count < 3) continue;
    const symbol = first as HoldPaying;
    const won = HOLD_PAYTABLE[symbol][count - 3]!;
    wins.push({ line: i + 1, symbol, count, coins: won });
    lineCoins += won;
  }
  const feature = start.length >= HOLD_TRIGGER ? playFeature(rng, start) : null;
  return { grid, coins, wins, lineCoins, feature, coinsWon: lineCoins + (feature ? feature.stakes * HOLD_BET_COINS : 0) };
}

/** C(n, k) p^k (1-p)^(n-k) */
function binomial(n: number, k: number, p: number): number {
  let c = 1;
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
  return c * p ** k * (1 - p) ** (n - k);
}

/**
 * The feature from `held` coins with `left` spins: the expected number of coins at its end and
 * the chance it fills the grid.
 */
export function holdFeatureOdds(held: number, left = HOLD_RESPINS): { coins: number; grand: number } {
  const memo = new Map<number, { coins: number; grand: number }>();
  const p = HOLD_LAND_IN / HOLD_LAND_OF;
  const go = (n: number, r: number): { coins: number; grand: number } => {
    if (n === HOLD_CELLS) return { coins: n, grand: 1 };
    if (r === 0) return { coins: n, grand: 0 };
    const key = n * 10 + r;
    const known = memo.get(key);
    if (known) return known;
    const empty = HOLD_CELLS - n;
    const none = binomial(empty, 0, p);
    const stay = go(n, r - 1);
    let coins = none * stay.coins;
    let grand = none * stay.grand;
    for (let k = 1; k <= empty; k++) {
      const q = binomial(empty, k, p);
      const next = go(n + k, HOLD_RESPINS);
      coins += q * next.coins;
      grand += q * next.grand;
    }
    const out = { coins, grand };
    memo.set(key, out);
    return out;
  };
  return go(held, left);
}

/** The exact return of the machine (see the header), and its parts, in stakes. */
export function holdReturn(): { lines: number; trigger: number; feature: number; rtp: number } {
  // lines: every cell of a line sees its reel's symbol frequencies
  const freq = HOLD_STRIPS.map((strip) => (s: HoldSymbol) => strip.filter((x) => x === s).length / strip.length);
  let lineCoins = 0;
  for (const symbol of HOLD_PAYING) {
    let reach = freq[0]!(symbol);
    for (let k = 2; k <= HOLD_REELS; k++) {
      reach *= freq[k - 1]!(symbol) + freq[k - 1]!(HOLD_WILD);
      if (k < 3) continue;
      const stops = k < HOLD_REELS ? 1 - freq[k]!(symbol) - freq[k]!(HOLD_WILD) : 1;
      lineCoins += HOLD_PAYTABLE[symbol][k - 3]! * reach * stops;
    }
  }
  const lines = (lineCoins * HOLD_LINES.length) / HOLD_BET_COINS;
  // coins on the grid: per reel, over every stop, how many coins the window shows; convolved
  let dist = [1];
  for (const strip of HOLD_STRIPS) {
    const perReel = new Array<number>(HOLD_ROWS + 1).fill(0);
    for (let stop = 0; stop < strip.length; stop++) perReel[windowAt(strip, stop, HOLD_ROWS).filter((s) => s === HOLD_COIN).length]! += 1 / strip.length;
    const next = new Array<number>(dist.length + HOLD_ROWS).fill(0);
    dist.forEach((q, n) => perReel.forEach((r, c) => (next[n + c]! += q * r)));
    dist = next;
  }
  const meanCoin = HOLD_COIN_VALUES.reduce((sum, v) => sum + coinStakes(v) * HOLD_COIN_WEIGHTS[v], 0) / COIN_TABLE.length;
  let trigger = 0;
  let feature = 0;
  for (let n = HOLD_TRIGGER; n < dist.length; n++) {
    const odds = holdFeatureOdds(n);
    trigger += dist[n]!;
    feature += dist[n]! * (odds.coins * meanCoin + odds.grand * HOLD_JACKPOTS.grand);
  }
  return { lines, trigger, feature, rtp: lines + feature };
}

/** The machine's return, exactly (holdReturn), as a fraction and as the page shows it. */
export const HOLD_RTP = holdReturn().rtp;
export const HOLD_RTP_PERCENT = Math.round(HOLD_RTP * 10_000) / 100;
