import type { Sql } from '../../../db/sql.js';
import { AdjustmentState } from '@portal/contracts';

// Back-office balance adjustments (balance_adjustments), with the member's and the staff's names
// (users, admins: read for the adjustment's page, listed in modules/tables.ts).

/** A balance_adjustments row with the names of the member and the staff involved. */
export interface AdjustmentRecord {
  id: number;
  user_id: number;
  username: string;
  direction: 'credit' | 'debit';
  amount: string;
  memo: string;
  correction: boolean;
  correction_reason: string;
  state: AdjustmentState;
  key: string;
  requested_by: number;
  requested_by_name: string;
  requested_at: Date;
  decided_by_name: string | null;
  decided_at: Date | null;
  reject_reason: string;
}

const ADJUSTMENT_COLUMNS = `b.id, b.user_id, u.username, b.direction, b.amount::text AS amount, b.memo, b.correction, b.correction_reason, b.state, b.key,
  b.requested_by, ra.name AS requested_by_name, b.requested_at, da.name AS decided_by_name, b.decided_at, b.reject_reason`;
const ADJUSTMENT_FROM = `FROM balance_adjustments b JOIN users u ON u.id = b.user_id JOIN admins ra ON ra.id = b.requested_by LEFT JOIN admins da ON da.id = b.decided_by`;

export async function adjustmentById(db: Sql, id: number, { lock }: { lock: boolean }): Promise<AdjustmentRecord | undefined> {
  const [row] = await db.query<AdjustmentRecord>(`SELECT ${ADJUSTMENT_COLUMNS} ${ADJUSTMENT_FROM} WHERE b.id = $1${lock ? ' FOR UPDATE OF b' : ''}`, [id]);
  return row;
}

export interface NewAdjustment {
  userId: number;
  direction: 'credit' | 'debit';
  amount: string;
  memo: string;
  correction: boolean;
  correctionReason: string;
  state: typeof AdjustmentState.pending | typeof AdjustmentState.posted;
  key: string;
  requestedBy: number;
  requestedAt: Date;
  postedAt: Date | null;
}

/** The adjustment's row; null when its key was used before (that adjustment stands, nothing new). */
export async function insertAdjustment(tx: Sql, a: NewAdjustment): Promise<number | null> {
  const [created] = await tx.query<{ id: number }>(
    `INSERT INTO balance_adjustments (user_id, direction, amount, memo, correction, correction_reason, state, key, requested_by, requested_at, posted_at)
     VALUES ($1, $2, $3::numeric, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (key) DO NOTHING RETURNING id`,
    [a.userId, a.direction, a.amount, a.memo, a.correction, a.correctionReason, a.state, a.key, a.requestedBy, a.requestedAt, a.postedAt],
  );
  return created ? created.id : null;
}

export async function adjustmentIdByKey(tx: Sql, key: string): Promise<number> {
  return (await tx.query<{ id: number }>('SELECT id FROM balance_adjustments WHERE key = $1', [key]))[0]!.id;
}

/** A page of the requests waiting for a second staff member, oldest first, and their count. */
export async function pendingAdjustmentPage(sql: Sql, { page, perPage }: { page: number; perPage: number }) {
  const [rows, [count]] = await Promise.all([
    sql.query<AdjustmentRecord>(
      `SELECT ${ADJUSTMENT_COLUMNS} ${ADJUSTMENT_FROM} WHERE b.state = '${AdjustmentState.pending}' ORDER BY b.id LIMIT $1 OFFSET $2`,
      [perPage, (page - 1) * perPage],
    ),
    sql.query<{ n: string }>(`SELECT count(*)::text AS n FROM balance_adjustments WHERE state = '${AdjustmentState.pending}'`),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function pendingAdjustments(sql: Sql): Promise<number> {
  const [row] = await sql.query<{ n: string }>(`SELECT count(*)::text AS n FROM balance_adjustments WHERE state = '${AdjustmentState.pending}'`);
  return Number(row?.n ?? 0);
}

/** The pending request approved by `decidedBy` at `at` (posted then). */
export async function approveAdjustment(tx: Sql, { id, decidedBy, at }: { id: number; decidedBy: number; at: Date }): Promise<void> {
  await tx.query(
    `UPDATE balance_adjustments SET state = '${AdjustmentState.approved}', decided_by = $2, decided_at = $3, posted_at = $3 WHERE id = $1 AND state = '${AdjustmentState.pending}'`,
    [id, decidedBy, at],
  );
}

/** The pending request rejected by `decidedBy` at `at`, with the reason. */
export async function rejectAdjustment(tx: Sql, { id, decidedBy, at, reason }: { id: number; decidedBy: number; at: Date; reason: string }): Promise<void> {
  await tx.query(
    `UPDATE balance_adjustments SET state = '${AdjustmentState.rejected}', decided_by = $2, decided_at = $3, reject_reason = $4 WHERE id = $1 AND state = '${AdjustmentState.pending}'`,
    [id, decidedBy, at, reason],
  );
}
