import cron from 'node-cron';
import type { SqlPool } from '../db/sql.js';
import { claimRun, closeUnfinishedRuns, finishRun, tryAdvisoryLock } from './store.js';
import type { Logger } from '../logger.js';
import { TIME_ZONE } from '../time.js';

export interface Job {
  name: string;
  /** node-cron expression (seconds field first), evaluated in Beijing time. */
  schedule: string;
  run(): Promise<unknown>;
}

/** Runs `fn` only where the cluster-wide advisory lock named `name` can be taken; otherwise skips. */
export async function withAdvisoryLock(sql: SqlPool, name: string, fn: () => Promise<unknown>): Promise<boolean> {
  // The lock's transaction only holds the lock: `fn` runs its statements on connections of its own.
  return sql.tx(async (tx) => {
    if (!(await tryAdvisoryLock(tx, name))) return false;
    await fn();
    return true;
  });
}

/** A job's result as JSON can hold it (bigints as strings; anything unserialisable as its text). */
function storable(value: unknown): unknown {
  try {
    return JSON.parse(JSON.stringify({ value: value ?? null }, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))) as unknown;
  } catch {
    return { value: String(value) };
  }
}

/** What a run that never finished is recorded as, once the job next takes its lock. */
export const INTERRUPTED = 'interrupted: the run never finished (its process or its database went away); the job ran again';

export interface JobOutcome {
  /** false: another process holds the job's lock or already ran this tick (nothing ran, no run recorded). */
  ran: boolean;
  ok: boolean;
  result: unknown;
}

/**
 * Runs a job once under its cluster-wide lock and records the run in job_runs (started, finished,
 * ok, result or error): what the back office's job list shows. `trigger` says who started it
 * (schedule, cli, admin:<name>). A failure is recorded and returned, not thrown.
 */
export async function runJob(sql: SqlPool, job: Job, { trigger, tick }: { trigger: string; tick?: Date }): Promise<JobOutcome> {
  let runId: string | null = null;
  let result: unknown = null;
  try {
    let ran = await withAdvisoryLock(sql, `job:${job.name}`, async () => {
      // Holding the job's lock, no other run of it is alive: one still unfinished was interrupted
      // (its process or its database went away mid-run). Said so; every job is safe to run again.
      await closeUnfinishedRuns(sql, { name: job.name, at: new Date(), error: INTERRUPTED });
      // A scheduled run claims its tick: every process's cron fires at the same instant, and the
      // lock alone only keeps them from running *together* (a quick run ends before the next
      // process's timer fires, which would then run it again for the same tick).
      const claimed = await claimRun(sql, { name: job.name, trigger: trigger.slice(0, 80), at: new Date(), tick: tick ?? null });
      if (claimed === undefined) return;
      runId = claimed;
      result = await job.run();
    });
    if (runId === null) ran = false;
    if (runId !== null) await finishRun(sql, { id: runId, at: new Date(), ok: true, result: storable(result) });
    return { ran, ok: true, result };
  } catch (err) {
    const error = { error: err instanceof Error ? err.message : String(err) };
    // With the database gone this record cannot be written either: the run stays unfinished in
    // job_runs, and the failure is still returned (every job is safe to run again on its next tick).
    if (runId !== null) await finishRun(sql, { id: runId, at: new Date(), ok: false, result: error }).catch(() => {});
    return { ran: true, ok: false, result: error };
  }
}

/** The scheduled instant, to the second (the same in every process whose timer fired for it). */
function tickOf(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 1000) * 1000);
}

/** Starts the jobs; each run takes its advisory lock and claims its tick first, so only one process in a cluster runs it. The returned stop waits for runs in progress. */
export function startJobs(sql: SqlPool, jobs: Job[], log: Logger): () => Promise<void> {
  /** Runs in progress: stopping waits for them (a shutdown lets a running job finish). */
  const running = new Set<Promise<void>>();
  const tasks = jobs.map((job) =>
    cron.schedule(
      job.schedule,
      async (context) => {
        const run = (async () => {
          try {
            const outcome = await runJob(sql, job, { trigger: 'schedule', tick: tickOf(context.date) });
            if (!outcome.ok) log.error({ job: job.name, result: outcome.result }, 'job failed');
          } catch (err) {
            log.error({ err, job: job.name }, 'job failed');
          }
        })();
        running.add(run);
        await run;
        running.delete(run);
      },
      { name: job.name, timezone: TIME_ZONE, noOverlap: true },
    ),
  );
  return async () => {
    await Promise.all(tasks.map((t) => Promise.resolve(t.stop())));
    await Promise.all([...running]);
  };
}
