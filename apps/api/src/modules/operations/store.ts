import { TransferState } from '@portal/contracts';
import type { Sql } from '../../db/sql.js';

// The operations pages read other units' tables (listed in modules/tables.ts): the jobs' runs
// (job_runs), the pending transfers (transfers) with their members' names (users), the staff
// member's name (admins), and the counts of queues whose modules may not be installed.

/** A count of `table` rows matching `where`, when the table exists (its module is installed); null otherwise. */
export async function optionalCount(db: Sql, table: string, where: string): Promise<number | null> {
  const [exists] = await db.query<{ t: string | null }>('SELECT to_regclass($1)::text AS t', [`public.${table}`]);
  if (!exists?.t) return null;
  const [row] = await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${table} WHERE ${where}`);
  return Number(row?.n ?? 0);
}

export interface JobRunRow {
  name: string;
  trigger: string;
  started_at: Date;
  finished_at: Date | null;
  ok: boolean | null;
  result: unknown;
}

/** Each job's latest run. */
export function lastJobRuns(db: Sql): Promise<JobRunRow[]> {
  return db.query<JobRunRow>(
    `SELECT DISTINCT ON (name) name, trigger, started_at AT TIME ZONE 'UTC' AS started_at, finished_at AT TIME ZONE 'UTC' AS finished_at, ok, result
     FROM job_runs ORDER BY name, started_at DESC, id DESC`,
  );
}

export async function staffName(db: Sql, adminId: number): Promise<string | undefined> {
  const [row] = await db.query<{ name: string }>('SELECT name FROM admins WHERE id = $1', [adminId]);
  return row?.name;
}

export interface PendingTransferRow {
  order_no: string;
  username: string;
  platname: string;
  direction: string;
  amount: string;
  state: number;
  attempts: number;
  reason: string;
  created_at: Date;
}

/** A page of the pending transfers, oldest first, and how many there are. */
export async function pendingTransferPage(db: Sql, page: number, perPage: number): Promise<{ rows: PendingTransferRow[]; count: number }> {
  const [rows, [count]] = await Promise.all([
    db.query<PendingTransferRow>(
      `SELECT t.order_no, u.username, t.platname, t.direction, t.amount::text AS amount, t.state, t.attempts, t.reason, t.created_at
       FROM transfers t JOIN users u ON u.id = t.user_id WHERE t.state = $1 ORDER BY t.id LIMIT $2 OFFSET $3`,
      [TransferState.pending, perPage, (page - 1) * perPage],
    ),
    db.query<{ n: string }>('SELECT count(*)::text AS n FROM transfers WHERE state = $1', [TransferState.pending]),
  ]);
  return { rows, count: Number(count?.n ?? 0) };
}
