import { ReplyCode, type EventView, type MarketKindKey, type SportKey, type SportsEventSaveInput, type SportsMarketSaveInput } from '@portal/contracts';
import { BALL_KINDS, ESPORT_KINDS, isCorrectScoreCode, isEsport, LINE_KINDS, outcomeCodesOf, parseOdds, type MarketKind } from '@portal/game-rules';
import type { Sql } from '../../db/sql.js';
import { AppError, invalid, notFound } from '../../errors.js';
import { beijingDayEnd, beijingDayStart, beijingInstant } from '../../time.js';
import { instant, utc, type SettingsRow } from './model.js';

// The book's catalogue (its store for sports_events, sports_markets, sports_outcomes and
// sports_settings): what players and the desk read, and the desk's changes. Every function takes
// the caller's Sql (a transaction when it writes).

export interface OutcomeRow {
  id: number;
  code: string;
  odds: string;
  result: string | null;
}

export interface MarketRow {
  id: number;
  kind: MarketKindKey;
  line: string;
  status: string;
  suspended: boolean;
  stale: boolean;
  in_play: boolean;
  liability_cap: string | null;
  exposure: string;
  odds_version: number;
  result_version: number;
  outcomes: OutcomeRow[];
}

export interface EventRow {
  id: number;
  sport: SportKey;
  league: string;
  home: string;
  away: string;
  starts_at: Date;
  status: string;
  score_home: number | null;
  score_away: number | null;
  suspended: boolean;
  source: 'desk' | 'feed' | 'demo';
  result_version: number;
  markets: MarketRow[];
}

/** An event's columns, read back as instants, and its markets with their outcomes (one JSON array). */
export const EVENT_COLUMNS = `e.id, e.sport, e.league, e.home, e.away, ${instant('e.starts_at')} AS starts_at, e.status, e.score_home, e.score_away,
  e.suspended, e.source, e.result_version,
  COALESCE((SELECT json_agg(json_build_object('id', m.id, 'kind', m.kind, 'line', m.line::text, 'status', m.status, 'suspended', m.suspended,
      'stale', m.stale, 'in_play', m.in_play, 'liability_cap', m.liability_cap::text, 'exposure', m.exposure::text, 'odds_version', m.odds_version,
      'result_version', m.result_version,
      'outcomes', COALESCE((SELECT json_agg(json_build_object('id', o.id, 'code', o.code, 'odds', o.odds::text, 'result', o.result) ORDER BY o.sort, o.id)
                            FROM sports_outcomes o WHERE o.market_id = m.id), '[]'::json)) ORDER BY m.sort, m.id)
    FROM sports_markets m WHERE m.event_id = e.id), '[]'::json) AS markets`;

const SETTINGS_COLUMNS = 'margin::text, cashout_margin::text, min_stake::text, max_stake::text, default_cap::text, halted';

export async function readSettings(db: Sql): Promise<SettingsRow> {
  const [row] = await db.query<SettingsRow>(`SELECT ${SETTINGS_COLUMNS} FROM sports_settings WHERE id = 1`);
  return row ?? { margin: '0.0500', cashout_margin: '0.0500', min_stake: '10.00', max_stake: '50000.00', default_cap: null, halted: false };
}

/** The times the views compare with, as the CTE `t` of their queries ($1 now, $2 the end of the Beijing day, $3 results since). */
const TIMES = `t AS (SELECT $1::timestamptz AT TIME ZONE 'UTC' AS now, $2::timestamptz AT TIME ZONE 'UTC' AS day_end, $3::timestamptz AT TIME ZONE 'UTC' AS since)`;
const VIEW_WHERE: Record<EventView | 'open', string> = {
  open: `e.status IN ('not_started', 'live') AND e.result_version = 0`,
  today: `e.status = 'not_started' AND e.result_version = 0 AND e.starts_at > t.now AND e.starts_at < t.day_end`,
  early: `e.status = 'not_started' AND e.result_version = 0 AND e.starts_at >= t.day_end`,
  live: `e.status = 'live' AND e.result_version = 0`,
  results: `(e.status IN ('ended', 'cancelled') OR e.result_version > 0) AND e.starts_at >= t.since`,
};

/** How far back the results view reaches. */
const RESULT_DAYS = 3;
/** The most events one list carries. */
const LIST_MAX = 300;

/**
 * The events a player of a venue sees: of its sports, in a view (default: everything still to be
 * played or in play), optionally one sport, one league or one event; with each view's count and
 * the sports and leagues of the default view with their counts.
 */
