// The sportsbook's rules as pure functions: odds formats and margins, how each market's outcome
// settles from a final score (Asian handicap and totals with whole, half and quarter lines), the
// factor a leg brings to a parlay, N串M system bets, the return and valid turnover of a bet, and
// the cash-out price. Money is integer cents; odds are integer thousandths (2.100 → 2100), so every
// product is exact (BigInt) and rounds down to the cent once, as the settlement SQL does.

/** The sports the book offers: two ball sports and four e-sports. */
export const SPORT_KEYS = ['football', 'basketball', 'lol', 'dota2', 'cs2', 'hok'] as const;
export type SportKey = (typeof SPORT_KEYS)[number];
export const ESPORT_KEYS: readonly SportKey[] = ['lol', 'dota2', 'cs2', 'hok'];
export const isEsport = (sport: SportKey) => ESPORT_KEYS.includes(sport);

/**
 * Market kinds. Ball sports: match result 1X2, money line (two-way, a draw gives the stake back),
 * Asian handicap, over/under, both teams to score, correct score. E-sports: match winner (two-way),
 * map handicap and total maps (the score is maps won).
 */
export const MARKET_KINDS = ['1x2', 'ml', 'ah', 'ou', 'btts', 'cs', 'winner', 'map_ah', 'total_maps'] as const;
export type MarketKind = (typeof MARKET_KINDS)[number];
/** The kinds that carry a line (handicap of the home side, or the total). */
export const LINE_KINDS: readonly MarketKind[] = ['ah', 'ou', 'map_ah', 'total_maps'];
export const BALL_KINDS: readonly MarketKind[] = ['1x2', 'ml', 'ah', 'ou', 'btts', 'cs'];
export const ESPORT_KINDS: readonly MarketKind[] = ['winner', 'map_ah', 'total_maps'];

/** The outcome codes of a kind; a correct-score market's codes are scores "h-a" and "other". */
export function outcomeCodesOf(kind: MarketKind): readonly string[] | null {
  switch (kind) {
    case '1x2':
      return ['home', 'draw', 'away'];
    case 'ml':
    case 'winner':
    case 'ah':
    case 'map_ah':
      return ['home', 'away'];
    case 'ou':
    case 'total_maps':
      return ['over', 'under'];
    case 'btts':
      return ['yes', 'no'];
    case 'cs':
      return null;
  }
}

export const isCorrectScoreCode = (code: string) => code === 'other' || /^(\d{1,2})-(\d{1,2})$/.test(code);

export const LEG_RESULTS = ['win', 'lose', 'push', 'half_win', 'half_lose', 'void'] as const;
export type LegResult = (typeof LEG_RESULTS)[number];

// ---- odds ----

/** Decimal odds bounds (thousandths): 1.001 to 1000.000. */
export const MIN_ODDS = 1001;
export const MAX_ODDS = 1_000_000;
/** The most a parlay's or a system combination's odds may multiply to. */
export const MAX_COMBINED_ODDS = 1000;

/** "2.1", "2.100" → 2100; null when not decimal odds with at most 3 places within bounds. */
export function parseOdds(text: string): number | null {
  const m = /^(\d{1,4})(?:\.(\d{1,3}))?$/.exec(text);
  if (!m) return null;
  const milli = Number(m[1]) * 1000 + Number((m[2] ?? '').padEnd(3, '0'));
  return milli >= MIN_ODDS && milli <= MAX_ODDS ? milli : null;
}

/** 2100 → "2.100" (decimal odds, 欧洲盘: the stake included). */
export const formatOdds = (milli: number) => `${Math.floor(milli / 1000)}.${String(milli % 1000).padStart(3, '0')}`;

/** Hong Kong odds (香港盘): the profit per 1 staked, D − 1: 2100 → "1.10", 1905 → "0.905". */
export function hongKongOdds(milli: number): string {
  const text = formatOdds(milli - 1000);
  return text.endsWith('0') ? text.slice(0, -1) : text;
}

/** Hong Kong odds text → decimal odds in thousandths (D = HK + 1). */
export function fromHongKong(text: string): number | null {
  const m = /^(\d{1,4})(?:\.(\d{1,3}))?$/.exec(text);
  if (!m) return null;
  return parseOdds(formatOdds(Number(m[1]) * 1000 + Number((m[2] ?? '').padEnd(3, '0')) + 1000));
}

/** The fair probabilities behind a market's prices: each 1/D scaled so they sum to 1 (the book's margin taken out). */
export function fairProbabilities(oddsMilli: readonly number[]): number[] {
  const implied = oddsMilli.map((d) => 1000 / d);
  const total = implied.reduce((s, p) => s + p, 0);
  return implied.map((p) => p / total);
}

