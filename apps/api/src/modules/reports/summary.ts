import { BetStatus } from '@portal/contracts';
import type { Sql, SqlPool } from '../../db/sql.js';
import { beijingDate, beijingDays, DAY_MS, TIME_ZONE } from '../../time.js';
import { within } from './sql.js';

// The reports' summaries of closed Beijing days (report_days, report_day_platforms,
// report_player_days): each figure as the raw queries give it for that day, so a report of many
// days reads a few hundred summary rows instead of millions of bets and ledger entries. Days not
// closed yet (today, and the minutes after midnight that a posting begun before it may still land
// in) are always computed from the raw rows.
//
// Rows that land on a summarised day later make it stale, and a stale day is summarised again on
// the next read:
// - bet records (stored only by the bet sync, with the platform's own bet time, possibly days old):
//   the bet sync marks their days stale in the transaction that stores them (markBetDaysStale);
// - ledger entries and members (the money hot path: nothing may be added to it): the summariser
//   keeps the highest id it has read of each (report_marks) and, before any summary is used, looks
//   at the rows above it (an index range of the few rows since the last look) for closed days: a
//   back-dated posting, or a test's clock moved back.

/** After a Beijing midnight, how long before the day that ended is summarised (a posting begun before midnight commits within it). */
export const CLOSE_GRACE_MS = 15 * 60_000;
/** One summariser at a time across the cluster (pg_advisory_xact_lock key). */
const SUMMARY_LOCK = 0x7265_7073; // 'reps'

/** A stored (UTC, zoneless) timestamp's Beijing day as a date. */
const dayOf = (column: string) => `((${column} AT TIME ZONE 'UTC') AT TIME ZONE '${TIME_ZONE}')::date`;

/** The first Beijing day not closed at `now`: days before it may be summarised. */
export function firstOpenDay(now: Date): string {
  return beijingDate(new Date(now.getTime() - CLOSE_GRACE_MS));
}

/**
 * Marks stale the Beijing days of bets just stored, in the transaction that stored them (one
 * statement per batch). A day being summarised at the same moment holds its row: this waits, and
 * the day is summarised again on the next read.
 */
export async function markBetDaysStale(tx: Sql, betTimes: Date[]): Promise<void> {
  if (betTimes.length === 0) return;
  await tx.query(
    `INSERT INTO report_days (day) SELECT DISTINCT ${dayOf('t')} FROM unnest($1::timestamp[]) AS t ORDER BY 1
     ON CONFLICT (day) DO UPDATE SET stale = true`,
    [betTimes.map((t) => t.toISOString().replace('T', ' ').replace('Z', ''))],
  );
}

