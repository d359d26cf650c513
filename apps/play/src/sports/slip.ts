import { combinations, MAX_PARLAY_LEGS, MIN_PARLAY_LEGS, parseOdds, parseSystem, potentialPayoutCents, SYSTEMS, combinedOddsMilli } from '@portal/game-rules';

/** The sportsbook page's pure rules: the slip's selections, the bet types a slip allows, what it costs and returns, how lines and odds read. */

export interface Pick {
  outcome_id: number;
  event_id: number;
  market_id: number;
  kind: string;
  line: string | null;
  code: string;
  /** Decimal odds as the slip shows them ("2.100"). */
  odds: string;
  odds_hk: string;
  status: string;
  home: string;
  away: string;
  /** The odds the slip showed before the book moved them (shown struck through until the bet is placed). */
  prev?: string;
}

export type SlipMode = 'single' | 'parlay' | 'system';

/** Adds the pick, or removes it when it is already on the slip; another pick of the same market replaces it. */
export function togglePick(picks: readonly Pick[], pick: Pick): Pick[] {
  if (picks.some((p) => p.outcome_id === pick.outcome_id)) return picks.filter((p) => p.outcome_id !== pick.outcome_id);
  return [...picks.filter((p) => p.market_id !== pick.market_id), pick];
}

/** Whether the picks can be combined (a parlay or a system bet): one per event. */
export const distinctEvents = (picks: readonly Pick[]) => new Set(picks.map((p) => p.event_id)).size === picks.length;

/** The N串M systems `count` selections allow (N串1 is the parlay): "3/3", "3/4" for three. */
export function systemsFor(count: number): string[] {
  return Object.keys(SYSTEMS).filter((name) => name.startsWith(`${count}/`));
}

/** The bet types a slip of these picks allows. */
export function modesFor(picks: readonly Pick[]): SlipMode[] {
  const modes: SlipMode[] = picks.length > 0 ? ['single'] : [];
  if (picks.length >= MIN_PARLAY_LEGS && picks.length <= MAX_PARLAY_LEGS && distinctEvents(picks)) modes.push('parlay');
  if (systemsFor(picks.length).length > 0 && distinctEvents(picks)) modes.push('system');
  return modes;
}

/** A stake as typed: cents when it is a positive amount with at most 2 decimals, else null. */
export function stakeCents(raw: string): number | null {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(raw.trim());
  if (!m) return null;
  const cents = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return cents > 0 ? cents : null;
}

const legs = (picks: readonly Pick[]) => picks.map((p) => ({ oddsMilli: parseOdds(p.odds) ?? 1000, result: null }));

/**
 * What the slip would stake and return if every selection wins, in cents. Singles: one bet of
 * `stake` per selection; a parlay: one bet at the product of the odds; a system: `stake` per
 * combination (a 3串4 at 10 stakes 40). Each bet's return is rounded down to the cent, as the book does.
 */
export function slipTotals(picks: readonly Pick[], mode: SlipMode, system: string | null, unitCents: number): { bets: number; stake: number; payout: number } {
  if (picks.length === 0 || unitCents <= 0) return { bets: 0, stake: 0, payout: 0 };
  if (mode === 'single') {
    const payout = picks.reduce((sum, p) => sum + potentialPayoutCents({ unitCents, legs: legs([p]) }), 0);
    return { bets: picks.length, stake: unitCents * picks.length, payout };
  }
  if (mode === 'parlay') return { bets: 1, stake: unitCents, payout: potentialPayoutCents({ unitCents, legs: legs(picks) }) };
  const parsed = system ? parseSystem(system) : null;
  if (!parsed || parsed.n !== picks.length) return { bets: 0, stake: 0, payout: 0 };
  const combos = combinations(picks.length, parsed.sizes);
  return { bets: combos.length, stake: unitCents * combos.length, payout: potentialPayoutCents({ unitCents, legs: legs(picks), combos }) };
}

/** The parlay's combined odds as the slip shows them ("3.885"). */
export function parlayOdds(picks: readonly Pick[]): string {
  const milli = combinedOddsMilli(legs(picks));
  return `${Math.floor(milli / 1000)}.${String(milli % 1000).padStart(3, '0')}`;
}

/** Cents as money text: 12345 → "123.45". */
export const money = (cents: number) => `${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;

/**
 * A line as Asian books print it: a quarter line is the two lines it splits into ("0.5/1" for
 * 0.75); `signed` adds the sign of a handicap ("+0/0.5", "-1"), totals have none.
 */
export function asianLine(line: number, signed: boolean): string {
  const abs = Math.abs(line);
  const sign = !signed ? '' : line < 0 ? '-' : line > 0 ? '+' : '';
  const quarters = Math.round(abs * 4);
  const text = quarters % 2 === 1 ? `${(quarters - 1) / 4}/${(quarters + 1) / 4}` : String(abs);
  return sign + text;
}

/** The odds a button shows in the chosen format: decimal (欧洲盘) or Hong Kong (香港盘). */
export const shownOdds = (o: { odds: string; odds_hk: string }, format: OddsFormat) => (format === 'hk' ? o.odds_hk : o.odds);
export type OddsFormat = 'dec' | 'hk';

/** Applies the odds the book now quotes to the picks on the slip (a poll or a 240 refusal), keeping the rest. */
export function refreshPicks(picks: readonly Pick[], current: ReadonlyMap<number, { odds: string; odds_hk: string; status: string }>): Pick[] {
  return picks.map((p) => {
    const now = current.get(p.outcome_id);
    if (!now) return p;
    const prev = now.odds !== p.odds ? p.odds : p.prev;
    return { ...p, odds: now.odds, odds_hk: now.odds_hk, status: now.status, ...(prev ? { prev } : {}) };
  });
}
