/**
 * 輪盤 — European roulette: one wheel of 37 pockets, 0 to 36, a single zero.
 *
 * Bets (what they cover, what they pay):
 *   straight  one number, 0 too                              35:1
 *   split     two adjacent numbers (0-1, 0-2, 0-3 too)        17:1
 *   street    a row of three (and the trios 0-1-2, 0-2-3)     11:1
 *   corner    four meeting at a corner (and 0-1-2-3)           8:1
 *   line      two adjacent rows, six numbers                   5:1
 *   dozen     1–12, 13–24, 25–36                               2:1
 *   column    the numbers of one column of the layout          2:1
 *   red, black, odd, even, low (1–18), high (19–36)           1:1
 * Zero loses every outside bet (no half back: la partage is not played).
 * Every bet returns 36/37 ≈ 97.30 % (n numbers pay 36/n − 1 to 1), so a round of several bets too.
 * The layout: three columns; row r (1 to 12) holds 3r − 2, 3r − 1, 3r; column 1 is 1, 4, ... 34.
 */
import type { Rng } from './common.js';
import { draw } from './slots/reels.js';

export const ROULETTE_POCKETS = 37;
/** The pockets round a European wheel, clockwise from 0. */
export const ROULETTE_WHEEL = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
] as const;
export const ROULETTE_RED: readonly number[] = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];

export const ROULETTE_INSIDE = ['straight', 'split', 'street', 'corner', 'line'] as const;
export const ROULETTE_OUTSIDE = ['dozen1', 'dozen2', 'dozen3', 'column1', 'column2', 'column3', 'red', 'black', 'odd', 'even', 'low', 'high'] as const;
export type RouletteInside = (typeof ROULETTE_INSIDE)[number];
export type RouletteOutside = (typeof ROULETTE_OUTSIDE)[number];
export type RouletteKind = RouletteInside | RouletteOutside;

/** Winnings per unit staked, by kind. */
export const ROULETTE_ODDS: Readonly<Record<RouletteKind, number>> = {
  straight: 35,
  split: 17,
  street: 11,
  corner: 8,
  line: 5,
  dozen1: 2,
  dozen2: 2,
  dozen3: 2,
  column1: 2,
  column2: 2,
  column3: 2,
  red: 1,
  black: 1,
  odd: 1,
  even: 1,
  low: 1,
  high: 1,
};

/** One bet of a round: an inside bet names its numbers (ascending), an outside bet only its kind. */
export interface RouletteBet {
  kind: RouletteKind;
  numbers?: number[];
  /** Whole units. */
  bet: number;
}

export const isRouletteInside = (kind: RouletteKind): kind is RouletteInside => (ROULETTE_INSIDE as readonly string[]).includes(kind);
export const rouletteColour = (n: number): 'red' | 'black' | 'green' => (n === 0 ? 'green' : ROULETTE_RED.includes(n) ? 'red' : 'black');

const range = (from: number, to: number, step = 1): number[] => Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

/** Every legal inside bet of the layout, by kind, as the numbers it covers in ascending order. */
export const ROULETTE_INSIDE_BETS: Readonly<Record<RouletteInside, readonly (readonly number[])[]>> = {
  straight: range(0, 36).map((n) => [n]),
  split: [
    [0, 1],
    [0, 2],
    [0, 3],
    ...range(1, 35)
      .filter((n) => n % 3 !== 0)
      .map((n) => [n, n + 1]),
    ...range(1, 33).map((n) => [n, n + 3]),
  ],
  street: [[0, 1, 2], [0, 2, 3], ...range(1, 34, 3).map((n) => [n, n + 1, n + 2])],
  corner: [
    [0, 1, 2, 3],
    ...range(1, 32)
      .filter((n) => n % 3 !== 0)
      .map((n) => [n, n + 1, n + 3, n + 4]),
  ],
  line: range(1, 31, 3).map((n) => range(n, n + 5)),
};
const LEGAL: Readonly<Record<RouletteInside, ReadonlySet<string>>> = {
  straight: new Set(ROULETTE_INSIDE_BETS.straight.map((x) => x.join('-'))),
  split: new Set(ROULETTE_INSIDE_BETS.split.map((x) => x.join('-'))),
  street: new Set(ROULETTE_INSIDE_BETS.street.map((x) => x.join('-'))),
  corner: new Set(ROULETTE_INSIDE_BETS.corner.map((x) => x.join('-'))),
  line: new Set(ROULETTE_INSIDE_BETS.line.map((x) => x.join('-'))),
};

/** Whether `numbers` (ascending) are a bet of `kind` on the layout. */
export function isLegalInside(kind: RouletteInside, numbers: readonly number[]): boolean {
  return LEGAL[kind].has(numbers.join('-'));
}

/** The numbers an outside bet covers. */
export function outsideNumbers(kind: RouletteOutside): number[] {
  const all = range(1, 36);
  switch (kind) {
    case 'dozen1':
    case 'dozen2':
    case 'dozen3': {
      const d = Number(kind.slice(-1)) - 1;
      return range(d * 12 + 1, d * 12 + 12);
    }
    case 'column1':
    case 'column2':
    case 'column3': {
      const c = Number(kind.slice(-1));
      return all.filter((n) => (n - c) % 3 === 0);
    }
    case 'red':
      return [...ROULETTE_RED];
    case 'black':
      return all.filter((n) => !ROULETTE_RED.includes(n));
    case 'odd':
      return all.filter((n) => n % 2 === 1);
    case 'even':
      return all.filter((n) => n % 2 === 0);
    case 'low':
      return range(1, 18);
    case 'high':
      return range(19, 36);
  }
}

/** The numbers a bet covers. */
export const rouletteCovers = (bet: Pick<RouletteBet, 'kind' | 'numbers'>): readonly number[] =>
  isRouletteInside(bet.kind) ? (bet.numbers ?? []) : outsideNumbers(bet.kind as RouletteOutside);

/** Everything a bet returns when the ball lands on `pocket`, stake included, in cents. */
export function roulettePayoutCents(bet: RouletteBet, pocket: number, centsPerUnit: number): number {
  return rouletteCovers(bet).includes(pocket) ? bet.bet * centsPerUnit * (1 + ROULETTE_ODDS[bet.kind]) : 0;
}

/** The pocket the ball lands in: uniform over the 37. */
export const spinRoulette = (rng: Rng): number => draw(rng, ROULETTE_POCKETS);
