import { randomUUID } from 'node:crypto';
import { ReplyCode, SportsCode, type MarketKindKey, type SportKey, type SportsBetInput } from '@portal/contracts';
import {
  betReady,
  cashoutCents,
  combinations,
  combinedOddsMilli,
  formatOdds,
  hongKongOdds,
  MAX_COMBINED_ODDS,
  MAX_PARLAY_LEGS,
  MIN_PARLAY_LEGS,
  parseOdds,
  parseSystem,
  potentialPayoutCents,
  totalStakeCents,
  withinCombinedOdds,
  type BetShape,
  type LegResult,
} from '@portal/game-rules';
import { Prisma } from '../../db/client.js';
import type { Sql, SqlPool } from '../../db/sql.js';
import type { RoundGate } from '../builtin/routes.js';
import { invalid, notFound } from '../../errors.js';
import { offerState, QUOTE_SECONDS, instant, SportsRefusal, utc, type OfferFacts, type SettingsRow, type Venue, VENUE_SPORTS } from './model.js';

// The book's bets (its store for sports_bets, sports_bet_legs and sports_cashout_quotes, and the
// stake, cash-out and payout postings on its wallets, builtin_wallets of the venue's brand).

const cents = (money: string) => {
  const [whole = '0', frac = ''] = money.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0').slice(0, 2));
};
const money = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;

/** A selection as read for a bet: the outcome, its market and event, and the desk's settings. */
interface SelectionRow extends OfferFacts, SettingsRow {
  outcome_id: number;
  code: string;
  odds: string;
  result: string | null;
  market_id: number;
  kind: MarketKindKey;
  line: string;
  odds_version: number;
  event_id: number;
  sport: SportKey;
  league: string;
  home: string;
  away: string;
  score_home: number | null;
  score_away: number | null;
}

const SELECTION_QUERY = `
  SELECT o.id AS outcome_id, o.code, o.odds::text, o.result, m.id AS market_id, m.kind, m.line::text, m.status AS market_status,
         m.suspended AS market_suspended, m.stale, m.in_play, m.odds_version, e.id AS event_id, e.sport, e.league, e.home, e.away,
         e.score_home, e.score_away, e.status AS event_status, e.suspended AS event_suspended, ${instant('e.starts_at')} AS starts_at,
         s.halted, s.margin::text, s.cashout_margin::text, s.min_stake::text, s.max_stake::text, s.default_cap::text
  FROM sports_outcomes o JOIN sports_markets m ON m.id = o.market_id JOIN sports_events e ON e.id = m.event_id
  CROSS JOIN sports_settings s WHERE s.id = 1 AND o.id = ANY($1::int[])`;

/** A leg as a reply shows it. */
export interface LegView {
  event_id: number;
  sport: SportKey;
  league: string;
  home: string;
  away: string;
  starts_at: number;
  event_status: string;
  score_home: number | null;
  score_away: number | null;
  market_id: number;
  kind: MarketKindKey;
  line: string;
  outcome_id: number;
  code: string;
  odds: string;
  result: string | null;
}

export interface BetRow {
  id: string;
  /** An open bet's cash-out price now, in cents (listed bets only; null: none). */
  cashout?: number | null;
  kind: 'single' | 'parlay' | 'system';
  system: string | null;
  combos: number[] | null;
  unit_stake: string;
  stake: string;
  odds: string;
  potential_payout: string;
  state: 'open' | 'settled' | 'cashed_out';
  result: string | null;
  payout: string;
  valid_stake: string;
  placed_at: Date;
  settled_at: Date | null;
  legs: LegView[];
}

const LEGS_JSON = `COALESCE((SELECT json_agg(json_build_object('event_id', e.id, 'sport', e.sport, 'league', e.league, 'home', e.home, 'away', e.away,
      'starts_at', (extract(epoch FROM e.starts_at) * 1000)::bigint, 'event_status', e.status, 'score_home', e.score_home, 'score_away', e.score_away,
      'market_id', m.id, 'kind', m.kind, 'line', m.line::text, 'outcome_id', o.id, 'code', o.code, 'odds', l.odds::text, 'result', o.result) ORDER BY l.leg_no)
    FROM sports_bet_legs l JOIN sports_outcomes o ON o.id = l.outcome_id JOIN sports_markets m ON m.id = l.market_id JOIN sports_events e ON e.id = l.event_id
    WHERE l.bet_id = b.id), '[]'::json)`;

