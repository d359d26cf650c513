/**
 * 「3 軸 9 線」 (the classic machine) — a 3-reel, 3-row video slot with 9 fixed paylines.
 *
 * Each reel is a strip of 30 symbols; a spin picks a uniform stop on every reel and shows the
 * symbol at the stop and the two after it (rows 0, 1, 2, wrapping around the strip). The symbols
 * are named by rank (L low, M middle, H high, W wild); each title draws them its own way (on
 * 金皇冠: cherry, lemon, bell, star, seven, diamond, crown).
 *
 * Symbols and how many of each are on every strip (weights, out of 30):
 *   L1 10   L2 7   M1 4   M2 3   M3 3   H1 2   W 1
 *
 * Paytable (multiples of the bet per line; a line win is the whole amount returned for that line):
 *   W  W  W    250
 *   H1 H1 H1   100
 *   M3 M3 M3    50
 *   M2 M2 M2    25
 *   M1 M1 M1    15
 *   L2 L2 L2    10
 *   L1 L1 L1     5
 *   L1 L1 on reels 1–2 (third reel anything else)   2
 * W is wild: it stands for any symbol (W W L2 pays as three L2, W L1 M2 as a pair of L1).
 * Every active line pays its best combination; wins on different lines add up.
 *
 * Lines played: 1 (line 1), 5 (lines 1–5) or 9 (all). Stake = bet per line × lines.
 * Because every row of a reel sees the same symbol distribution, every line has the same
 * expected return, so the RTP does not depend on the number of lines:
 *   exactly 25 755 / 27 000 = 1717/1800 ≈ 95.39 % (all 30³ stops enumerated in the tests).
 * A round with 9 lines pays something 62.6 % of the time; a single line hits 16.3 % of spins.
 */

import type { Rng } from '../common.js';
import { draw, rowsOf, windowAt } from './reels.js';

export const SLOT_SYMBOLS = ['L1', 'L2', 'M1', 'M2', 'M3', 'H1', 'W'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];
export const WILD: SlotSymbol = 'W';
/** The symbol that also pays as a pair on reels 1 and 2. */
export const SLOT_PAIR_SYMBOL: SlotSymbol = 'L1';

/** Three of a kind (wilds included), in multiples of the bet per line. */
export const SLOT_PAYTABLE: Readonly<Record<SlotSymbol, number>> = {
  W: 250,
  H1: 100,
  M3: 50,
  M2: 25,
  M1: 15,
  L2: 10,
  L1: 5,
};
/** Two L1 on reels 1 and 2 (wilds included) when the line has no three of a kind. */
export const SLOT_PAIR_PAY = 2;

/** The reel strips (30 stops each: L1×10 L2×7 M1×4 M2×3 M3×3 H1×2 W×1, in different orders). */
export const SLOT_REELS: readonly (readonly SlotSymbol[])[] = [
  [
    'W',
    'H1',
    'M3',
    'M2',
    'M1',
    'L2',
    'L2',
    'M1',
    'L2',
    'L1',
    'M3',
    'M2',
    'L2',
    'L1',
    'L1',
    'H1',
    'M1',
    'L2',
    'L1',
    'L1',
    'M3',
    'M2',
    'M1',
    'L2',
    'L1',
    'L2',
    'L1',
    'L1',
    'L1',
    'L1',
  ],
  [
    'L2',
    'M3',
    'L1',
    'L2',
    'L1',
    'M1',
    'L1',
    'W',
    'M2',
    'L2',
    'L1',
    'M3',
    'M1',
    'L2',
    'H1',
    'L1',
    'L2',
    'L1',
    'M2',
    'L1',
    'M1',
    'M3',
    'L2',
    'L1',
    'L2',
    'L1',
    'L1',
    'M1',
    'M2',
    'H1',
  ],
  [
    'L2',
    'L1',
    'M2',
    'L1',
    'L1',
    'M1',
    'L2',
    'L1',
    'L1',
    'M3',
    'L2',
    'H1',
    'M2',
    'W',
    'M1',
    'L2',
    'L1',
    'L1',
    'L2',
    'M3',
    'M1',
    'L1',
    'M2',
    'L2',
    'L1',
    'L1',
    'H1',
    'M1',
    'L2',
    'M3',
  ],
];

/** The 9 paylines: for line n (1-based) the row shown on reels 1, 2 and 3. */
export const SLOT_PAYLINES: readonly (readonly [number, number, number])[] = [
  [1, 1, 1], // 1 middle
  [0, 0, 0], // 2 top
  [2, 2, 2], // 3 bottom
  [0, 1, 2], // 4 diagonal ↘
  [2, 1, 0], // 5 diagonal ↗
  [0, 1, 0], // 6 V
  [2, 1, 2], // 7 Λ
  [1, 0, 1], // 8
  [1, 2, 1], // 9
];

