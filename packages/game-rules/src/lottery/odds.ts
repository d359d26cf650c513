import { KENO_DRAWN, KENO_NUMBERS, LOTTERY_DIMENSIONS, LOTTERY_KINDS, type LotteryKind, type LotteryGame, type LotteryOutcome } from './games.js';

// The price of every bet type: decimal odds (the stake included: 100 at 1.98 returns 198), kept
// as integer thousandths ("milli": 1.98 is 1980); keno a paytable per pick count, the odds by the
// number of hits. The house edge of each bet type is computed exactly (rational arithmetic over
// the exact distribution), and the back office may only set odds whose edge stays within bounds.

/** Odds of a bet type in thousandths: one figure, or keno's paytable indexed by hits (0..k). */
export type OddsMilli = readonly number[];
export type OddsTable = Record<string, OddsMilli>;

/** A bet type: the kind it belongs to and the selections it prices (keno: every pick of its count). */
export interface LotteryBetType {
  id: string;
  kind: string;
  selections: readonly string[];
  /** Keno: the pick count; its odds are a paytable of pick + 1 entries. */
  pick?: number;
}

export function betTypes(game: LotteryGame): LotteryBetType[] {
  const types = new Map<string, LotteryBetType>();
  for (const k of LOTTERY_KINDS[game]) {
    if (k.pick !== undefined) {
      types.set(k.typeOf(''), { id: k.typeOf(''), kind: k.kind, selections: [], pick: k.pick });
      continue;
    }
    for (const s of k.selections) {
      const id = k.typeOf(s);
      const t = types.get(id) ?? { id, kind: k.kind, selections: [] };
      types.set(id, { ...t, selections: [...t.selections, s] });
    }
  }
  return [...types.values()];
}

const milli = (odds: number) => Math.round(odds * 1000);
const k3Sum = (s: number) => ({ 4: 69.12, 5: 34.56, 6: 20.73, 7: 13.82, 8: 9.87, 9: 8.29, 10: 7.68 })[s <= 10 ? s : 21 - s] as number;
const pk10Sum = (s: number) => ({ 3: 42, 4: 42, 5: 21, 6: 21, 7: 14, 8: 14, 9: 10.5, 10: 10.5, 11: 8.3 })[s <= 11 ? s : 22 - s] as number;

/**
 * The odds a new portal starts with, as Chinese sites price these boards: 1.98 on the even-money
 * bets, 9.8 on a digit or a car at a position; 快3's sums and triples at 96 % of their fair odds;
 * PK10's 冠亚和 table; keno paytables returning 92-95 %.
 */
export const DEFAULT_ODDS: Record<LotteryGame, OddsTable> = {
  ssc: { digit: [9800], pos_bsoe: [1980], sum_bsoe: [1980], dragon_tiger: [1980], dragon_tiger_tie: [9500] },
  k3: {
    ...Object.fromEntries(Array.from({ length: 14 }, (_, i) => [`sum:${i + 4}`, [milli(k3Sum(i + 4))]])),
    bsoe: [1980],
    any_triple: [34560],
    triple: [207360],
    pair: [12960],
  },
  pk10: {
    position: [9800],
    pos_bsoe: [1980],
    ...Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`gy_sum:${i + 3}`, [milli(pk10Sum(i + 3))]])),
    'gy_bsoe:big': [2200],
    'gy_bsoe:small': [1780],
    'gy_bsoe:odd': [1780],
    'gy_bsoe:even': [2200],
    dragon_tiger: [1980],
  },
  keno: {
    pick1: [0, 3800],
    pick2: [0, 0, 15500],
    pick3: [0, 0, 2700, 40000],
    pick4: [0, 0, 1000, 10000, 95000],
    pick5: [0, 0, 0, 2000, 20000, 800000],
    pick6: [0, 0, 0, 1500, 8000, 80000, 2000000],
    pick7: [0, 0, 0, 0, 4000, 32000, 400000, 6000000],
    pick8: [0, 0, 0, 0, 2000, 11000, 100000, 1500000, 20000000],
    pick9: [0, 0, 0, 0, 1000, 5000, 38000, 300000, 4000000, 50000000],
    pick10: [0, 0, 0, 0, 1000, 4000, 18000, 100000, 1000000, 10000000, 100000000],
  },
};

// ---- exact arithmetic ----

/** A non-negative rational n/d. */
export interface Ratio {
  n: bigint;
  d: bigint;
}
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
const ratio = (n: bigint, d: bigint): Ratio => {
  const g = gcd(n < 0n ? -n : n, d) || 1n;
  return { n: n / g, d: d / g };
};

