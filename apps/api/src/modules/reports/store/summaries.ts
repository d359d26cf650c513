import { BetStatus, type DailyReportRow } from '@portal/contracts';
import type { Sql } from '../../../db/sql.js';
import { beijingDays, TIME_ZONE } from '../../../time.js';
import { within } from './raw.js';

// The reports' summaries of closed Beijing days (report_days, report_day_platforms,
// report_player_days, and report_marks: the highest id of each watched table the summariser has
// read). modules/reports/summary.ts says when a day is summarised and when it is stale.

/** One summariser at a time across the cluster (pg_advisory_xact_lock key). */
const SUMMARY_LOCK = 0x7265_7073; // 'reps'

/** A stored (UTC, zoneless) timestamp's Beijing day as a date. */
const dayOf = (column: string) => `((${column} AT TIME ZONE 'UTC') AT TIME ZONE '${TIME_ZONE}')::date`;

/** Late rows of a table the summariser watches by id: their closed days are marked stale. */
const WATCHED = [
  { name: 'journal_entries', day: dayOf('created_at') },
  { name: 'users', day: dayOf('created_at') },
] as const;

/** The money figures of a day's summary, by column. */
export const DAY_MONEY = ['deposits', 'withdrawals', 'rebates', 'redpackets', 'promotions', 'adjustments', 'stakes', 'payouts'] as const;
export type DayMoney = (typeof DAY_MONEY)[number];
/** A day's summary as stored: its money as 2-decimal strings. */
export type DaySummaryRow = Record<DayMoney, string> & Pick<DailyReportRow, 'day' | 'new_members' | 'active_members'>;

/** Marks the Beijing days of the bet times stale (a day not summarised yet gets its row, stale). */
export async function markBetDays(tx: Sql, betTimes: Date[]): Promise<void> {
  await tx.query(
    `INSERT INTO report_days (day) SELECT DISTINCT ${dayOf('t')} FROM unnest($1::timestamp[]) AS t ORDER BY 1
     ON CONFLICT (day) DO UPDATE SET stale = true`,
    [betTimes.map((t) => t.toISOString().replace('T', ' ').replace('Z', ''))],
  );
}

/**
 * How many of `days` are stale or not summarised, and whether the watched tables have no row above
 * their marks: no transaction, no lock (most reads find nothing to do).
 */
export async function summaryState(db: Sql, days: string[]): Promise<{ todo: number; fresh: boolean } | undefined> {
  const [row] = await db.query<{ todo: number; fresh: boolean }>(
    `SELECT (SELECT count(*)::int FROM unnest($1::date[]) AS d(day) LEFT JOIN report_days r ON r.day = d.day WHERE r.day IS NULL OR r.stale) AS todo,
            ${WATCHED.map((w) => `(SELECT last_id FROM report_marks WHERE name = '${w.name}') IS NOT DISTINCT FROM (SELECT max(id) FROM ${w.name})`).join(' AND ')} AS fresh`,
    [days],
  );
  return row;
}

/** Takes the summariser's lock, held to the end of the transaction. */
export async function lockSummaries(tx: Sql): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [SUMMARY_LOCK]);
}

/**
 * Marks stale the summarised days of the watched tables' rows above their marks (an index range of
 * the few rows since the last look: a back-dated posting, or a test's clock moved back), and moves
 * the marks up to the rows there are now.
 */
export async function markLateRows(tx: Sql): Promise<void> {
  for (const w of WATCHED) {
    const [mark] = await tx.query<{ last_id: string | null; max_id: string | null }>(
      `SELECT (SELECT last_id::text FROM report_marks WHERE name = $1) AS last_id, (SELECT max(id)::text FROM ${w.name}) AS max_id`,
      [w.name],
    );
    const maxId = mark?.max_id ?? '0';
    if (mark?.last_id != null && mark.last_id !== maxId)
      await tx.query(
        `UPDATE report_days SET stale = true WHERE NOT stale AND day IN (SELECT DISTINCT ${w.day} FROM ${w.name} WHERE id > $1::bigint AND id <= $2::bigint)`,
        [mark.last_id, maxId],
      );
    if (mark?.last_id !== maxId)
      await tx.query(`INSERT INTO report_marks (name, last_id) VALUES ($1, $2::bigint) ON CONFLICT (name) DO UPDATE SET last_id = EXCLUDED.last_id`, [
        w.name,
        maxId,
      ]);
  }
}

/**
 * The days of `days` to summarise (stale or new: each gets its row), sorted and locked: a bet sync
 * marking one of them waits for this transaction.
 */