export const BET_COLUMNS = `b.id::text, b.kind, b.system, b.combos, b.unit_stake::text, b.stake::text, b.odds::text, b.potential_payout::text, b.state,
  b.result, b.payout::text, b.valid_stake::text, ${instant('b.placed_at')} AS placed_at, ${instant('b.settled_at')} AS settled_at, ${LEGS_JSON} AS legs`;

/** A leg's market as it now stands: its outcome's current odds and whether it takes bets (the cash-out's inputs). */
type LegFacts = OfferFacts & { outcome_id: number; odds: string; market_id: number; exposure: string };
const LEG_FACTS = `o.id AS outcome_id, o.odds::text, m.id AS market_id, m.status AS market_status, m.suspended AS market_suspended, m.stale, m.in_play,
  e.status AS event_status, e.suspended AS event_suspended, ${instant('e.starts_at')} AS starts_at, s.halted, l.exposure::text`;
const LEG_FACTS_FROM = `JOIN sports_outcomes o ON o.id = l.outcome_id JOIN sports_markets m ON m.id = l.market_id JOIN sports_events e ON e.id = l.event_id`;

/** Who bets: the player's wallet at a venue's brand, and which sports the venue offers. */
export interface Bettor {
  brand: string;
  player: string;
  platname: string;
  venue: Venue;
}

/** The odds moved since the bet was checked (another bet's market lock saw a newer odds_version): check again. */
class OddsMoved extends Error {}

interface Plan {
  kind: SportsBetInput['type'];
  system: string | null;
  combos: number[];
  unitCents: number;
  stakeCents: number;
  potentialCents: number;
  oddsMilli: number;
  sport: string;
  accept: string;
  legs: (SelectionRow & { takenMilli: number; exposureCents: number })[];
  /** The markets with the exposure each takes and the odds version the bet was checked against, by market id. */
  markets: { id: number; cents: number; version: number }[];
}

/** The bet's shape from the slip: how many selections each type takes, the system's combinations. */
function shapeOf(input: SportsBetInput): { combos: number[]; system: string | null } {
  const n = input.selections.length;
  if (new Set(input.selections.map((s) => s.outcome_id)).size !== n) throw invalid('common.badRequest');
  if (input.type === 'single') {
    if (n !== 1 || input.system) throw invalid('sports.singleOne');
    return { combos: [], system: null };
  }
  if (input.type === 'parlay') {
    if (n < MIN_PARLAY_LEGS || n > MAX_PARLAY_LEGS || input.system) throw invalid('sports.parlayLegs').with({ min: MIN_PARLAY_LEGS, max: MAX_PARLAY_LEGS });
    return { combos: [], system: null };
  }
  const system = input.system ? parseSystem(input.system) : null;
  if (!system || system.n !== n) throw invalid('sports.systemInvalid');
  return { combos: combinations(n, system.sizes), system: input.system! };
}