/** A market's overround: Σ 1/D − 1 (the margin its prices hold). */
export const overround = (oddsMilli: readonly number[]) => oddsMilli.reduce((s, d) => s + 1000 / d, 0) - 1;

/**
 * Prices with the book's margin `margin` (0.05 = 5 %) on fair probabilities: D = 1 / (p × (1 + m)),
 * rounded down to the thousandth (never a better price than the margin allows), at least 1.001.
 */
export function priceWithMargin(probabilities: readonly number[], margin: number): number[] {
  return probabilities.map((p) => {
    const d = 1 / (Math.max(p, 1e-6) * (1 + margin));
    return Math.min(MAX_ODDS, Math.max(MIN_ODDS, Math.floor(d * 1000 + 1e-9)));
  });
}

// ---- lines ----

/** A line in quarter units (−0.75 → −3); null unless a multiple of 0.25 within ±99.75. */
export function lineQuarters(line: number | string): number | null {
  const v = typeof line === 'string' ? Number(line) : line;
  if (!Number.isFinite(v)) return null;
  const q = Math.round(v * 4);
  return Math.abs(q / 4 - v) < 1e-9 && Math.abs(q) < 400 ? q : null;
}

/** A quarter line is half the stake on each neighbouring half or whole line: −0.75 → [−0.5, −1]; other lines are themselves. */
export function lineParts(quarters: number): number[] {
  return Math.abs(quarters) % 2 === 1 ? [quarters - 1, quarters + 1] : [quarters];
}

/** The result of a bet whose margin at each part of its line is `d` (in quarters): > 0 wins, 0 pushes, < 0 loses. */
function resultOfParts(margins: number[]): LegResult {
  const signs = margins.map(Math.sign);
  if (signs.length === 1) return signs[0]! > 0 ? 'win' : signs[0]! < 0 ? 'lose' : 'push';
  const [a, b] = signs as [number, number];
  if (a > 0 && b > 0) return 'win';
  if (a < 0 && b < 0) return 'lose';
  if (a + b > 0) return 'half_win';
  if (a + b < 0) return 'half_lose';
  return 'push';
}

/** Asian handicap: `lineQ` is the home side's handicap in quarters (the away side has its negative). */
export function handicapResult(side: 'home' | 'away', lineQ: number, home: number, away: number): LegResult {
  const diff = side === 'home' ? home - away : away - home;
  const line = side === 'home' ? lineQ : -lineQ;
  return resultOfParts(lineParts(line).map((part) => diff * 4 + part));
}

/** Over/under a total line (in quarters). */
export function totalResult(side: 'over' | 'under', lineQ: number, total: number): LegResult {
  return resultOfParts(lineParts(lineQ).map((part) => (side === 'over' ? total * 4 - part : part - total * 4)));
}

export interface Score {
  home: number;
  away: number;
}

/**
 * How an outcome settles on a final score. `listed`: a correct-score market's other codes (its
 * "other" wins when the score is none of them). Ball sports count the match's goals or points,
 * e-sports the maps won.
 */
export function outcomeResult(market: { kind: MarketKind; lineQ: number | null; listed?: readonly string[] }, code: string, score: Score): LegResult {
  const { home, away } = score;
  switch (market.kind) {
    case '1x2':
      return (code === 'home' && home > away) || (code === 'away' && away > home) || (code === 'draw' && home === away) ? 'win' : 'lose';
    case 'ml':
    case 'winner':
      if (home === away) return 'push';
      return (code === 'home') === home > away ? 'win' : 'lose';
    case 'ah':
    case 'map_ah':
      return handicapResult(code === 'home' ? 'home' : 'away', market.lineQ ?? 0, home, away);
    case 'ou':
    case 'total_maps':
      return totalResult(code === 'over' ? 'over' : 'under', market.lineQ ?? 0, home + away);
    case 'btts':
      return (home > 0 && away > 0) === (code === 'yes') ? 'win' : 'lose';
    case 'cs': {
      const final = `${home}-${away}`;
      if (code === 'other') return (market.listed ?? []).includes(final) ? 'lose' : 'win';
      return code === final ? 'win' : 'lose';
    }
  }
}

// ---- bets ----

export const MIN_PARLAY_LEGS = 2;
export const MAX_PARLAY_LEGS = 10;
/** A system bet names at most this many selections (8串247 is 247 combinations). */
export const MAX_SYSTEM_LEGS = 8;