export async function playerEvents(
  db: Sql,
  {
    sports,
    view,
    sport,
    league,
    eventId,
    now,
  }: { sports: readonly SportKey[]; view?: EventView; sport?: SportKey; league?: string; eventId?: number; now: Date },
) {
  const dayEnd = beijingDayEnd(now);
  const resultsSince = beijingDayStart(now, RESULT_DAYS - 1);
  const params = [utc(now), utc(dayEnd), utc(resultsSince), sport ? [sport] : sports, league ?? null, eventId ?? null];
  const scope = `e.sport = ANY($4::text[]) AND ($5::text IS NULL OR e.league = $5) AND ($6::int IS NULL OR e.id = $6)`;
  const where = eventId ? 'true' : VIEW_WHERE[view ?? 'open'];
  const order = view === 'results' ? 'e.starts_at DESC, e.id DESC' : 'e.starts_at, e.id';
  const [events, counts, leagues] = await Promise.all([
    db.query<EventRow>(`WITH ${TIMES} SELECT ${EVENT_COLUMNS} FROM sports_events e, t WHERE ${scope} AND ${where} ORDER BY ${order} LIMIT ${LIST_MAX}`, params),
    db.query<Record<EventView, number>>(
      `WITH ${TIMES}
       SELECT count(*) FILTER (WHERE ${VIEW_WHERE.today})::int AS today, count(*) FILTER (WHERE ${VIEW_WHERE.early})::int AS early,
              count(*) FILTER (WHERE ${VIEW_WHERE.live})::int AS live, count(*) FILTER (WHERE ${VIEW_WHERE.results})::int AS results
       FROM sports_events e, t WHERE e.sport = ANY($4::text[]) AND (e.status IN ('not_started', 'live') OR e.starts_at >= t.since)`,
      [...params.slice(0, 3), sports],
    ),
    db.query<{ sport: SportKey; league: string; count: number }>(
      `SELECT e.sport, e.league, count(*)::int AS count FROM sports_events e
       WHERE e.sport = ANY($1::text[]) AND ${VIEW_WHERE.open} GROUP BY e.sport, e.league ORDER BY e.sport, count(*) DESC, e.league`,
      [sports],
    ),
  ]);
  return { events, counts: counts[0]!, leagues };
}

export async function eventById(db: Sql, id: number, { lock = false }: { lock?: boolean } = {}): Promise<EventRow | undefined> {
  if (lock) await db.query('SELECT 1 FROM sports_events WHERE id = $1 FOR UPDATE', [id]);
  const [row] = await db.query<EventRow>(`SELECT ${EVENT_COLUMNS} FROM sports_events e WHERE e.id = $1`, [id]);
  return row;
}

/** The desk's event list: open bets and stake beside each event. */
export async function deskEvents(db: Sql, f: { sport?: SportKey; status?: string; q: string; from?: string; to?: string; page: number; perPage: number }) {
  const params = [
    f.sport ?? null,
    f.status ?? null,
    f.q ? `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null,
    f.from ? utc(beijingInstant(f.from)) : null,
    f.to ? utc(new Date(beijingInstant(f.to).getTime() + 86_400_000)) : null,
  ];
  const where = `($1::text IS NULL OR e.sport = $1) AND ($2::text IS NULL OR e.status = $2)
    AND ($3::text IS NULL OR e.home ILIKE $3 OR e.away ILIKE $3 OR e.league ILIKE $3)
    AND ($4::text IS NULL OR e.starts_at >= ($4::timestamptz AT TIME ZONE 'UTC')) AND ($5::text IS NULL OR e.starts_at < ($5::timestamptz AT TIME ZONE 'UTC'))`;
  const [rows, [total]] = await Promise.all([
    db.query<EventRow & { open_bets: number; open_stake: string }>(
      `SELECT ${EVENT_COLUMNS},
              (SELECT count(DISTINCT b.id)::int FROM sports_bet_legs l JOIN sports_bets b ON b.id = l.bet_id WHERE l.event_id = e.id AND b.state = 'open') AS open_bets,
              (SELECT COALESCE(sum(b.stake), 0)::text FROM sports_bets b WHERE b.state = 'open' AND b.id IN (SELECT bet_id FROM sports_bet_legs WHERE event_id = e.id)) AS open_stake
       FROM sports_events e WHERE ${where} ORDER BY e.starts_at DESC, e.id DESC LIMIT ${f.perPage} OFFSET $6`,
      [...params, (f.page - 1) * f.perPage],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM sports_events e WHERE ${where}`, params),
  ]);
  return { rows, total: total!.n };
}

// ---- the desk's changes ----

const kindsOf = (sport: SportKey): readonly MarketKind[] => (isEsport(sport) ? ESPORT_KINDS : BALL_KINDS);
const closed = (e: { status: string; result_version: number }) => e.status === 'ended' || e.status === 'cancelled' || e.result_version > 0;

