import { ReplyCode } from '@portal/contracts';
import { lineQuarters, outcomeResult, type LegResult, type MarketKind } from '@portal/game-rules';
import type { Sql, SqlPool } from '../../db/sql.js';
import { AppError, notFound } from '../../errors.js';
import { eventById, type EventRow } from './catalog.js';
import { utc } from './model.js';

// Settlement (the book's store for sports_settlements, sports_resettles and sports_debts, and the
// payout, reversal and debt postings on its wallets). Set-based: one statement settles every ready
// bet of the markets a result closes, however many; idempotent: a result is applied once per
// (market, version), and a bet is paid only while open. Settlements (and re-settlements) take one
// cluster-wide lock, so two never touch the same wallets in different orders.

/** Serialises settlements: they lock many wallets each. */
const SETTLE_LOCK = `SELECT pg_advisory_xact_lock(hashtext('sports:settle'))`;

/**
 * Settles every open bet with a leg on `marketIds` that is ready (all its legs have a result, or a
 * single or parlay has lost a leg): each combination's return is its unit stake times the product
 * of its legs' factors (win D, half win (1 + D) / 2, push and void 1, half loss 1/2, loss 0),
 * rounded down to the cent, and the valid turnover as @portal/game-rules counts it; the bet's
 * payout is credited to its wallet with an op `spay:<bet>:<version>` (balance after each, in bet
 * order). Returns how many bets it settled.
 */
export async function settleBets(tx: Sql, marketIds: number[], now: Date): Promise<number> {
  if (marketIds.length === 0) return 0;
  const [row] = await tx.query<{ n: number }>(
    `WITH cand AS (
       SELECT DISTINCT l.bet_id FROM sports_bet_legs l JOIN sports_bets b ON b.id = l.bet_id WHERE l.market_id = ANY($1::int[]) AND b.state = 'open'),
     legs AS (
       SELECT l.bet_id, l.leg_no, o.result,
              CASE o.result WHEN 'win' THEN l.odds WHEN 'half_win' THEN (1 + l.odds) * 0.5 WHEN 'half_lose' THEN 0.5 WHEN 'lose' THEN 0 ELSE 1 END AS factor
       FROM cand c JOIN sports_bet_legs l ON l.bet_id = c.bet_id JOIN sports_outcomes o ON o.id = l.outcome_id),
     ready AS (
       SELECT b.id, b.kind, b.unit_stake, b.combos, s.all_void, s.any_result
       FROM (SELECT bet_id, bool_and(result IS NOT NULL) AS all_in, bool_or(result = 'lose') AS lost, bool_and(result = 'void') AS all_void,
                    min(result) AS any_result FROM legs GROUP BY bet_id) s
       JOIN sports_bets b ON b.id = s.bet_id WHERE s.all_in OR (s.lost AND b.kind <> 'system')),
     combos AS (
       SELECT r.id AS bet_id, r.unit_stake, m.mask FROM ready r CROSS JOIN LATERAL unnest(CASE WHEN r.kind = 'system' THEN r.combos ELSE ARRAY[-1] END) AS m(mask)),
     combo_figures AS (
       SELECT c.bet_id,
              CASE WHEN bool_or(l.result = 'lose') THEN 0 ELSE trunc(c.unit_stake * sports_product(l.factor), 2) END AS payout,
              CASE WHEN bool_or(l.result = 'lose') THEN c.unit_stake
                   WHEN count(*) FILTER (WHERE l.result NOT IN ('push', 'void')) = 0 THEN 0
                   WHEN count(*) FILTER (WHERE l.result NOT IN ('push', 'void')) = 1 AND bool_or(l.result IN ('half_win', 'half_lose')) THEN trunc(c.unit_stake / 2, 2)
                   ELSE c.unit_stake END AS valid
       FROM combos c JOIN legs l ON l.bet_id = c.bet_id AND (c.mask = -1 OR (c.mask & (1 << l.leg_no)) <> 0)
       GROUP BY c.bet_id, c.mask, c.unit_stake),
     figures AS (
       SELECT r.id, sum(f.payout) AS payout, sum(f.valid) AS valid, bool_and(r.all_void) AS all_void, min(r.any_result) AS single_result
       FROM ready r JOIN combo_figures f ON f.bet_id = r.id GROUP BY r.id),
     settled AS (
       UPDATE sports_bets b SET state = 'settled', payout = f.payout, valid_stake = f.valid, version = b.version + 1,
              result = CASE WHEN b.kind = 'single' THEN f.single_result WHEN f.all_void THEN 'void' WHEN f.payout > b.stake THEN 'win'
                            WHEN f.payout = b.stake THEN 'push' WHEN f.payout = 0 THEN 'lose' ELSE 'half_lose' END,
              settled_at = $2::timestamptz AT TIME ZONE 'UTC', xid = ((pg_current_xact_id())::text)::bigint
       FROM figures f WHERE b.id = f.id AND b.state = 'open'
       RETURNING b.id, b.wallet_id, b.brand, b.payout, b.version),
     credits AS (SELECT wallet_id, sum(payout) AS total FROM settled WHERE payout > 0 GROUP BY wallet_id),
     w AS (UPDATE builtin_wallets w SET balance = w.balance + c.total FROM credits c WHERE w.id = c.wallet_id RETURNING w.id, w.balance),
     ops AS (
       INSERT INTO builtin_wallet_ops (wallet_id, brand, ref, kind, amount, balance_after)
       SELECT s.wallet_id, s.brand, 'spay:' || s.id || ':' || s.version, 'sports.payout', s.payout,
              w.balance - COALESCE(sum(s.payout) OVER (PARTITION BY s.wallet_id ORDER BY s.id DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)
       FROM settled s JOIN w ON w.id = s.wallet_id WHERE s.payout > 0)
     SELECT count(*)::int AS n FROM settled`,
    [marketIds, utc(now)],
  );
  await repayDebts(tx);
  return row!.n;
}

