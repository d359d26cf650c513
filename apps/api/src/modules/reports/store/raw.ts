import { BetStatus, OrderState } from '@portal/contracts';
import type { Sql } from '../../../db/sql.js';
import { TIME_ZONE } from '../../../time.js';

// The reports' read model of the raw rows: the ledger's postings, the bet records, the members and
// the withdrawals (reads modules/tables.ts lists). Timestamps are stored as UTC without a zone; a
// Beijing day D is the instants [D 00:00 +08:00, D+1 00:00 +08:00). NUMERIC arrives as a string.

/** A stored (UTC, zoneless) timestamp column's Beijing day as 'YYYY-MM-DD'. */
export const beijingDayOf = (column: string) => `to_char((${column} AT TIME ZONE 'UTC') AT TIME ZONE '${TIME_ZONE}', 'YYYY-MM-DD')`;
/** `column` within [$1, $2) where both are ISO instants. */
export const within = (column: string) => `${column} >= $1::timestamptz AT TIME ZONE 'UTC' AND ${column} < $2::timestamptz AT TIME ZONE 'UTC'`;

export interface Range {
  start: string;
  end: string;
}

/**
 * Net amount booked on each of the house accounts `codes` per Beijing day and posting kind (the
 * accounts by their unique code: a few index probes, not a scan of every member's accounts).
 */
export function houseTotals(sql: Sql, range: Range, codes: string[]) {
  return sql.query<{ day: string; code: string; kind: string; total: string }>(
    `SELECT ${beijingDayOf('e.created_at')} AS day, a.code, t.kind, sum(e.amount)::text AS total
     FROM journal_entries e JOIN accounts a ON a.id = e.account_id AND a.kind = 'house' AND a.code = ANY($3::text[]) JOIN journal_transactions t ON t.id = e.transaction_id
     WHERE ${within('e.created_at')} GROUP BY 1, 2, 3`,
    [range.start, range.end, codes],
  );
}

/** Settled bets per Beijing day of the bet. */
export function betTotals(sql: Sql, range: Range) {
  return sql.query<{ day: string; stakes: string; payouts: string }>(
    `SELECT ${beijingDayOf('bet_time')} AS day, sum(bet_amount)::text AS stakes, sum(payout)::text AS payouts
     FROM bet_records WHERE status = ${BetStatus.settled} AND ${within('bet_time')} GROUP BY 1`,
    [range.start, range.end],
  );
}

/** Members registered, and members active (a movement on their wallets or a bet), per Beijing day. */
export function memberCounts(sql: Sql, range: Range) {
  return sql.query<{ day: string; new_members: number; active_members: number }>(
    `WITH fresh AS (SELECT ${beijingDayOf('created_at')} AS day, count(*)::int AS n FROM users WHERE ${within('created_at')} GROUP BY 1),
          active AS (
            SELECT day, count(DISTINCT user_id)::int AS n FROM (
              SELECT ${beijingDayOf('e.created_at')} AS day, a.user_id FROM journal_entries e JOIN accounts a ON a.id = e.account_id
              WHERE a.user_id IS NOT NULL AND ${within('e.created_at')}
              UNION ALL
              SELECT ${beijingDayOf('bet_time')}, user_id FROM bet_records WHERE ${within('bet_time')}
            ) x GROUP BY 1)
     SELECT COALESCE(fresh.day, active.day) AS day, COALESCE(fresh.n, 0) AS new_members, COALESCE(active.n, 0) AS active_members
     FROM fresh FULL JOIN active ON active.day = fresh.day`,
    [range.start, range.end],
  );
}

/**
 * Settled bets per platform over a range split in two: closed days [from, to] from their summaries
 * (report_day_platforms; the players from report_player_days, a member counted on the first day of
 * the range they played), and the instants [start, end) of the days not closed from the bet records
 * (a player there counted only when not already among the closed days'). Either part may be null.
 */