/** A leg's factor in a parlay as an exact fraction: win D, half win (1 + D) / 2, push and void 1, half loss 1/2, loss 0. */
export function legFactor(result: LegResult, oddsMilli: number): { num: bigint; den: bigint } {
  switch (result) {
    case 'win':
      return { num: BigInt(oddsMilli), den: 1000n };
    case 'half_win':
      return { num: BigInt(oddsMilli + 1000), den: 2000n };
    case 'push':
    case 'void':
      return { num: 1n, den: 1n };
    case 'half_lose':
      return { num: 1n, den: 2n };
    case 'lose':
      return { num: 0n, den: 1n };
  }
}

/**
 * The N串M systems a Chinese book offers (the China Sports Lottery's 竞彩 list): N selections, M
 * combinations, and the sizes they are made of (3串4 = 3 doubles + 1 treble; 4串11 = 6 doubles + 4
 * trebles + 1 four-fold; 5串10 = 10 doubles; 7串21 = 21 five-folds). N串1 is the N-fold parlay.
 */
export const SYSTEMS: Readonly<Record<string, readonly number[]>> = {
  '3/3': [2],
  '3/4': [2, 3],
  '4/4': [3],
  '4/5': [3, 4],
  '4/6': [2],
  '4/11': [2, 3, 4],
  '5/5': [4],
  '5/6': [4, 5],
  '5/10': [2],
  '5/16': [3, 4, 5],
  '5/20': [2, 3],
  '5/26': [2, 3, 4, 5],
  '6/6': [5],
  '6/7': [5, 6],
  '6/15': [2],
  '6/20': [3],
  '6/22': [4, 5, 6],
  '6/35': [2, 3],
  '6/42': [3, 4, 5, 6],
  '6/50': [2, 3, 4],
  '6/57': [2, 3, 4, 5, 6],
  '7/7': [6],
  '7/8': [6, 7],
  '7/21': [5],
  '7/35': [4],
  '7/120': [2, 3, 4, 5, 6, 7],
  '8/8': [7],
  '8/9': [7, 8],
  '8/28': [6],
  '8/56': [5],
  '8/70': [4],
  '8/247': [2, 3, 4, 5, 6, 7, 8],
};

/** The sizes of N串M (N串1: the N-fold alone); null for a name that is not offered. */
export function systemSizes(n: number, m: number): number[] | null {
  if (!Number.isInteger(n) || n < 2 || n > MAX_SYSTEM_LEGS) return null;
  if (m === 1) return [n];
  const sizes = SYSTEMS[`${n}/${m}`];
  return sizes ? [...sizes] : null;
}

/** "3/4" → { n: 3, m: 4, sizes: [2, 3] }. */
export function parseSystem(text: string): { n: number; m: number; sizes: number[] } | null {
  const match = /^(\d{1,2})\/(\d{1,3})$/.exec(text);
  if (!match) return null;
  const n = Number(match[1]);
  const m = Number(match[2]);
  const sizes = systemSizes(n, m);
  return sizes ? { n, m, sizes } : null;
}

/** Every combination of `sizes` legs out of n, as bit masks of leg indexes (bit i = leg i), smaller sizes first. */
export function combinations(n: number, sizes: readonly number[]): number[] {
  const out: number[] = [];
  for (const size of sizes) {
    const pick = (start: number, left: number, mask: number) => {
      if (left === 0) return void out.push(mask);
      for (let i = start; i <= n - left; i++) pick(i + 1, left - 1, mask | (1 << i));
    };
    pick(0, size, 0);
  }
  return out;
}

export interface LegState {
  oddsMilli: number;
  /** null while the leg's market has no result. */
  result: LegResult | null;
}

export interface BetShape {
  /** The stake of one combination (a single's or a parlay's whole stake). */
  unitCents: number;
  legs: readonly LegState[];
  /** A system bet's combinations (bit masks); absent: one combination of every leg (a single or a parlay). */
  combos?: readonly number[] | null;
}

const legsOf = (bet: BetShape, mask: number | null) => bet.legs.filter((_, i) => mask === null || (mask & (1 << i)) !== 0);
const combosOf = (bet: BetShape): (number | null)[] => (bet.combos?.length ? [...bet.combos] : [null]);

/** The total stake: the unit times the number of combinations. */
export const totalStakeCents = (bet: BetShape) => bet.unitCents * combosOf(bet).length;

/** The odds a combination multiplies to, exactly: Π D as a fraction of 1000^k. */
function comboOdds(legs: readonly LegState[]): { num: bigint; den: bigint } {
  return legs.reduce((acc, l) => ({ num: acc.num * BigInt(l.oddsMilli), den: acc.den * 1000n }), { num: 1n, den: 1n });
}