/** Consecutive runs of sorted days: [first, last] each. */
function runsOf(days: string[]): [string, string][] {
  const runs: [string, string][] = [];
  for (const day of days) {
    const last = runs.at(-1);
    if (last && beijingDate(new Date(new Date(`${last[1]}T12:00:00+08:00`).getTime() + DAY_MS)) === day) last[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}

/** The instants [start of `from`, end of `to`) as ISO strings. */
function instants(from: string, to: string) {
  const { start, end } = beijingDays(from, to);
  return { start: start.toISOString(), end: end.toISOString() };
}

/** Late rows of a table the summariser watches by id: their closed days are marked stale. */
const WATCHED = [
  { name: 'journal_entries', day: dayOf('created_at') },
  { name: 'users', day: dayOf('created_at') },
] as const;

export interface DaySummarySql {
  /** Summarises every day of `days` (closed days, sorted) that is stale or missing; returns how many were summarised. */
  ensure(days: string[], summariseRun: (sql: Sql, from: string, to: string) => Promise<void>): Promise<number>;
}

export function createDaySummaries(pool: SqlPool): DaySummarySql {
  async function markLateRows(sql: Sql) {
    for (const w of WATCHED) {
      const [mark] = await sql.query<{ last_id: string | null; max_id: string | null }>(
        `SELECT (SELECT last_id::text FROM report_marks WHERE name = $1) AS last_id, (SELECT max(id)::text FROM ${w.name}) AS max_id`,
        [w.name],
      );
      const maxId = mark?.max_id ?? '0';
      if (mark?.last_id != null && mark.last_id !== maxId)
        await sql.query(
          `UPDATE report_days SET stale = true WHERE NOT stale AND day IN (SELECT DISTINCT ${w.day} FROM ${w.name} WHERE id > $1::bigint AND id <= $2::bigint)`,
          [mark.last_id, maxId],
        );
      if (mark?.last_id !== maxId)
        await sql.query(`INSERT INTO report_marks (name, last_id) VALUES ($1, $2::bigint) ON CONFLICT (name) DO UPDATE SET last_id = EXCLUDED.last_id`, [
          w.name,
          maxId,
        ]);
    }
  }

  async function ensure(days: string[], summariseRun: (sql: Sql, from: string, to: string) => Promise<void>): Promise<number> {
    if (days.length === 0) return 0;
    // Most reads find every day summarised and nothing new above the marks: no transaction, no lock.
    const [quick] = await pool.query<{ todo: number; fresh: boolean }>(
      `SELECT (SELECT count(*)::int FROM unnest($1::date[]) AS d(day) LEFT JOIN report_days r ON r.day = d.day WHERE r.day IS NULL OR r.stale) AS todo,
              ${WATCHED.map((w) => `(SELECT last_id FROM report_marks WHERE name = '${w.name}') IS NOT DISTINCT FROM (SELECT max(id) FROM ${w.name})`).join(' AND ')} AS fresh`,
      [days],
    );
    if (quick && quick.todo === 0 && quick.fresh) return 0;
    return pool.tx(async (sql) => {
      await sql.query('SELECT pg_advisory_xact_lock($1)', [SUMMARY_LOCK]);
      await markLateRows(sql);
      await sql.query('INSERT INTO report_days (day) SELECT unnest($1::date[]) ON CONFLICT (day) DO NOTHING', [days]);
      // The days to summarise, locked: a bet sync marking one of them waits for this transaction.
      const todo = await sql.query<{ day: string }>('SELECT day::text AS day FROM report_days WHERE day = ANY($1::date[]) AND stale ORDER BY day FOR UPDATE', [
        days,
      ]);
      for (const [from, to] of runsOf(todo.map((r) => r.day))) await summariseRun(sql, from, to);
      return todo.length;
    });
  }

  return { ensure };
}

/** Per platform of each day of [from, to]: settled bets, as the platform report sums them. Replaces those days' rows. */
export async function summarisePlatformDays(sql: Sql, from: string, to: string): Promise<void> {
  const { start, end } = instants(from, to);
  await sql.query('DELETE FROM report_day_platforms WHERE day BETWEEN $1::date AND $2::date', [from, to]);
  await sql.query(
    `INSERT INTO report_day_platforms (day, platname, bets, stakes, valid_stakes, payouts)
     SELECT ${dayOf('bet_time')}, platname, count(*)::int, sum(bet_amount), sum(valid_amount), sum(payout)
     FROM bet_records WHERE status = ${BetStatus.settled} AND ${within('bet_time')} GROUP BY 1, 2`,
    [start, end],
  );
  // Who played where on each day, with their previous such day (bets are never deleted: rows are only added).
  await sql.query(
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
  await sql.query(
    `UPDATE report_player_days p SET prev_day = x.prev
     FROM (SELECT platname, user_id, day, lag(day) OVER (PARTITION BY platname, user_id ORDER BY day) AS prev FROM (${members}) m) x
     WHERE p.platname = x.platname AND p.user_id = x.user_id AND p.day = x.day AND p.prev_day IS DISTINCT FROM x.prev`,
    [from, to],
  );
}