export async function daysToSummarise(tx: Sql, days: string[]): Promise<string[]> {
  await tx.query('INSERT INTO report_days (day) SELECT unnest($1::date[]) ON CONFLICT (day) DO NOTHING', [days]);
  const rows = await tx.query<{ day: string }>('SELECT day::text AS day FROM report_days WHERE day = ANY($1::date[]) AND stale ORDER BY day FOR UPDATE', [
    days,
  ]);
  return rows.map((r) => r.day);
}

/** Stores the figures of days (their rows exist), which are then summarised (not stale). */
export async function writeDaySummaries(tx: Sql, days: DaySummaryRow[]): Promise<void> {
  await tx.query(
    `UPDATE report_days r SET stale = false, summarised_at = now(), ${DAY_MONEY.map((m) => `${m} = v.${m}`).join(', ')},
            new_members = v.new_members, active_members = v.active_members
     FROM unnest($1::date[], ${DAY_MONEY.map((_m, i) => `$${i + 2}::numeric[]`).join(', ')}, $${DAY_MONEY.length + 2}::int[], $${DAY_MONEY.length + 3}::int[])
          AS v(day, ${DAY_MONEY.join(', ')}, new_members, active_members)
     WHERE r.day = v.day`,
    [days.map((d) => d.day), ...DAY_MONEY.map((m) => days.map((d) => d[m])), days.map((d) => d.new_members), days.map((d) => d.active_members)],
  );
}

/** The stored summaries of the days [from, to]. */
export function daySummaries(db: Sql, from: string, to: string) {
  return db.query<DaySummaryRow>(
    `SELECT day::text AS day, ${DAY_MONEY.map((m) => `${m}::text AS ${m}`).join(', ')}, new_members, active_members
     FROM report_days WHERE day BETWEEN $1::date AND $2::date`,
    [from, to],
  );
}

/** Per platform of each day of [from, to]: settled bets, as the platform report sums them. Replaces those days' rows. */
export async function summarisePlatformDays(tx: Sql, from: string, to: string): Promise<void> {
  const { start: startAt, end: endAt } = beijingDays(from, to);
  const [start, end] = [startAt.toISOString(), endAt.toISOString()];
  await tx.query('DELETE FROM report_day_platforms WHERE day BETWEEN $1::date AND $2::date', [from, to]);
  await tx.query(
    `INSERT INTO report_day_platforms (day, platname, bets, stakes, valid_stakes, payouts)
     SELECT ${dayOf('bet_time')}, platname, count(*)::int, sum(bet_amount), sum(valid_amount), sum(payout)
     FROM bet_records WHERE status = ${BetStatus.settled} AND ${within('bet_time')} GROUP BY 1, 2`,
    [start, end],
  );
  // Who played where on each day, with their previous such day (bets are never deleted: rows are only added).
  await tx.query(
    `INSERT INTO report_player_days (platname, user_id, day)
     SELECT DISTINCT platname, user_id, ${dayOf('bet_time')} FROM bet_records WHERE status = ${BetStatus.settled} AND ${within('bet_time')}
     ON CONFLICT DO NOTHING`,
    [start, end],
  );
  // Each affected member's days on the platform, probed by the primary key (a day or a few: ~0.2 s
  // at an operator's size; the planner's hash join over the whole table took 2 s); a long run (the
  // first fill) touches most members, where the plain join is the better plan.
  const members =
    beijingDays(from, to).days.length <= 31
      ? `SELECT q.platname, q.user_id, q.day FROM (SELECT DISTINCT platname, user_id FROM report_player_days WHERE day BETWEEN $1::date AND $2::date) k
         CROSS JOIN LATERAL (SELECT q.platname, q.user_id, q.day FROM report_player_days q WHERE q.platname = k.platname AND q.user_id = k.user_id) q`
      : `SELECT platname, user_id, day FROM report_player_days
         WHERE (platname, user_id) IN (SELECT platname, user_id FROM report_player_days WHERE day BETWEEN $1::date AND $2::date)`;
  await tx.query(
    `UPDATE report_player_days p SET prev_day = x.prev
     FROM (SELECT platname, user_id, day, lag(day) OVER (PARTITION BY platname, user_id ORDER BY day) AS prev FROM (${members}) m) x
     WHERE p.platname = x.platname AND p.user_id = x.user_id AND p.day = x.day AND p.prev_day IS DISTINCT FROM x.prev`,
    [from, to],
  );
}
