import { HousePayoutState } from '@portal/contracts';
import type { Sql } from '../../../db/sql.js';
import type { PostingKind } from '../chart.js';

// The payouts queue's table, house_payouts, with the member's and the staff's names (users,
// admins: read for the queue's page, listed in modules/tables.ts).

/** A payout row as the queue and its handlers read it. */
export interface QueuedPayout {
  id: number;
  kind: PostingKind;
  user_id: number;
  username: string;
  amount: string;
  key: string;
  source: string;
  source_ref: string;
  memo: string;
  state: HousePayoutState;
  requested_by: number | null;
  requested_by_name: string | null;
  amount_set_by: number | null;
  amount_set_by_name: string | null;
  requested_at: Date;
  decided_by_name: string | null;
  decided_at: Date | null;
  reason: string;
}

const COLUMNS = `p.id, p.kind, p.user_id, u.username, p.amount::text AS amount, p.key, p.source, p.source_ref, p.memo, p.state,
  p.requested_by, ra.name AS requested_by_name, p.amount_set_by, sa.name AS amount_set_by_name, p.requested_at,
  da.name AS decided_by_name, p.decided_at, p.reason`;
const FROM = `FROM house_payouts p JOIN users u ON u.id = p.user_id LEFT JOIN admins ra ON ra.id = p.requested_by
  LEFT JOIN admins sa ON sa.id = p.amount_set_by LEFT JOIN admins da ON da.id = p.decided_by`;

export async function payoutById(db: Sql, id: number, { lock }: { lock: boolean }): Promise<QueuedPayout | undefined> {
  const [row] = await db.query<QueuedPayout>(`SELECT ${COLUMNS} ${FROM} WHERE p.id = $1${lock ? ' FOR UPDATE OF p' : ''}`, [id]);
  return row ? { ...row, id: Number(row.id) } : undefined;
}

export interface NewPayout {
  kind: PostingKind;
  userId: number;
  amount: string;
  key: string;
  source: string;
  sourceRef: string;
  memo: string;
  requestedBy: number | null;
  amountSetBy: number | null;
  requestedAt: Date;
}

/** Queues a payout; the same key gives the same row. Returns its id. */
export async function insertPayout(tx: Sql, p: NewPayout): Promise<number> {
  const [created] = await tx.query<{ id: number }>(
    `INSERT INTO house_payouts (kind, user_id, amount, key, source, source_ref, memo, requested_by, amount_set_by, requested_at)
     VALUES ($1, $2, $3::numeric, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (key) DO NOTHING RETURNING id`,
    [p.kind, p.userId, p.amount, p.key, p.source, p.sourceRef, p.memo, p.requestedBy, p.amountSetBy, p.requestedAt],
  );
  if (created) return Number(created.id);
  const [existing] = await tx.query<{ id: number }>('SELECT id FROM house_payouts WHERE key = $1', [p.key]);
  return Number(existing!.id);
}

/** A page of the payouts in `state` (pending: oldest first; decided: newest first) and their count. */
export async function payoutPage(sql: Sql, { state, page, perPage }: { state: HousePayoutState; page: number; perPage: number }) {
  const order = state === HousePayoutState.pending ? 'p.id' : 'p.id DESC';
  const [rows, [count]] = await Promise.all([
    sql.query<QueuedPayout>(`SELECT ${COLUMNS} ${FROM} WHERE p.state = $1 ORDER BY ${order} LIMIT $2 OFFSET $3`, [state, perPage, (page - 1) * perPage]),
    sql.query<{ n: string }>('SELECT count(*)::text AS n FROM house_payouts WHERE state = $1', [state]),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function pendingPayouts(sql: Sql): Promise<number> {
  const [row] = await sql.query<{ n: string }>(`SELECT count(*)::text AS n FROM house_payouts WHERE state = '${HousePayoutState.pending}'`);
  return Number(row?.n ?? 0);
}

/** The pending payout decided (paid or rejected) by `decidedBy` at `at`, with the reason. */
export async function decidePayout(
  tx: Sql,
  d: { id: number; state: typeof HousePayoutState.paid | typeof HousePayoutState.rejected; decidedBy: number; at: Date; reason: string },
): Promise<void> {
  await tx.query(`UPDATE house_payouts SET state = $2, decided_by = $3, decided_at = $4, reason = $5 WHERE id = $1 AND state = '${HousePayoutState.pending}'`, [
    d.id,
    d.state,
    d.decidedBy,
    d.at,
    d.reason,
  ]);
}