/**
 * What members owe the platform (a corrected result took back more than their wallet held) is
 * repaid from what their wallets hold now, as far as it goes: an op `srepay` and a negative debt
 * row each. Run after every credit of a wallet that may owe (settlement, a transfer in), inside a
 * transaction: the owing wallets are locked first, so two repayments of one wallet take turns and
 * the second reads what the first left owing.
 */
export async function repayDebts(tx: Sql, walletIds?: number[]): Promise<void> {
  const owing = await tx.query<{ id: number }>(
    `SELECT id FROM builtin_wallets WHERE id IN (
       SELECT wallet_id FROM sports_debts WHERE $1::int[] IS NULL OR wallet_id = ANY($1::int[]) GROUP BY wallet_id HAVING sum(amount) > 0)
     ORDER BY id FOR UPDATE`,
    [walletIds ?? null],
  );
  if (owing.length === 0) return;
  await tx.query(
    `WITH owed AS (SELECT wallet_id, sum(amount) AS debt FROM sports_debts WHERE wallet_id = ANY($1::int[]) GROUP BY wallet_id HAVING sum(amount) > 0),
     due AS (SELECT w.id, w.brand, LEAST(w.balance, o.debt) AS amount FROM builtin_wallets w JOIN owed o ON o.wallet_id = w.id WHERE w.balance > 0),
     paid AS (UPDATE builtin_wallets w SET balance = w.balance - d.amount FROM due d WHERE w.id = d.id RETURNING w.id, d.brand, d.amount, w.balance AS after),
     d AS (INSERT INTO sports_debts (wallet_id, amount, ref) SELECT id, -amount, 'srepay:' || pg_current_xact_id()::text || ':' || id FROM paid)
     INSERT INTO builtin_wallet_ops (wallet_id, brand, ref, kind, amount, balance_after)
     SELECT id, brand, 'srepay:' || pg_current_xact_id()::text || ':' || id, 'sports.repay', -amount, after FROM paid`,
    [owing.map((w) => w.id)],
  );
}

