// The lottery's four games: what a draw's result is, the bet kinds of each game's board, which
// selections each kind takes, the bet type that prices a selection, and what a selection does on a
// result (win, push: the stake back, or lose). Every rule except keno's is written on one
// *dimension* of the result (a position's digit, the sum, the first two cars...): the same rule then
// prices the bet (its house edge over the dimension's distribution), bounds the draw's possible
// payout (exposure.ts) and settles the bet in one SQL statement (the winning values of its
// dimension, listed at bet time). Keno pays by the number of hits, from a paytable per pick count.

export const LOTTERY_GAMES = ['ssc', 'k3', 'pk10', 'keno'] as const;
export type LotteryGame = (typeof LOTTERY_GAMES)[number];

export function isLotteryGame(value: unknown): value is LotteryGame {
  return typeof value === 'string' && (LOTTERY_GAMES as readonly string[]).includes(value);
}

/**
 * The numbers a draw gives, in draw order: 时时彩 five digits 0-9 (positions 1-5, 万千百十个);
 * 快3 three dice 1-6; PK10 the cars 1-10 at positions 1-10 (first to tenth); 快乐8 twenty distinct
 * numbers of 1-80.
 */
export const RESULT_LENGTH: Record<LotteryGame, number> = { ssc: 5, k3: 3, pk10: 10, keno: 20 };

/** Keno: the numbers a player may pick from, how many the draw gives, and the pick counts on offer. */
export const KENO_NUMBERS = 80;
export const KENO_DRAWN = 20;
export const KENO_MAX_PICK = 10;

export type LotteryOutcome = 'win' | 'push' | 'lose';

