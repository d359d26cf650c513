import type { Sql } from '../db/sql.js';

// job_runs, the record of every job run (jobs/scheduler.ts; the back office's jobs page reads it).

/** True when this transaction took the cluster-wide advisory lock named `name` (held until it ends). */
export async function tryAdvisoryLock(tx: Sql, name: string): Promise<boolean> {
  const [row] = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock(hashtext($1)) AS locked', [name]);
  return row?.locked === true;
}

/** The job's runs still unfinished marked failed with `error` (they were interrupted). */
export async function closeUnfinishedRuns(sql: Sql, { name, at, error }: { name: string; at: Date; error: string }): Promise<void> {
  await sql.query('UPDATE job_runs SET finished_at = $2, ok = false, result = $3::jsonb WHERE name = $1 AND finished_at IS NULL', [
    name,
    at,
    JSON.stringify({ error }),
  ]);
}

/** A run started (claiming its tick when it has one): its id (int8, as a string), or undefined when the tick was claimed already. */
export async function claimRun(sql: Sql, run: { name: string; trigger: string; at: Date; tick: Date | null }): Promise<string | undefined> {
  const [row] = await sql.query<{ id: string }>(
    `INSERT INTO job_runs (name, trigger, started_at, tick) VALUES ($1, $2, $3::timestamp, $4::timestamp)
     ON CONFLICT (name, tick) DO NOTHING RETURNING id`,
    [run.name, run.trigger, run.at, run.tick],
  );
  return row?.id;
}

export async function finishRun(sql: Sql, { id, at, ok, result }: { id: string; at: Date; ok: boolean; result: unknown }): Promise<void> {
  await sql.query('UPDATE job_runs SET finished_at = $2, ok = $3, result = $4::jsonb WHERE id = $1', [id, at, ok, JSON.stringify(result)]);
}