export interface Score {
  home: number;
  away: number;
}

/** The results of every outcome of the event's markets on a final score. */
function outcomeResults(event: EventRow, score: Score): { ids: number[]; results: LegResult[] } {
  const ids: number[] = [];
  const results: LegResult[] = [];
  for (const market of event.markets) {
    if (market.status === 'void') continue;
    const listed = market.outcomes.map((o) => o.code).filter((c) => c !== 'other');
    for (const outcome of market.outcomes) {
      ids.push(outcome.id);
      results.push(outcomeResult({ kind: market.kind as MarketKind, lineQ: lineQuarters(market.line), listed }, outcome.code, score));
    }
  }
  return { ids, results };
}

/** The outcomes' results written, and their markets closed with their result version moved and recorded. */
async function writeResults(
  tx: Sql,
  event: EventRow,
  set: { ids: number[]; results: LegResult[] },
  { kind, status }: { kind: string; status: 'settled' | 'void' },
) {
  await tx.query(`UPDATE sports_outcomes o SET result = x.result FROM unnest($1::int[], $2::text[]) AS x(id, result) WHERE o.id = x.id`, [
    set.ids,
    set.results,
  ]);
  const markets = await tx.query<{ id: number; result_version: number }>(
    `UPDATE sports_markets SET status = $2, result_version = result_version + 1 WHERE event_id = $1 AND status <> 'void' RETURNING id, result_version`,
    [event.id, status],
  );
  await tx.query(
    `INSERT INTO sports_settlements (market_id, version, kind, bets) SELECT id, v, $3, 0 FROM unnest($1::int[], $2::int[]) AS x(id, v) ON CONFLICT DO NOTHING`,
    [markets.map((m) => m.id), markets.map((m) => m.result_version), kind],
  );
  return markets.map((m) => m.id);
}

async function lockedEvent(tx: Sql, eventId: number): Promise<EventRow> {
  await tx.query(SETTLE_LOCK);
  const event = await eventById(tx, eventId, { lock: true });
  if (!event) throw notFound('sports.eventNotFound');
  return event;
}

const sameScore = (e: EventRow, s: Score) => e.score_home === s.home && e.score_away === s.away;

/**
 * An event's final score (from the desk, the feed or the demonstration feed): every outcome's
 * result from it, the markets closed, the event ended, and every ready bet settled, in the
 * caller's transaction. The same score again does nothing (`already`); another score on an event
 * with a result is a correction, which only a re-settlement with four eyes makes.
 */
export async function applyResult(tx: Sql, eventId: number, score: Score, now: Date) {
  const event = await lockedEvent(tx, eventId);
  if (event.result_version > 0) {
    if (sameScore(event, score)) return { event, markets: 0, bets: 0, already: true };
    throw new AppError(ReplyCode.denied, 'sports.alreadyResulted');
  }
  if (event.status === 'cancelled') throw new AppError(ReplyCode.denied, 'sports.eventClosed');
  const markets = await writeResults(tx, event, outcomeResults(event, score), { kind: 'result', status: 'settled' });
  await tx.query(
    `UPDATE sports_events SET status = 'ended', score_home = $2, score_away = $3, result_version = 1, updated_at = $4::timestamptz AT TIME ZONE 'UTC' WHERE id = $1`,
    [eventId, score.home, score.away, utc(now)],
  );
  const bets = await settleBets(tx, markets, now);
  await tx.query(`UPDATE sports_settlements SET bets = $2 WHERE market_id = ANY($1::int[]) AND kind = 'result'`, [markets, bets]);
  return { event, markets: markets.length, bets, already: false };
}