export function createBets({ sql, maxPayout, clock }: { sql: SqlPool; maxPayout: string; clock: { now(): Date } }) {
  const maxPayoutCents = cents(maxPayout);

  /** Checks a slip against the book as it stands: offered, odds (by the slip's `accept`), limits. */
  function plan(who: Bettor, input: SportsBetInput, shape: ReturnType<typeof shapeOf>, rows: SelectionRow[], now: Date): Plan {
    const byOutcome = new Map(rows.map((r) => [r.outcome_id, r]));
    const selected = input.selections.map((s) => byOutcome.get(s.outcome_id));
    if (selected.some((r) => !r || !VENUE_SPORTS[who.venue].includes(r.sport))) throw new SportsRefusal(SportsCode.unavailable, 'sports.unavailable');
    const legs = selected as SelectionRow[];
    if (input.type !== 'single' && new Set(legs.map((l) => l.event_id)).size !== legs.length) throw invalid('sports.sameEvent');
    const states = legs.map((l) => offerState(l, now));
    if (states.some((s) => s !== 'open')) {
      const started = legs.some((l, i) => states[i] === 'suspended' && !l.in_play && (l.event_status === 'live' || l.starts_at.getTime() <= now.getTime()));
      throw new SportsRefusal(SportsCode.unavailable, started ? 'sports.started' : 'sports.unavailable');
    }
    // The odds: the slip's own when they still stand; moved, by its `accept`.
    const moved = legs.filter((l, i) => parseOdds(l.odds) !== parseOdds(input.selections[i]!.odds));
    const refused = moved.filter((l) => {
      const shown = parseOdds(input.selections.find((s) => s.outcome_id === l.outcome_id)!.odds)!;
      return input.accept === 'none' || (input.accept === 'better' && parseOdds(l.odds)! < shown);
    });
    if (refused.length > 0)
      throw new SportsRefusal(SportsCode.oddsChanged, 'sports.oddsChanged', {
        changes: moved.map((l) => ({ outcome_id: l.outcome_id, odds: l.odds, odds_hk: hongKongOdds(parseOdds(l.odds)!), status: 'open' as const })),
      });
    const settings = legs[0]!;
    const unitCents = cents(input.stake);
    const bet: BetShape = { unitCents, legs: legs.map((l) => ({ oddsMilli: parseOdds(l.odds)!, result: null })), combos: shape.combos };
    const stakeCents = totalStakeCents(bet);
    if (unitCents < cents(settings.min_stake)) throw new SportsRefusal(SportsCode.limit, 'sports.stakeMin').with({ min: settings.min_stake });
    if (stakeCents > cents(settings.max_stake)) throw new SportsRefusal(SportsCode.limit, 'sports.stakeMax').with({ max: settings.max_stake });
    if (!withinCombinedOdds(bet)) throw new SportsRefusal(SportsCode.limit, 'sports.oddsMax').with({ max: MAX_COMBINED_ODDS });
    const potentialCents = potentialPayoutCents(bet);
    if (potentialCents > maxPayoutCents) throw new SportsRefusal(SportsCode.limit, 'sports.payoutMax').with({ max: maxPayout });
    // Each market takes what the bet would pay through it: every combination that has a leg there, if it won.
    const combos = shape.combos.length ? shape.combos : [(1 << legs.length) - 1];
    const exposures = legs.map((_, i) =>
      combos
        .filter((mask) => (mask & (1 << i)) !== 0)
        .reduce((sum, mask) => sum + potentialPayoutCents({ unitCents, legs: bet.legs.filter((_, j) => (mask & (1 << j)) !== 0) }), 0),
    );
    const sports = new Set(legs.map((l) => l.sport));
    return {
      kind: input.type,
      system: shape.system,
      combos: shape.combos,
      unitCents,
      stakeCents,
      potentialCents,
      oddsMilli: shape.combos.length
        ? Math.max(...combos.map((m) => combinedOddsMilli(bet.legs.filter((_, j) => (m & (1 << j)) !== 0))))
        : combinedOddsMilli(bet.legs),
      sport: sports.size === 1 ? legs[0]!.sport : 'mixed',
      accept: input.accept,
      legs: legs.map((l, i) => ({ ...l, takenMilli: parseOdds(l.odds)!, exposureCents: exposures[i]! })),
      markets: legs.map((l, i) => ({ id: l.market_id, cents: exposures[i]!, version: l.odds_version })).sort((a, b) => a.id - b.id),
    };
  }

  /**
   * Records a checked bet: each market's exposure grows under its row lock (refused past its
   * liability cap, or if it closed or its odds moved meanwhile), then one statement takes the stake
   * from the wallet (refused when short), stores the bet and its legs and writes the stake's op.
   */
  async function record(tx: Sql, who: Bettor, p: Plan, { at, last }: { at: Date; last: boolean }): Promise<{ id: string; balance: string }> {
    if (p.markets.length > 1) await tx.query('SELECT id FROM sports_markets WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE', [p.markets.map((m) => m.id)]);
    const taken = await tx.query<{ id: number }>(
      `UPDATE sports_markets m SET exposure = m.exposure + x.amount FROM unnest($1::int[], $2::numeric[], $3::int[]) AS x(id, amount, version)
       WHERE m.id = x.id AND m.status = 'open' AND NOT m.suspended AND NOT m.stale AND m.odds_version = x.version
         AND (m.liability_cap IS NULL OR m.exposure + x.amount <= m.liability_cap) RETURNING m.id`,
      [p.markets.map((m) => m.id), p.markets.map((m) => money(m.cents)), p.markets.map((m) => m.version)],
    );
    if (taken.length !== p.markets.length) {
      const now = await tx.query<{ id: number; odds_version: number; status: string; suspended: boolean; stale: boolean; over: boolean }>(
        `SELECT m.id, m.odds_version, m.status, m.suspended, m.stale, m.liability_cap IS NOT NULL AND m.exposure + x.amount > m.liability_cap AS over
         FROM sports_markets m JOIN unnest($1::int[], $2::numeric[]) AS x(id, amount) ON x.id = m.id`,
        [p.markets.map((m) => m.id), p.markets.map((m) => money(m.cents))],
      );
      if (now.some((m) => m.status !== 'open' || m.suspended || m.stale)) throw new SportsRefusal(SportsCode.unavailable, 'sports.unavailable');
      if (now.some((m) => m.odds_version !== p.markets.find((x) => x.id === m.id)!.version)) throw new OddsMoved();
      throw new SportsRefusal(SportsCode.limit, 'sports.liability');
    }
    const [row] = await tx.query<{ id: string; balance: string }>(
      `WITH w AS (
         UPDATE builtin_wallets SET balance = balance - $3::numeric WHERE brand = $1 AND player = $2 AND balance >= $3::numeric RETURNING id, balance),
       b AS (
         INSERT INTO sports_bets (wallet_id, brand, kind, system, combos, unit_stake, stake, odds, potential_payout, sport, accept, placed_at)
         SELECT w.id, $1, $4, $5, $6::int[], $7::numeric, $3::numeric, $8::numeric, $9::numeric, $10, $11, $12::timestamptz AT TIME ZONE 'UTC' FROM w
         RETURNING id, wallet_id),
       l AS (
         INSERT INTO sports_bet_legs (bet_id, leg_no, event_id, market_id, outcome_id, odds, exposure)
         SELECT b.id, x.leg_no, x.event_id, x.market_id, x.outcome_id, x.odds, x.exposure
         FROM b, unnest($13::smallint[], $14::int[], $15::int[], $16::int[], $17::numeric[], $18::numeric[]) AS x(leg_no, event_id, market_id, outcome_id, odds, exposure)),
       o AS (
         INSERT INTO builtin_wallet_ops (wallet_id, brand, ref, kind, amount, balance_after)
         SELECT b.wallet_id, $1, 'sbet:' || b.id, 'sports.bet', -$3::numeric, w.balance FROM b, w)
       SELECT b.id::text AS id, w.balance::text AS balance FROM b, w`,
      [
        who.brand,
        who.player,
        money(p.stakeCents),
        p.kind,
        p.system,
        p.combos,
        money(p.unitCents),
        formatOdds(p.oddsMilli),
        money(p.potentialCents),
        p.sport,
        p.accept,
        utc(at),
        p.legs.map((_, i) => i),
        p.legs.map((l) => l.event_id),
        p.legs.map((l) => l.market_id),
        p.legs.map((l) => l.outcome_id),
        p.legs.map((l) => formatOdds(l.takenMilli)),
        p.legs.map((l) => money(l.exposureCents)),
      ],
      { thenCommit: last },
    );
    if (!row) throw new SportsRefusal(ReplyCode.overBalance, 'transfer.insufficient');
    return row;
  }

  /**
   * A bet from the slip: checked against the book (offered, the odds by `accept`, the limits), then
   * through the operator's gate (player protection, which may refuse it or run it in its own
   * transaction) recorded. A bet that met a newer odds version under its market's lock is checked
   * again (a few times) with the odds as they now are.
   */
  async function place(who: Bettor, input: SportsBetInput, gate?: RoundGate): Promise<{ bet: BetRow; balance: string }> {
    const shape = shapeOf(input);
    for (let attempt = 1; ; attempt++) {
      const now = clock.now();
      const rows = await sql.query<SelectionRow>(SELECTION_QUERY, [input.selections.map((s) => s.outcome_id)]);
      const p = plan(who, input, shape, rows, now);
      // The gate hands over its own transaction (a member with limits), or the pool: then the bet is a transaction of its own.
      const write = (db: Sql, at: Date) =>
        'tx' in db ? (db as SqlPool).tx((tx) => record(tx, who, p, { at, last: true })) : record(db, who, p, { at, last: false });
      try {
        const stake = new Prisma.Decimal(money(p.stakeCents));
        const done = gate ? await gate.round({ platname: who.platname, player: who.player }, stake, (db, at) => write(db, at)) : await write(sql, now);
        return { bet: placedView(done.id, p, now), balance: done.balance };
      } catch (err) {
        if (err instanceof OddsMoved && attempt < 3) continue;
        if (err instanceof OddsMoved) throw new SportsRefusal(SportsCode.unavailable, 'sports.unavailable');
        throw err;
      }
    }
  }

  function placedView(id: string, p: Plan, at: Date): BetRow {
    return {
      id,
      kind: p.kind,
      system: p.system,
      combos: p.combos,
      unit_stake: money(p.unitCents),
      stake: money(p.stakeCents),
      odds: formatOdds(p.oddsMilli),
      potential_payout: money(p.potentialCents),
      state: 'open',
      result: null,
      payout: '0.00',
      valid_stake: '0.00',
      placed_at: at,
      settled_at: null,
      legs: p.legs.map((l) => ({
        event_id: l.event_id,
        sport: l.sport,
        league: l.league,
        home: l.home,
        away: l.away,
        starts_at: l.starts_at.getTime(),
        event_status: l.event_status,
        score_home: l.score_home,
        score_away: l.score_away,
        market_id: l.market_id,
        kind: l.kind,
        line: l.line,
        outcome_id: l.outcome_id,
        code: l.code,
        odds: formatOdds(l.takenMilli),
        result: null,
      })),
    };
  }

  /** The player's bets at the venue's brand, newest first: open, settled (cash-outs included) or all. */
  async function list(who: Bettor, { state, page, perPage }: { state: 'open' | 'settled' | 'all'; page: number; perPage: number }) {
    const states = state === 'open' ? ['open'] : state === 'settled' ? ['settled', 'cashed_out'] : ['open', 'settled', 'cashed_out'];
    const wallet = `(SELECT id FROM builtin_wallets WHERE brand = $1 AND player = $2)`;
    const [rows, [total]] = await Promise.all([
      sql.query<BetRow>(
        `SELECT ${BET_COLUMNS} FROM sports_bets b WHERE b.wallet_id = ${wallet} AND b.state = ANY($3::text[]) ORDER BY b.id DESC LIMIT ${perPage} OFFSET $4`,
        [who.brand, who.player, states, (page - 1) * perPage],
      ),
      sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM sports_bets b WHERE b.wallet_id = ${wallet} AND b.state = ANY($3::text[])`, [
        who.brand,
        who.player,
        states,
      ]),
    ]);
    // What each open bet would cash out for now (shown beside it; /cashout/quote gives the price that holds).
    const open = rows.filter((r) => r.state === 'open');
    const cashout = new Map<string, number | null>();
    if (open.length > 0) {
      const now = clock.now();
      const facts = await sql.query<LegFacts & { bet_id: string; cashout_margin: string }>(
        `SELECT l.bet_id::text, ${LEG_FACTS}, s.cashout_margin::text FROM sports_bet_legs l ${LEG_FACTS_FROM} CROSS JOIN sports_settings s
         WHERE s.id = 1 AND l.bet_id = ANY($1::bigint[]) ORDER BY l.bet_id, l.leg_no`,
        [open.map((r) => r.id)],
      );
      for (const bet of open) {
        const legs = facts.filter((f) => f.bet_id === bet.id);
        cashout.set(bet.id, legs.length ? worth({ ...bet, cashout_margin: legs[0]!.cashout_margin }, legs, now) : null);
      }
    }
    return { rows: rows.map((r) => ({ ...r, cashout: cashout.get(r.id) ?? null })), total: total!.n };
  }

  /** A bet of the player's (or nothing: another player's bet is "not found"), its legs with their markets as they now stand. */
  async function ownBet(db: Sql, who: Bettor, betId: string) {
    const [bet] = await db.query<BetRow & { wallet_id: number; cashout_margin: string; halted: boolean }>(
      `SELECT ${BET_COLUMNS}, b.wallet_id, s.cashout_margin::text, s.halted FROM sports_bets b CROSS JOIN sports_settings s
       WHERE s.id = 1 AND b.id = $3::bigint AND b.wallet_id = (SELECT id FROM builtin_wallets WHERE brand = $1 AND player = $2)`,
      [who.brand, who.player, betId],
    );
    if (!bet) throw notFound('sports.betNotFound');
    const markets = await db.query<LegFacts>(
      `SELECT ${LEG_FACTS} FROM sports_bet_legs l ${LEG_FACTS_FROM} CROSS JOIN sports_settings s WHERE s.id = 1 AND l.bet_id = $1::bigint ORDER BY l.leg_no`,
      [betId],
    );
    return { bet, markets };
  }

  /** What the bet is worth now (cents), or null when it cannot be cashed out (not open, a leg suspended or lost). */
  function worth(bet: BetRow & { cashout_margin: string }, markets: LegFacts[], now: Date): number | null {
    if (bet.state !== 'open') return null;
    const legs = bet.legs.map((l) => ({ oddsMilli: parseOdds(l.odds)!, result: (l.result as LegResult | null) ?? null }));
    if (legs.some((l) => l.result === 'lose') || betReady({ unitCents: cents(bet.unit_stake), legs, combos: bet.combos })) return null;
    const current = markets.map((m, i) => (legs[i]!.result !== null ? null : offerState(m, now) === 'open' ? parseOdds(m.odds) : null));
    if (legs.some((l, i) => l.result === null && current[i] === null)) return null;
    const marginBp = Math.round(Number(bet.cashout_margin) * 10_000);
    const value = cashoutCents({ unitCents: cents(bet.unit_stake), legs, combos: bet.combos, current }, marginBp);
    return value !== null && value > 0 ? value : null;
  }

  /** A cash-out price for an open bet of the player's, valid QUOTE_SECONDS. */
  async function quote(who: Bettor, betId: string) {
    const now = clock.now();
    const { bet, markets } = await ownBet(sql, who, betId);
    const value = worth(bet, markets, now);
    if (value === null) throw new SportsRefusal(SportsCode.cashout, 'sports.cashoutUnavailable');
    const id = randomUUID();
    const expiresAt = new Date(now.getTime() + QUOTE_SECONDS * 1000);
    await sql.query(
      `INSERT INTO sports_cashout_quotes (id, bet_id, amount, expires_at, created_at) VALUES ($1, $2::bigint, $3::numeric, $4::timestamptz AT TIME ZONE 'UTC', $5::timestamptz AT TIME ZONE 'UTC')`,
      [id, betId, money(value), utc(expiresAt), utc(now)],
    );
    return { quote_id: id, bet_id: betId, amount: money(value), expires_at: expiresAt, valid_seconds: QUOTE_SECONDS };
  }

  /**
   * Pays a quote once: the open legs' markets locked (in id order, as a bet locks them), the quote
   * marked used (a second request finds it used), the bet still open and still worth at least the
   * quote at today's prices (a leg suspended since, or prices moved against the quote: refused),
   * then the bet closed as cashed out, the wallet credited with its op, and the markets' exposure
   * released. One transaction: a refusal writes nothing.
   */
  async function cashout(who: Bettor, betId: string, quoteId: string) {
    return sql.tx(async (tx) => {
      const now = clock.now();
      const legs = await tx.query<{ market_id: number }>(
        `SELECT DISTINCT l.market_id FROM sports_bet_legs l JOIN sports_bets b ON b.id = l.bet_id
         WHERE l.bet_id = $3::bigint AND b.wallet_id = (SELECT id FROM builtin_wallets WHERE brand = $1 AND player = $2) ORDER BY l.market_id`,
        [who.brand, who.player, betId],
      );
      if (legs.length === 0) throw notFound('sports.betNotFound');
      await tx.query('SELECT id FROM sports_markets WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE', [legs.map((l) => l.market_id)]);
      const [used] = await tx.query<{ amount: string }>(
        `UPDATE sports_cashout_quotes SET used_at = $3::timestamptz AT TIME ZONE 'UTC'
         WHERE id = $1 AND bet_id = $2::bigint AND used_at IS NULL AND expires_at > $3::timestamptz AT TIME ZONE 'UTC' RETURNING amount::text`,
        [quoteId, betId, utc(now)],
      );
      if (!used) throw new SportsRefusal(SportsCode.cashout, 'sports.quoteExpired');
      const { bet, markets } = await ownBet(tx, who, betId);
      const value = worth(bet, markets, now);
      if (value === null) throw new SportsRefusal(SportsCode.cashout, 'sports.cashoutUnavailable');
      if (value < cents(used.amount)) throw new SportsRefusal(SportsCode.cashout, 'sports.quoteExpired');
      const [paid] = await tx.query<{ balance: string }>(
        `WITH b AS (
           UPDATE sports_bets SET state = 'cashed_out', payout = $2::numeric, valid_stake = stake, version = version + 1,
             settled_at = $3::timestamptz AT TIME ZONE 'UTC', xid = ((pg_current_xact_id())::text)::bigint
           WHERE id = $1::bigint AND state = 'open' RETURNING id, wallet_id, brand),
         w AS (UPDATE builtin_wallets w SET balance = w.balance + $2::numeric FROM b WHERE w.id = b.wallet_id RETURNING w.id, w.balance),
         o AS (INSERT INTO builtin_wallet_ops (wallet_id, brand, ref, kind, amount, balance_after)
               SELECT b.wallet_id, b.brand, 'scash:' || b.id, 'sports.cashout', $2::numeric, w.balance FROM b, w),
         x AS (UPDATE sports_markets m SET exposure = GREATEST(m.exposure - l.exposure, 0) FROM sports_bet_legs l, b
               WHERE l.bet_id = b.id AND m.id = l.market_id AND m.status = 'open')
         SELECT w.balance::text AS balance FROM w`,
        [betId, used.amount, utc(now)],
      );
      if (!paid) throw new SportsRefusal(SportsCode.cashout, 'sports.cashoutUnavailable');
      const [after] = await tx.query<BetRow>(`SELECT ${BET_COLUMNS} FROM sports_bets b WHERE b.id = $1::bigint`, [betId]);
      return { bet: after!, balance: paid.balance };
    });
  }

  /**
   * The bets of a brand changed after `cursor` ("xid:id"), oldest transaction first: the feed the
   * portal's bet sync reads (the built-in books' commit-safe horizon, books.ts betsSince). Every
   * change of a bet (placed, settled, cashed out, re-settled) gives it its transaction's xid, so it
   * is read again, as it now stands.
   */
  async function changedSince(brand: string, cursor: string, limit: number) {
    const [after = '0', afterId = '0'] = cursor.split(':');
    const [{ horizon }] = (await sql.query<{ horizon: string }>(
      `WITH s AS (SELECT pg_snapshot_xmax(pg_current_snapshot())::text::bigint AS xmax),
            r AS (SELECT s.xmax, ((a.backend_xid::text::bigint - s.xmax % 4294967296) % 4294967296 + 4294967296) % 4294967296 AS ahead
                  FROM s JOIN pg_stat_activity a ON a.datname = current_database() AND a.backend_xid IS NOT NULL)
       SELECT LEAST((SELECT xmax FROM s), MIN(r.xmax + r.ahead - CASE WHEN r.ahead >= 2147483648 THEN 4294967296 ELSE 0 END))::text AS horizon FROM r`,
    )) as [{ horizon: string }];
    return sql.query<{
      id: string;
      xid: string;
      kind: string;
      system: string | null;
      sport: string;
      state: string;
      result: string | null;
      stake: string;
      payout: string;
      valid_stake: string;
      placed_at: Date;
      player: string;
    }>(
      `SELECT b.id::text, b.xid::text, b.kind, b.system, b.sport, b.state, b.result, b.stake::text, b.payout::text, b.valid_stake::text,
              ${instant('b.placed_at')} AS placed_at, w.player
       FROM sports_bets b JOIN builtin_wallets w ON w.id = b.wallet_id
       WHERE b.brand = $1 AND b.xid < $2::bigint AND (b.xid, b.id) > ($3::bigint, $4::bigint) ORDER BY b.xid, b.id LIMIT $5`,
      [brand, horizon, after, afterId, limit],
    );
  }

  return { place, list, quote, cashout, changedSince };
}

export type Bets = ReturnType<typeof createBets>;
export { cents, money };