export const SLOT_LINE_CHOICES = [1, 5, 9] as const;
export type SlotLines = (typeof SLOT_LINE_CHOICES)[number];

export interface SlotWin {
  line: number;
  symbol: SlotSymbol;
  count: number;
  payoutCents: number;
}

/** What a slot round reports to the player: the 3×3 grid as grid[row][reel], the lines played, the wins. */
export interface SlotDetail {
  grid: SlotSymbol[][];
  lines: number;
  wins: SlotWin[];
}

/** The multiple paid by one line of three symbols (reel 1, 2, 3), and what it counts as. */
export function evaluateLine(cells: readonly [SlotSymbol, SlotSymbol, SlotSymbol]): { symbol: SlotSymbol; count: number; multiple: number } | null {
  const base = cells.find((s) => s !== WILD) ?? WILD;
  if (cells.every((s) => s === WILD || s === base)) {
    return { symbol: base, count: 3, multiple: SLOT_PAYTABLE[base] };
  }
  const [a, b] = cells;
  const pairOrWild = (s: SlotSymbol) => s === SLOT_PAIR_SYMBOL || s === WILD;
  if (pairOrWild(a) && pairOrWild(b) && (a === SLOT_PAIR_SYMBOL || b === SLOT_PAIR_SYMBOL)) {
    return { symbol: SLOT_PAIR_SYMBOL, count: 2, multiple: SLOT_PAIR_PAY };
  }
  return null;
}

/**
 * The exact return to player of one line (and so of any number of lines): the paytable averaged
 * over every combination of stops on the three strips. 25 755 / 27 000 ≈ 0.9539.
 */
export const SLOT_RTP: number = (() => {
  const [r1, r2, r3] = SLOT_REELS as [readonly SlotSymbol[], readonly SlotSymbol[], readonly SlotSymbol[]];
  let multiples = 0;
  for (const a of r1) for (const b of r2) for (const c of r3) multiples += evaluateLine([a, b, c])?.multiple ?? 0;
  return multiples / (r1.length * r2.length * r3.length);
})();

/** The RTP as the game page shows it: a percentage with two decimals (95.39). */
export const SLOT_RTP_PERCENT = Math.round(SLOT_RTP * 10_000) / 100;

export interface ClassicLineWin {
  line: number;
  symbol: SlotSymbol;
  count: number;
  /** Multiples of the bet per line. */
  multiple: number;
}

// Computed once for the 10^7-spin return test: each reel's window per stop, and every line's
// result by its three symbols (7³ combinations).
const WINDOWS = SLOT_REELS.map((strip) => strip.map((_, stop) => windowAt(strip, stop, 3)));
const SYMBOL_INDEX = new Map(SLOT_SYMBOLS.map((s, i) => [s, i]));
const WINDOW_INDEXES = WINDOWS.map((windows) => windows.map((w) => w.map((s) => SYMBOL_INDEX.get(s)!)));
const LINE_RESULTS = SLOT_SYMBOLS.flatMap((a) => SLOT_SYMBOLS.flatMap((b) => SLOT_SYMBOLS.map((c) => evaluateLine([a, b, c]))));
const N = SLOT_SYMBOLS.length;

/** A spin of the classic machine on `lines` lines: the grid (grid[row][reel]) and each line's win. */
export function playClassic(rng: Rng, lines: SlotLines): { grid: SlotSymbol[][]; wins: ClassicLineWin[]; multiples: number } {
  const stops = [draw(rng, WINDOWS[0]!.length), draw(rng, WINDOWS[1]!.length), draw(rng, WINDOWS[2]!.length)];
  const grid = rowsOf(stops.map((stop, reel) => WINDOWS[reel]![stop]!));
  const [i0, i1, i2] = stops.map((stop, reel) => WINDOW_INDEXES[reel]![stop]!) as [number[], number[], number[]];
  const wins: ClassicLineWin[] = [];
  let multiples = 0;
  for (let i = 0; i < lines; i++) {
    const [a, b, c] = SLOT_PAYLINES[i]!;
    const hit = LINE_RESULTS[(i0[a]! * N + i1[b]!) * N + i2[c]!];
    if (!hit) continue;
    wins.push({ line: i + 1, symbol: hit.symbol, count: hit.count, multiple: hit.multiple });
    multiples += hit.multiple;
  }
  return { grid, wins, multiples };
}