/**
 * A cancelled event: every outcome void, every market void, every bet on it settled as such (a
 * void leg counts 1 in a parlay). A postponed event is only marked so (no bet; its markets
 * suspended) until SPORTS_POSTPONE_HOURS after its start (voidPostponed), unless the desk
 * reschedules it first.
 */
export async function cancelEvent(tx: Sql, eventId: number, status: 'cancelled' | 'postponed', now: Date) {
  const event = await lockedEvent(tx, eventId);
  if (event.result_version > 0 || event.status === 'ended') throw new AppError(ReplyCode.denied, 'sports.alreadyResulted');
  if (event.status === 'cancelled') return { event, markets: 0, bets: 0 };
  await tx.query(`UPDATE sports_events SET status = $2, updated_at = $3::timestamptz AT TIME ZONE 'UTC' WHERE id = $1`, [eventId, status, utc(now)]);
  if (status === 'postponed') return { event, markets: 0, bets: 0 };
  return voidMarkets(tx, event, now);
}

async function voidMarkets(tx: Sql, event: EventRow, now: Date) {
  const ids = event.markets.filter((m) => m.status === 'open').flatMap((m) => m.outcomes.map((o) => o.id));
  const markets = await writeResults(tx, event, { ids, results: ids.map(() => 'void' as const) }, { kind: 'void', status: 'void' });
  const bets = await settleBets(tx, markets, now);
  return { event, markets: markets.length, bets };
}

/** Postponed events still unplayed SPORTS_POSTPONE_HOURS after their start: their bets void. Returns the events voided. */
export async function voidPostponed(db: SqlPool, now: Date, hours: number): Promise<number> {
  const due = await db.query<{ id: number }>(
    `SELECT id FROM sports_events WHERE status = 'postponed' AND result_version = 0
       AND starts_at < ($1::timestamptz AT TIME ZONE 'UTC') - make_interval(hours => $2::int)
       AND EXISTS (SELECT 1 FROM sports_markets WHERE event_id = sports_events.id AND status = 'open') ORDER BY id`,
    [utc(now), hours],
  );
  for (const { id } of due) {
    await db.tx(async (tx) => {
      const event = await lockedEvent(tx, id);
      if (event.status === 'postponed' && event.result_version === 0) await voidMarkets(tx, event, now);
    });
  }
  return due.length;
}

// ---- corrected results, with four eyes ----

export interface ResettleRow {
  id: number;
  event_id: number;
  home: string;
  away: string;
  previous: string;
  score_home: number;
  score_away: number;
  reason: string;
  state: 'pending' | 'approved' | 'rejected';
  requested_by: string;
  requested_at: Date;
  decided_by: string | null;
  decided_at: Date | null;
  outcome: { bets: number; reversed: string; paid: string; debt: string } | null;
  requested_by_id: number;
}

const RESETTLE_COLUMNS = `r.id, r.event_id, e.home, e.away, r.previous, r.score_home, r.score_away, r.reason, r.state,
  COALESCE(a.name, '#' || r.requested_by) AS requested_by, (r.requested_at AT TIME ZONE 'UTC') AS requested_at,
  CASE WHEN r.decided_by IS NULL THEN NULL ELSE COALESCE(d.name, '#' || r.decided_by) END AS decided_by, (r.decided_at AT TIME ZONE 'UTC') AS decided_at,
  r.outcome, r.requested_by AS requested_by_id`;
const RESETTLE_FROM = `FROM sports_resettles r JOIN sports_events e ON e.id = r.event_id LEFT JOIN admins a ON a.id = r.requested_by LEFT JOIN admins d ON d.id = r.decided_by`;

export async function resettleById(db: Sql, id: number): Promise<ResettleRow | undefined> {
  const [row] = await db.query<ResettleRow>(`SELECT ${RESETTLE_COLUMNS} ${RESETTLE_FROM} WHERE r.id = $1`, [id]);
  return row;
}

