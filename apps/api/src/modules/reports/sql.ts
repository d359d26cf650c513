import { BetStatus, OrderState } from '@portal/contracts';
import type { Sql } from '../../db/sql.js';
import { TIME_ZONE } from '../../time.js';

// The reports' hand-written SQL. Timestamps are stored as UTC without a zone; a Beijing day D is
// the instants [D 00:00 +08:00, D+1 00:00 +08:00). NUMERIC arrives as a string.

/** A stored (UTC, zoneless) timestamp column's Beijing day as 'YYYY-MM-DD'. */
export const beijingDayOf = (column: string) => `to_char((${column} AT TIME ZONE 'UTC') AT TIME ZONE '${TIME_ZONE}', 'YYYY-MM-DD')`;
/** `column` within [$1, $2) where both are ISO instants. */
export const within = (column: string) => `${column} >= $1::timestamptz AT TIME ZONE 'UTC' AND ${column} < $2::timestamptz AT TIME ZONE 'UTC'`;

export interface Range {
  start: string;
  end: string;
}

/** Net amount booked on each house account per Beijing day and posting kind. */
export function houseTotals(sql: Sql, range: Range) {
  return sql.query<{ day: string; code: string; kind: string; total: string }>(
    `SELECT ${beijingDayOf('e.created_at')} AS day, a.code, t.kind, sum(e.amount)::text AS total
     FROM journal_entries e JOIN accounts a ON a.id = e.account_id AND a.kind = 'house' JOIN journal_transactions t ON t.id = e.transaction_id
     WHERE ${within('e.created_at')} GROUP BY 1, 2, 3`,
    [range.start, range.end],
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

/** Settled bets per platform over the range. */
export function platformTotals(sql: Sql, range: Range) {
  return sql.query<{ platname: string; bets: number; players: number; stakes: string; valid_stakes: string; payouts: string }>(
    `SELECT platname, count(*)::int AS bets, count(DISTINCT user_id)::int AS players, sum(bet_amount)::text AS stakes,
            sum(valid_amount)::text AS valid_stakes, sum(payout)::text AS payouts
     FROM bet_records WHERE status = ${BetStatus.settled} AND ${within('bet_time')} GROUP BY platname ORDER BY platname`,
    [range.start, range.end],
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
