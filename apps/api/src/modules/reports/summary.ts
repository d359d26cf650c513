import type { Sql, SqlPool } from '../../db/sql.js';
import { beijingDate, DAY_MS } from '../../time.js';
import { daysToSummarise, lockSummaries, markBetDays, markLateRows, summaryState } from './store/summaries.js';

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
  await markBetDays(tx, betTimes);
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

export interface DaySummarySql {
  /** Summarises every day of `days` (closed days, sorted) that is stale or missing; returns how many were summarised. */
  ensure(days: string[], summariseRun: (sql: Sql, from: string, to: string) => Promise<void>): Promise<number>;
}

export function createDaySummaries(pool: SqlPool): DaySummarySql {
  async function ensure(days: string[], summariseRun: (sql: Sql, from: string, to: string) => Promise<void>): Promise<number> {
    if (days.length === 0) return 0;
    // Most reads find every day summarised and nothing new above the marks: no transaction, no lock.
    const quick = await summaryState(pool, days);
    if (quick && quick.todo === 0 && quick.fresh) return 0;
    return pool.tx(async (sql) => {
      await lockSummaries(sql);
      await markLateRows(sql);
      const todo = await daysToSummarise(sql, days);
      for (const [from, to] of runsOf(todo)) await summariseRun(sql, from, to);
      return todo.length;
    });
  }

  return { ensure };
}