/** One dimension of a result: its values (each with the number of equally likely results giving it) and how a result maps to one. */
export interface LotteryDimension {
  name: string;
  /** A value's label, for the desk and the docs (e.g. "3,5" for the first two cars). */
  labels: readonly string[];
  /** How many equally likely outcomes give each value (the dimension's distribution, exactly). */
  weights: readonly number[];
  /** The value (an index into labels) a result has. */
  valueOf(result: readonly number[]): number;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const BSOE = ['big', 'small', 'odd', 'even'] as const;
export type Bsoe = (typeof BSOE)[number];

// ---- dimensions ----

function digitDim(position: number): LotteryDimension {
  return { name: `pos${position}`, labels: range(0, 9).map(String), weights: Array(10).fill(1), valueOf: (r) => r[position - 1]! };
}

/** The number of ways five digits 0-9 add up to each sum 0-45. */
const SSC_SUM_WEIGHTS = (() => {
  let ways = [1];
  for (let d = 0; d < 5; d++) {
    const next = Array<number>(ways.length + 9).fill(0);
    ways.forEach((w, s) => range(0, 9).forEach((digit) => (next[s + digit]! += w)));
    ways = next;
  }
  return ways;
})();

const SSC_DIMS: LotteryDimension[] = [
  ...range(1, 5).map(digitDim),
  { name: 'sum', labels: range(0, 45).map(String), weights: SSC_SUM_WEIGHTS, valueOf: (r) => r.reduce((a, b) => a + b, 0) },
  // 龙虎: the first digit against the last: 0 dragon (first higher), 1 tiger, 2 tie.
  { name: 'dt', labels: ['dragon', 'tiger', 'tie'], weights: [45, 45, 10], valueOf: (r) => (r[0]! > r[4]! ? 0 : r[0]! < r[4]! ? 1 : 2) },
];

/** 快3's 56 results up to order (a ≤ b ≤ c), each with its number of orderings of the 216. */
const K3_TRIPLES: [number, number, number][] = range(1, 6).flatMap((a) =>
  range(a, 6).flatMap((b) => range(b, 6).map((c) => [a, b, c] as [number, number, number])),
);
const K3_INDEX = new Map(K3_TRIPLES.map((t, i) => [t.join(','), i]));
const K3_DIMS: LotteryDimension[] = [
  {
    name: 'dice',
    labels: K3_TRIPLES.map((t) => t.join(',')),
    weights: K3_TRIPLES.map(([a, b, c]) => (a === c ? 1 : a === b || b === c ? 3 : 6)),
    valueOf: (r) => K3_INDEX.get([...r].sort((x, y) => x - y).join(','))!,
  },
];

/** PK10's first two cars (冠军, 亚军): the 90 ordered pairs, equally likely. */
const PK10_FRONT: [number, number][] = range(1, 10).flatMap((a) => range(1, 10).flatMap((b) => (a === b ? [] : [[a, b] as [number, number]])));
const PK10_FRONT_INDEX = new Map(PK10_FRONT.map((p, i) => [p.join(','), i]));
const PK10_DIMS: LotteryDimension[] = [
  { name: 'front', labels: PK10_FRONT.map((p) => p.join(',')), weights: Array(90).fill(1), valueOf: (r) => PK10_FRONT_INDEX.get(`${r[0]},${r[1]}`)! },
  ...range(3, 10).map((p) => ({
    name: `pos${p}`,
    labels: range(1, 10).map(String),
    weights: Array(10).fill(1),
    valueOf: (r: readonly number[]) => r[p - 1]! - 1,
  })),
  // 龙虎 of position p (1-5) against position 11-p: 0 dragon (p's car is the higher number), 1 tiger.
  ...range(1, 5).map((p) => ({
    name: `dt${p}`,
    labels: ['dragon', 'tiger'],
    weights: [1, 1],
    valueOf: (r: readonly number[]) => (r[p - 1]! > r[10 - p]! ? 0 : 1),
  })),
];

/** Keno pays by hits (not by one dimension): its one dimension is only the exposure's single slot. */
const KENO_DIMS: LotteryDimension[] = [{ name: 'keno', labels: ['any'], weights: [1], valueOf: () => 0 }];

export const LOTTERY_DIMENSIONS: Record<LotteryGame, readonly LotteryDimension[]> = { ssc: SSC_DIMS, k3: K3_DIMS, pk10: PK10_DIMS, keno: KENO_DIMS };

const dimIndex = (game: LotteryGame, name: string) => LOTTERY_DIMENSIONS[game].findIndex((d) => d.name === name);

/** Each dimension's value for a result, in the game's dimension order. */
export function resultValues(game: LotteryGame, result: readonly number[]): number[] {
  return LOTTERY_DIMENSIONS[game].map((d) => d.valueOf(result));
}

// ---- bet kinds ----

/** A bet kind of a game's board: its selections, the bet type pricing each, and its rule on one dimension. */
export interface LotteryKind {
  game: LotteryGame;
  kind: string;
  /** Every selection it takes; keno: none listed (k distinct numbers of 1-80, written "3,17,25"). */
  selections: readonly string[];
  /** The bet type (an entry of the game's odds) a selection is priced by. */
  typeOf(selection: string): string;
  /** The dimension a selection's rule reads and what each of its values does (not keno). */
  rule?(selection: string): { dim: number; outcome(value: number): LotteryOutcome };
  /** Keno: how many numbers a selection picks. */
  pick?: number;
}

const positional = (positions: number[], values: readonly string[]) => positions.flatMap((p) => values.map((v) => `${p}:${v}`));
const split = (selection: string) => {
  const [p, v] = selection.split(':') as [string, string];
  return { p: Number(p), v };
};
const bsoeOf = (value: number, bigFrom: number) => ({ big: value >= bigFrom, small: value < bigFrom, odd: value % 2 === 1, even: value % 2 === 0 });
const win = (yes: boolean): LotteryOutcome => (yes ? 'win' : 'lose');

function sscKinds(): LotteryKind[] {
  const game = 'ssc';
  const pos = (p: number) => dimIndex(game, `pos${p}`);
  return [
    {
      game,
      kind: 'digit', // 定位胆: the digit at a position
      selections: positional(range(1, 5), range(0, 9).map(String)),
      typeOf: () => 'digit',
      rule: (s) => ({ dim: pos(split(s).p), outcome: (v) => win(v === Number(split(s).v)) }),
    },
    {
      game,
      kind: 'pos_bsoe', // 大小单双 of a position: big 5-9, small 0-4
      selections: positional(range(1, 5), BSOE),
      typeOf: () => 'pos_bsoe',
      rule: (s) => ({ dim: pos(split(s).p), outcome: (v) => win(bsoeOf(v, 5)[split(s).v as Bsoe]) }),
    },
    {
      game,
      kind: 'sum_bsoe', // 总和大小单双: the sum of the five digits, big 23-45, small 0-22
      selections: BSOE,
      typeOf: () => 'sum_bsoe',
      rule: (s) => ({ dim: dimIndex(game, 'sum'), outcome: (v) => win(bsoeOf(v, 23)[s as Bsoe]) }),
    },
    {
      game,
      kind: 'dragon_tiger', // 龙虎和: first digit against last; a tie gives dragon and tiger bets their stake back
      selections: ['dragon', 'tiger', 'tie'],
      typeOf: (s) => (s === 'tie' ? 'dragon_tiger_tie' : 'dragon_tiger'),
      rule: (s) => ({
        dim: dimIndex(game, 'dt'),
        outcome: (v) => (s === 'tie' ? win(v === 2) : v === 2 ? 'push' : win(v === (s === 'dragon' ? 0 : 1))),
      }),
    },
  ];
}

/** 快3 sums offered (3 and 18 are only 111 and 666: the triple bets cover them). */
export const K3_SUMS = range(4, 17);

function k3Kinds(): LotteryKind[] {
  const game = 'k3';
  const dice = (v: number) => K3_TRIPLES[v]!;
  const sum = (v: number) => dice(v).reduce((a, b) => a + b, 0);
  const triple = (v: number) => dice(v)[0] === dice(v)[2];
  return [
    {
      game,
      kind: 'sum', // 和值
      selections: K3_SUMS.map(String),
      typeOf: (s) => `sum:${s}`,
      rule: (s) => ({ dim: 0, outcome: (v) => win(sum(v) === Number(s)) }),
    },
    {
      game,
      kind: 'bsoe', // 大小单双 of the sum: big 11-17, small 4-10; a triple loses them all
      selections: BSOE,
      typeOf: () => 'bsoe',
      rule: (s) => ({ dim: 0, outcome: (v) => win(!triple(v) && bsoeOf(sum(v), 11)[s as Bsoe]) }),
    },
    {
      game,
      kind: 'any_triple', // 三同号通选
      selections: ['any'],
      typeOf: () => 'any_triple',
      rule: () => ({ dim: 0, outcome: (v) => win(triple(v)) }),
    },
    {
      game,
      kind: 'triple', // 三同号单选: a given triple
      selections: range(1, 6).map(String),
      typeOf: () => 'triple',
      rule: (s) => ({ dim: 0, outcome: (v) => win(triple(v) && dice(v)[0] === Number(s)) }),
    },
    {
      game,
      kind: 'pair', // 二同号复选: at least two dice show the number
      selections: range(1, 6).map(String),
      typeOf: () => 'pair',
      rule: (s) => ({ dim: 0, outcome: (v) => win(dice(v).filter((d) => d === Number(s)).length >= 2) }),
    },
  ];
}

/** PK10's 冠亚和 (the sum of the first two cars) runs 3-19. */
export const PK10_SUMS = range(3, 19);

function pk10Kinds(): LotteryKind[] {
  const game = 'pk10';
  /** The dimension of a position and the car a value of it puts there. */
  const at = (p: number) => (p <= 2 ? { dim: 0, car: (v: number) => PK10_FRONT[v]![p - 1]! } : { dim: dimIndex(game, `pos${p}`), car: (v: number) => v + 1 });
  const front = (v: number) => PK10_FRONT[v]!;
  return [
    {
      game,
      kind: 'position', // 定位: the car at a position
      selections: positional(range(1, 10), range(1, 10).map(String)),
      typeOf: () => 'position',
      rule: (s) => {
        const { dim, car } = at(split(s).p);
        return { dim, outcome: (v) => win(car(v) === Number(split(s).v)) };
      },
    },
    {
      game,
      kind: 'pos_bsoe', // 大小单双 of a position's car: big 6-10, small 1-5
      selections: positional(range(1, 10), BSOE),
      typeOf: () => 'pos_bsoe',
      rule: (s) => {
        const { dim, car } = at(split(s).p);
        return { dim, outcome: (v) => win(bsoeOf(car(v), 6)[split(s).v as Bsoe]) };
      },
    },
    {
      game,
      kind: 'gy_sum', // 冠亚和: the sum of the first two cars
      selections: PK10_SUMS.map(String),
      typeOf: (s) => `gy_sum:${s}`,
      rule: (s) => ({ dim: 0, outcome: (v) => win(front(v)[0] + front(v)[1] === Number(s)) }),
    },
    {
      game,
      kind: 'gy_bsoe', // 冠亚和大小单双: big 12-19, small 3-11
      selections: BSOE,
      typeOf: (s) => `gy_bsoe:${s}`,
      rule: (s) => ({ dim: 0, outcome: (v) => win(bsoeOf(front(v)[0] + front(v)[1], 12)[s as Bsoe]) }),
    },
    {
      game,
      kind: 'dragon_tiger', // 龙虎: position 1-5 against position 10-6
      selections: positional(range(1, 5), ['dragon', 'tiger']),
      typeOf: () => 'dragon_tiger',
      rule: (s) => ({ dim: dimIndex(game, `dt${split(s).p}`), outcome: (v) => win(v === (split(s).v === 'dragon' ? 0 : 1)) }),
    },
  ];
}

function kenoKinds(): LotteryKind[] {
  return range(1, KENO_MAX_PICK).map((k) => ({ game: 'keno' as const, kind: `pick${k}`, selections: [], typeOf: () => `pick${k}`, pick: k }));
}

export const LOTTERY_KINDS: Record<LotteryGame, readonly LotteryKind[]> = { ssc: sscKinds(), k3: k3Kinds(), pk10: pk10Kinds(), keno: kenoKinds() };

export function betKind(game: LotteryGame, kind: string): LotteryKind | undefined {
  return LOTTERY_KINDS[game].find((k) => k.kind === kind);
}

/**
 * A selection written the one way the books keep it, or null when the kind does not take it. Keno:
 * k distinct numbers of 1-80 separated by commas, in any order, kept in ascending order ("3,17,25").
 */
export function canonicalSelection(game: LotteryGame, kind: string, selection: string): string | null {
  const spec = betKind(game, kind);
  if (!spec) return null;
  if (spec.pick === undefined) return spec.selections.includes(selection) ? selection : null;
  if (!/^\d{1,2}(,\d{1,2}){0,9}$/.test(selection)) return null;
  const numbers = selection.split(',').map(Number);
  if (numbers.length !== spec.pick || new Set(numbers).size !== numbers.length || numbers.some((n) => n < 1 || n > KENO_NUMBERS)) return null;
  return numbers.sort((a, b) => a - b).join(',');
}

export const kenoNumbers = (selection: string) => selection.split(',').map(Number);

/** Keno hits: how many of the picked numbers the draw gave. */
export function kenoHits(selection: string, result: readonly number[]): number {
  const drawn = new Set(result);
  return kenoNumbers(selection).filter((n) => drawn.has(n)).length;
}