function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
}

/** Keno: the chance of exactly `hits` of `pick` numbers among the 20 drawn of 80, as a ratio (hypergeometric). */
export function kenoHitChance(pick: number, hits: number): Ratio {
  return ratio(choose(KENO_DRAWN, hits) * choose(KENO_NUMBERS - KENO_DRAWN, pick - hits), choose(KENO_NUMBERS, pick));
}

/** What one unit staked returns on average (the return to player), exactly, at these odds. */
export function returnOf(game: LotteryGame, type: LotteryBetType, odds: OddsMilli): Ratio {
  if (type.pick !== undefined) {
    const total = choose(KENO_NUMBERS, type.pick);
    let n = 0n;
    for (let h = 0; h <= type.pick; h++) n += choose(KENO_DRAWN, h) * choose(KENO_NUMBERS - KENO_DRAWN, type.pick - h) * BigInt(odds[h] ?? 0);
    return ratio(n, total * 1000n);
  }
  const kind = LOTTERY_KINDS[game].find((k) => k.kind === type.kind) as LotteryKind;
  return selectionReturn(game, kind, type.selections[0]!, odds[0]!);
}

/** The return of one selection: Σ over its dimension's values of (ways × odds on a win, 1 on a push) / all ways. */
export function selectionReturn(game: LotteryGame, kind: LotteryKind, selection: string, oddsMilli: number): Ratio {
  const { dim, outcome } = kind.rule!(selection);
  const weights = LOTTERY_DIMENSIONS[game][dim]!.weights;
  const paid: Record<LotteryOutcome, bigint> = { win: BigInt(oddsMilli), push: 1000n, lose: 0n };
  let n = 0n;
  let total = 0n;
  weights.forEach((w, v) => {
    total += BigInt(w);
    n += BigInt(w) * paid[outcome(v)];
  });
  return ratio(n, total * 1000n);
}

/** The house edge (1 − return) in percent, rounded to 2 decimals for showing ("3.75"). */
export function edgePercent(r: Ratio): string {
  // (1 - n/d) × 100, in hundredths of a percent, rounded half away from zero.
  const scaled = ((r.d - r.n) * 10000n * 2n + (r.d - r.n >= 0n ? r.d : -r.d)) / (2n * r.d);
  const negative = scaled < 0n;
  const abs = negative ? -scaled : scaled;
  return `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** The house edge the back office may set on any bet type: at least 0.5 %, at most 40 %. */
export const EDGE_BOUNDS = { min: { n: 1n, d: 200n }, max: { n: 2n, d: 5n } } as const;
/** The largest odds (or paytable figure) in thousandths: 1,000,000 × the stake. */
export const MAX_ODDS_MILLI = 1_000_000_000;

/** Whether a bet type's odds are well formed and leave its house edge within EDGE_BOUNDS. */
export function oddsWithinBounds(game: LotteryGame, type: LotteryBetType, odds: OddsMilli): boolean {
  const length = type.pick === undefined ? 1 : type.pick + 1;
  if (odds.length !== length || odds.some((o) => !Number.isInteger(o) || o < 0 || o > MAX_ODDS_MILLI)) return false;
  if (type.pick === undefined && odds[0]! <= 1000) return false; // a winning bet returns more than its stake
  const r = returnOf(game, type, odds);
  const edge = { n: r.d - r.n, d: r.d };
  const atLeast = (a: Ratio, b: Ratio) => a.n * b.d >= b.n * a.d;
  return atLeast(edge, EDGE_BOUNDS.min) && atLeast(EDGE_BOUNDS.max, edge);
}

/** The odds of a bet type in force: the table's entry, or the default for a type the table does not name. */
export function oddsOf(game: LotteryGame, table: OddsTable, typeId: string): OddsMilli {
  return table[typeId] ?? DEFAULT_ODDS[game][typeId] ?? [];
}

/** Thousandths as a decimal text: 1980 → "1.98", 207360 → "207.36", 500 → "0.5". */
export function oddsText(value: number): string {
  const whole = Math.floor(value / 1000);
  const fraction = String(value % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** A decimal text with at most 3 decimals as thousandths ("1.98" → 1980); null when it is not one. */
export function oddsMilliOf(text: string): number | null {
  const m = /^(\d{1,7})(?:\.(\d{1,3}))?$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 1000 + Number((m[2] ?? '').padEnd(3, '0'));
}