/** Whether the largest combination's odds stay within MAX_COMBINED_ODDS. */
export function withinCombinedOdds(bet: BetShape): boolean {
  return combosOf(bet).every((mask) => {
    const { num, den } = comboOdds(legsOf(bet, mask));
    return num <= BigInt(MAX_COMBINED_ODDS) * den;
  });
}

/** What the bet returns if every leg wins (its potential payout), in cents. */
export function potentialPayoutCents(bet: BetShape): number {
  return combosOf(bet).reduce<number>((sum, mask) => {
    const { num, den } = comboOdds(legsOf(bet, mask));
    return sum + Number((BigInt(bet.unitCents) * num) / den);
  }, 0);
}

/** The combined odds of a single or a parlay, rounded down to the thousandth (shown on the slip). */
export function combinedOddsMilli(legs: readonly LegState[]): number {
  const { num, den } = comboOdds(legs);
  return Number((num * 1000n) / den);
}

/**
 * Whether a bet can be settled: every leg has a result, or (a single or a parlay) one leg lost,
 * which loses it whatever the others do. A system bet waits for all its legs.
 */
export function betReady(bet: BetShape): boolean {
  if (bet.legs.every((l) => l.result !== null)) return true;
  return !bet.combos?.length && bet.legs.some((l) => l.result === 'lose');
}

/**
 * The valid turnover (有效投注) of one combination: nothing when every leg is a push or void; half
 * the stake when a single leg counts and it won or lost half; the stake otherwise.
 */
function comboValidCents(unitCents: number, legs: readonly LegState[]): number {
  const counting = legs.filter((l) => l.result !== 'push' && l.result !== 'void');
  if (counting.length === 0) return 0;
  if (counting.length === 1 && (counting[0]!.result === 'half_win' || counting[0]!.result === 'half_lose')) return Math.floor(unitCents / 2);
  return unitCents;
}

export type BetResult = LegResult;

/**
 * A ready bet's settlement: its return (each combination's return rounded down to the cent, then
 * added), its valid turnover, and its result. A single takes its leg's result; a parlay or system
 * bet is void when every leg is, and otherwise win, push or lose by its return against its stake,
 * or half_lose for a return between nothing and the stake.
 */
export function settleBet(bet: BetShape): { payoutCents: number; validCents: number; result: BetResult } {
  let payout = 0;
  let valid = 0;
  for (const mask of combosOf(bet)) {
    const legs = legsOf(bet, mask);
    if (legs.some((l) => l.result === 'lose')) {
      valid += comboValidCents(
        bet.unitCents,
        legs.filter((l) => l.result !== null),
      );
      continue;
    }
    let num = BigInt(bet.unitCents);
    let den = 1n;
    for (const leg of legs) {
      const f = legFactor(leg.result ?? 'void', leg.oddsMilli);
      num *= f.num;
      den *= f.den;
    }
    payout += Number(num / den);
    valid += comboValidCents(bet.unitCents, legs);
  }
  const stake = totalStakeCents(bet);
  const single = bet.legs.length === 1 && !bet.combos?.length;
  const result: BetResult = single
    ? (bet.legs[0]!.result ?? 'lose')
    : bet.legs.every((l) => l.result === 'void')
      ? 'void'
      : payout > stake
        ? 'win'
        : payout === stake
          ? 'push'
          : payout === 0
            ? 'lose'
            : 'half_lose';
  return { payoutCents: payout, validCents: valid, result };
}

/**
 * The cash-out price of an open bet: each combination's return with its settled legs at their
 * factor and each open leg at the odds taken over its current odds (the book's own estimate of its
 * chance, margin included), less the desk's cash-out margin (basis points), rounded down to the
 * cent. Null when an open leg has no current price (suspended: no cash-out).
 */
export function cashoutCents(bet: BetShape & { current: readonly (number | null)[] }, marginBp: number): number | null {
  let total = 0n;
  const scale = 10_000n;
  for (const mask of combosOf(bet)) {
    let num = BigInt(bet.unitCents) * (scale - BigInt(marginBp));
    let den = scale;
    for (const [i, leg] of bet.legs.entries()) {
      if (mask !== null && (mask & (1 << i)) === 0) continue;
      if (leg.result !== null) {
        const f = legFactor(leg.result, leg.oddsMilli);
        num *= f.num;
        den *= f.den;
        continue;
      }
      const current = bet.current[i];
      if (current === null || current === undefined) return null;
      num *= BigInt(leg.oddsMilli);
      den *= BigInt(current);
    }
    total += (num * 1000n) / den; // in thousandths of a cent, added up, then rounded down once
  }
  return Number(total / 1000n);
}