export async function resettles(db: Sql, { state, page, perPage }: { state?: string; page: number; perPage: number }) {
  const [rows, [total]] = await Promise.all([
    db.query<ResettleRow>(
      `SELECT ${RESETTLE_COLUMNS} ${RESETTLE_FROM} WHERE ($1::text IS NULL OR r.state = $1) ORDER BY r.state = 'pending' DESC, r.id DESC LIMIT ${perPage} OFFSET $2`,
      [state ?? null, (page - 1) * perPage],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM sports_resettles r WHERE ($1::text IS NULL OR r.state = $1)`, [state ?? null]),
  ]);
  return { rows, total: total!.n };
}

/** A corrected score for an event with a result, recorded for a second person; nothing moves yet. */
export async function requestResettle(
  tx: Sql,
  { eventId, score, reason, adminId, now }: { eventId: number; score: Score; reason: string; adminId: number; now: Date },
) {
  const event = await eventById(tx, eventId, { lock: true });
  if (!event) throw notFound('sports.eventNotFound');
  if (event.result_version === 0 || event.status !== 'ended') throw new AppError(ReplyCode.denied, 'sports.notResulted');
  if (sameScore(event, score)) throw new AppError(ReplyCode.denied, 'sports.resettleSame');
  const [pending] = await tx.query(`SELECT 1 FROM sports_resettles WHERE event_id = $1 AND state = 'pending'`, [eventId]);
  if (pending) throw new AppError(ReplyCode.denied, 'sports.resettlePending');
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO sports_resettles (event_id, score_home, score_away, previous, reason, requested_by, requested_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::timestamptz AT TIME ZONE 'UTC') RETURNING id`,
    [eventId, score.home, score.away, `${event.score_home}-${event.score_away}`, reason, adminId, utc(now)],
  );
  return row!.id;
}

/**
 * A second person's decision on a corrected result. Rejected: nothing moves. Approved, in this
 * transaction: every bet settled on the event's markets is reversed (state open again, its payout
 * taken back from its wallet with an op `srev:<bet>:<version>` that names the posting it reverses);
 * a wallet that no longer holds what it was paid gives what it has, and the rest is lent to it (an
 * op `sdebt` and a debt row: the member owes the platform, repaid from the wallet's next credits);
 * then the outcomes get the corrected results and the bets settle again (new payouts, new ops).
 * No wallet goes below zero; every change is an op; the money taken back, paid and lent adds up.
 */
export async function decideResettle(tx: Sql, { id, adminId, approve, now }: { id: number; adminId: number; approve: boolean; now: Date }) {
  const [request] = await tx.query<{ event_id: number; state: string; requested_by: number; score_home: number; score_away: number }>(
    'SELECT event_id, state, requested_by, score_home, score_away FROM sports_resettles WHERE id = $1 FOR UPDATE',
    [id],
  );
  if (!request) throw notFound('sports.resettleNotFound');
  if (request.state !== 'pending') throw new AppError(ReplyCode.denied, 'sports.resettleDecided');
  if (request.requested_by === adminId) throw new AppError(ReplyCode.denied, 'sports.resettleOwn');
  if (!approve) {
    await tx.query(`UPDATE sports_resettles SET state = 'rejected', decided_by = $2, decided_at = $3::timestamptz AT TIME ZONE 'UTC' WHERE id = $1`, [
      id,
      adminId,
      utc(now),
    ]);
    return null;
  }
  const event = await lockedEvent(tx, request.event_id);
  const score = { home: request.score_home, away: request.score_away };
  const marketIds = event.markets.filter((m) => m.status === 'settled').map((m) => m.id);
  const [reversed] = await tx.query<{ bets: number; reversed: string; debt: string }>(
    `WITH old AS (
       SELECT b.id, b.wallet_id, b.brand, b.payout, b.version FROM sports_bets b
       WHERE b.state = 'settled' AND b.id IN (SELECT bet_id FROM sports_bet_legs WHERE market_id = ANY($1::int[])) ORDER BY b.id FOR UPDATE),
     rev AS (
       UPDATE sports_bets b SET state = 'open', payout = 0, valid_stake = 0, result = NULL, settled_at = NULL, version = old.version + 1,
              xid = ((pg_current_xact_id())::text)::bigint
       FROM old WHERE b.id = old.id RETURNING old.id, old.wallet_id, old.brand, old.payout, old.version),
     dues AS (SELECT wallet_id, min(brand) AS brand, sum(payout) AS due FROM rev WHERE payout > 0 GROUP BY wallet_id),
     bal AS (SELECT w.id, w.balance FROM builtin_wallets w WHERE w.id IN (SELECT wallet_id FROM dues) ORDER BY w.id FOR UPDATE),
     moved AS (
       UPDATE builtin_wallets w SET balance = bal.balance - LEAST(bal.balance, d.due) FROM bal, dues d WHERE w.id = bal.id AND d.wallet_id = bal.id
       RETURNING w.id, d.brand, bal.balance AS before, GREATEST(d.due - bal.balance, 0) AS shortfall),
     debts AS (INSERT INTO sports_debts (wallet_id, amount, ref) SELECT id, shortfall, 'sdebt:' || $2::int || ':' || id FROM moved WHERE shortfall > 0),
     debt_ops AS (
       INSERT INTO builtin_wallet_ops (wallet_id, brand, ref, kind, amount, balance_after)
       SELECT id, brand, 'sdebt:' || $2::int || ':' || id, 'sports.debt', shortfall, before + shortfall FROM moved WHERE shortfall > 0),
     rev_ops AS (
       INSERT INTO builtin_wallet_ops (wallet_id, brand, ref, kind, amount, balance_after)
       SELECT r.wallet_id, r.brand, 'srev:' || r.id || ':' || r.version, 'sports.reverse', -r.payout,
              m.before + m.shortfall - sum(r.payout) OVER (PARTITION BY r.wallet_id ORDER BY r.id)
       FROM rev r JOIN moved m ON m.id = r.wallet_id WHERE r.payout > 0)
     SELECT count(*)::int AS bets, COALESCE(sum(payout), 0)::text AS reversed, (SELECT COALESCE(sum(shortfall), 0) FROM moved)::text AS debt FROM rev`,
    [marketIds, id],
  );
  const results = outcomeResults({ ...event, markets: event.markets.filter((m) => m.status === 'settled') }, score);
  await writeResults(tx, { ...event, markets: event.markets.filter((m) => m.status === 'settled') }, results, { kind: 'resettle', status: 'settled' });
  await tx.query(
    `UPDATE sports_events SET score_home = $2, score_away = $3, result_version = result_version + 1, updated_at = $4::timestamptz AT TIME ZONE 'UTC' WHERE id = $1`,
    [event.id, score.home, score.away, utc(now)],
  );
  const resettled = await settleBets(tx, marketIds, now);
  const [paid] = await tx.query<{ paid: string }>(
    `SELECT COALESCE(sum(payout), 0)::text AS paid FROM sports_bets
     WHERE state = 'settled' AND xid = ((pg_current_xact_id())::text)::bigint AND id IN (SELECT bet_id FROM sports_bet_legs WHERE market_id = ANY($1::int[]))`,
    [marketIds],
  );
  const outcome = { bets: Math.max(reversed!.bets, resettled), reversed: reversed!.reversed, paid: paid!.paid, debt: reversed!.debt };
  await tx.query(
    `UPDATE sports_resettles SET state = 'approved', decided_by = $2, decided_at = $3::timestamptz AT TIME ZONE 'UTC', outcome = $4::jsonb WHERE id = $1`,
    [id, adminId, utc(now), JSON.stringify(outcome)],
  );
  return outcome;
}