/** A new event, or an event's details (not once it ended, was cancelled or has a result). */
export async function saveEvent(tx: Sql, input: SportsEventSaveInput, now: Date): Promise<number> {
  const startsAt = beijingInstant(input.starts_at);
  const score = input.score_home !== undefined && input.score_away !== undefined ? [input.score_home, input.score_away] : [null, null];
  if (input.id === undefined) {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO sports_events (sport, league, home, away, starts_at, status, score_home, score_away, source, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5::timestamptz AT TIME ZONE 'UTC', $6, $7, $8, 'desk', $9::timestamptz AT TIME ZONE 'UTC', $9::timestamptz AT TIME ZONE 'UTC') RETURNING id`,
      [input.sport, input.league, input.home, input.away, utc(startsAt), input.status ?? 'not_started', score[0], score[1], utc(now)],
    );
    return row!.id;
  }
  const event = await eventById(tx, input.id, { lock: true });
  if (!event) throw notFound('sports.eventNotFound');
  if (closed(event)) throw new AppError(ReplyCode.denied, 'sports.eventClosed');
  if (event.sport !== input.sport && event.markets.some((m) => !kindsOf(input.sport).includes(m.kind))) throw invalid('sports.kindNotForSport');
  await tx.query(
    `UPDATE sports_events SET sport = $2, league = $3, home = $4, away = $5, starts_at = $6::timestamptz AT TIME ZONE 'UTC',
       status = COALESCE($7, CASE WHEN status = 'postponed' THEN 'not_started' ELSE status END),
       score_home = COALESCE($8, score_home), score_away = COALESCE($9, score_away), updated_at = $10::timestamptz AT TIME ZONE 'UTC'
     WHERE id = $1`,
    [input.id, input.sport, input.league, input.home, input.away, utc(startsAt), input.status ?? null, score[0], score[1], utc(now)],
  );
  return input.id;
}

/** The outcomes a market of this kind must have: the kind's codes, or (correct score) distinct scores and perhaps "other". */
function checkOutcomes(kind: MarketKind, codes: string[]) {
  const fixed = outcomeCodesOf(kind);
  const distinct = new Set(codes).size === codes.length;
  const fits = fixed ? distinct && codes.length === fixed.length && fixed.every((c) => codes.includes(c)) : distinct && codes.every(isCorrectScoreCode);
  if (!fits) throw invalid('sports.outcomesInvalid');
}

function oddsOf(text: string): string {
  const milli = parseOdds(text);
  if (milli === null) throw invalid('common.badRequest');
  return (milli / 1000).toFixed(3);
}

/**
 * A new market of an event with its outcomes and odds, or (with `id`) a market's offer in play,
 * liability cap and odds; a market's outcomes are fixed once made. Returns the market's id.
 */
export async function saveMarket(tx: Sql, input: SportsMarketSaveInput, settings: SettingsRow, now: Date): Promise<number> {
  const event = await eventById(tx, input.event_id, { lock: true });
  if (!event) throw notFound('sports.eventNotFound');
  if (closed(event)) throw new AppError(ReplyCode.denied, 'sports.eventClosed');
  if (!kindsOf(event.sport).includes(input.kind)) throw invalid('sports.kindNotForSport');
  const hasLine = LINE_KINDS.includes(input.kind);
  // A kind with a line needs one to be made (a market being changed is found by its id); a kind without one takes none.
  if ((!hasLine && input.line !== undefined) || (hasLine && input.line === undefined && input.id === undefined)) throw invalid('sports.lineInvalid');
  checkOutcomes(
    input.kind,
    input.outcomes.map((o) => o.code),
  );
  const odds = input.outcomes.map((o) => ({ code: o.code, odds: oddsOf(o.odds) }));
  const cap = input.liability_cap === undefined ? undefined : input.liability_cap;

  if (input.id === undefined) {
    const [market] = await tx.query<{ id: number }>(
      `INSERT INTO sports_markets (event_id, kind, line, in_play, liability_cap, sort, created_at, updated_at)
       VALUES ($1, $2, $3::numeric, $4, $5::numeric, (SELECT count(*) FROM sports_markets WHERE event_id = $1), $6::timestamptz AT TIME ZONE 'UTC', $6::timestamptz AT TIME ZONE 'UTC')
       ON CONFLICT (event_id, kind, line) DO NOTHING RETURNING id`,
      [event.id, input.kind, String(input.line ?? 0), input.in_play, cap === undefined ? settings.default_cap : cap, utc(now)],
    );
    if (!market) throw new AppError(ReplyCode.denied, 'sports.marketExists');
    await tx.query(
      `INSERT INTO sports_outcomes (market_id, code, odds, sort) SELECT $1, code, odds, n FROM unnest($2::text[], $3::numeric[]) WITH ORDINALITY AS x(code, odds, n)`,
      [market.id, odds.map((o) => o.code), odds.map((o) => o.odds)],
    );
    return market.id;
  }
  const market = event.markets.find((m) => m.id === input.id);
  if (!market || market.kind !== input.kind || (hasLine && input.line !== undefined && Number(market.line) !== input.line))
    throw notFound('sports.marketNotFound');
  if (market.status !== 'open') throw new AppError(ReplyCode.denied, 'sports.eventClosed');
  const codes = market.outcomes.map((o) => o.code);
  if (codes.length !== odds.length || !odds.every((o) => codes.includes(o.code))) throw invalid('sports.outcomesFixed');
  await tx.query(
    `UPDATE sports_markets SET in_play = $2, liability_cap = CASE WHEN $4 THEN $3::numeric ELSE liability_cap END, updated_at = $5::timestamptz AT TIME ZONE 'UTC' WHERE id = $1`,
    [market.id, input.in_play, cap ?? null, cap !== undefined, utc(now)],
  );
  await setOdds(
    tx,
    market.id,
    odds.map((o) => ({ id: market.outcomes.find((x) => x.code === o.code)!.id, odds: o.odds })),
  );
  return market.id;
}

/**
 * New odds for outcomes of one open market: the market's row is locked first (a bet checking the
 * odds holds the same lock), and its odds_version moves when any price changed, so a bet checked
 * against the old prices is checked again. Returns whether anything changed, and the market’s event.
 */
export async function setOdds(tx: Sql, marketId: number, outcomes: { id: number; odds: string }[]): Promise<{ changed: boolean; eventId: number }> {
  const [market] = await tx.query<{ status: string; event_id: number }>('SELECT status, event_id FROM sports_markets WHERE id = $1 FOR UPDATE', [marketId]);
  if (!market) throw notFound('sports.marketNotFound');
  if (market.status !== 'open') throw new AppError(ReplyCode.denied, 'sports.eventClosed');
  const ids = outcomes.map((o) => o.id);
  const [{ n } = { n: 0 }] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM sports_outcomes WHERE market_id = $1 AND id = ANY($2::int[])', [
    marketId,
    ids,
  ]);
  if (n !== new Set(ids).size) throw notFound('sports.outcomeNotFound');
  const changed = await tx.query(
    `UPDATE sports_outcomes o SET odds = x.odds FROM unnest($2::int[], $3::numeric[]) AS x(id, odds)
     WHERE o.market_id = $1 AND o.id = x.id AND o.odds <> x.odds RETURNING o.id`,
    [marketId, ids, outcomes.map((o) => oddsOf(o.odds))],
  );
  if (changed.length > 0) await tx.query('UPDATE sports_markets SET odds_version = odds_version + 1 WHERE id = $1', [marketId]);
  return { changed: changed.length > 0, eventId: market.event_id };
}

/** Stops (or reopens) a market, an event, or every market (`all`, the settings' halt). Returns how many rows changed. */
export async function suspend(tx: Sql, { scope, id, suspended }: { scope: 'market' | 'event' | 'all'; id?: number; suspended: boolean }): Promise<number> {
  if (scope === 'all') return (await tx.query('UPDATE sports_settings SET halted = $1 WHERE id = 1 AND halted <> $1 RETURNING id', [suspended])).length;
  const table = scope === 'market' ? 'sports_markets' : 'sports_events';
  const [exists] = await tx.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id]);
  if (!exists) throw notFound(scope === 'market' ? 'sports.marketNotFound' : 'sports.eventNotFound');
  return (await tx.query(`UPDATE ${table} SET suspended = $2 WHERE id = $1 AND suspended <> $2 RETURNING id`, [id, suspended])).length;
}

export async function saveSettings(
  tx: Sql,
  s: { margin: string; cashout_margin: string; min_stake: string; max_stake: string; default_cap: string | null },
  now: Date,
): Promise<SettingsRow> {
  const [row] = await tx.query<SettingsRow>(
    `UPDATE sports_settings SET margin = $1::numeric, cashout_margin = $2::numeric, min_stake = $3::numeric, max_stake = $4::numeric, default_cap = $5::numeric,
       updated_at = $6::timestamptz AT TIME ZONE 'UTC' WHERE id = 1 RETURNING ${SETTINGS_COLUMNS}`,
    [s.margin, s.cashout_margin, s.min_stake, s.max_stake, s.default_cap, utc(now)],
  );
  return row!;
}