export function platformTotals(sql: Sql, range: { from: string | null; to: string | null; start: string | null; end: string | null }) {
  const live = `b.status = ${BetStatus.settled} AND b.bet_time >= $3::timestamptz AT TIME ZONE 'UTC' AND b.bet_time < $4::timestamptz AT TIME ZONE 'UTC'`;
  return sql.query<{ platname: string; bets: number; players: number; stakes: string; valid_stakes: string; payouts: string }>(
    `WITH closed AS (
       SELECT platname, sum(bets) AS bets, sum(stakes) AS stakes, sum(valid_stakes) AS valid_stakes, sum(payouts) AS payouts
       FROM report_day_platforms WHERE day BETWEEN $1::date AND $2::date GROUP BY 1),
     closed_players AS (
       SELECT platname, count(*) AS n FROM report_player_days
       WHERE day BETWEEN $1::date AND $2::date AND (prev_day IS NULL OR prev_day < $1::date) GROUP BY 1),
     live AS (
       SELECT platname, count(*) AS bets, sum(bet_amount) AS stakes, sum(valid_amount) AS valid_stakes, sum(payout) AS payouts
       FROM bet_records b WHERE ${live} GROUP BY 1),
     live_players AS (
       SELECT platname, count(DISTINCT user_id) AS n FROM bet_records b
       WHERE ${live} AND NOT EXISTS (
         SELECT 1 FROM report_player_days p WHERE p.platname = b.platname AND p.user_id = b.user_id AND p.day BETWEEN $1::date AND $2::date)
       GROUP BY 1)
     SELECT platname, (COALESCE(c.bets, 0) + COALESCE(l.bets, 0))::int AS bets, (COALESCE(cp.n, 0) + COALESCE(lp.n, 0))::int AS players,
            (COALESCE(c.stakes, 0) + COALESCE(l.stakes, 0))::text AS stakes, (COALESCE(c.valid_stakes, 0) + COALESCE(l.valid_stakes, 0))::text AS valid_stakes,
            (COALESCE(c.payouts, 0) + COALESCE(l.payouts, 0))::text AS payouts
     FROM closed c FULL JOIN live l USING (platname) LEFT JOIN closed_players cp USING (platname) LEFT JOIN live_players lp USING (platname)
     ORDER BY platname`,
    [range.from, range.to, range.start, range.end],
  );
}

/**
 * Per referring agent (an approved one: a referrer stored before registration checked that counts as none) over the range: members referred (all time) and registered in the range,
 * deposits credited (the ledger's deposit postings to those members' central wallets), withdrawals
 * paid (approved in the range) and their settled bets.
 */
export function agentTotals(sql: Sql, range: Range) {
  return sql.query<{ agent: string | null; members: number; new_members: number; deposits: string; withdrawals: string; stakes: string; payouts: string }>(
    `WITH m AS (SELECT u.id, r.username AS agent, u.created_at FROM users u LEFT JOIN users r ON r.id = u.referrer_id AND r.is_agent),
          dep AS (SELECT a.user_id, sum(e.amount) AS v FROM journal_entries e JOIN accounts a ON a.id = e.account_id AND a.kind = 'central'
                  JOIN journal_transactions t ON t.id = e.transaction_id AND t.kind = 'deposit.approve' WHERE ${within('e.created_at')} GROUP BY 1),
          wd AS (SELECT user_id, sum(amount) AS v FROM withdrawals WHERE state = ${OrderState.approved} AND ${within('reviewed_at')} GROUP BY 1),
          bets AS (SELECT user_id, sum(bet_amount) AS stakes, sum(payout) AS payouts FROM bet_records WHERE status = ${BetStatus.settled} AND ${within('bet_time')} GROUP BY 1)
     SELECT m.agent, count(*)::int AS members, count(*) FILTER (WHERE ${within('m.created_at')})::int AS new_members,
            COALESCE(sum(dep.v), 0)::text AS deposits, COALESCE(sum(wd.v), 0)::text AS withdrawals,
            COALESCE(sum(bets.stakes), 0)::text AS stakes, COALESCE(sum(bets.payouts), 0)::text AS payouts
     FROM m LEFT JOIN dep ON dep.user_id = m.id LEFT JOIN wd ON wd.user_id = m.id LEFT JOIN bets ON bets.user_id = m.id
     GROUP BY m.agent ORDER BY m.agent NULLS FIRST`,
    [range.start, range.end],
  );
}
