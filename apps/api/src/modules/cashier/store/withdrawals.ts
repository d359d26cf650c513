import { OrderState, type ReviewListInput } from '@portal/contracts';
import type { Sql, SqlPool } from '../../../db/sql.js';
import type { CardRow, WithdrawalRow } from '../rows.js';
import { countByIndex, memberFilterSql, REVIEW_NAMES, reviewFilters, reviewFilterSql } from './review.js';

// Withdrawal orders (withdrawals), with the member's and the reviewers' names for the back office
// (users, admins: read for the review queue, listed in modules/tables.ts).

export type ReviewedWithdrawal = WithdrawalRow & { username: string; reviewer: string | null; first_approver: string | null };

const WITHDRAWAL_COLUMNS = `w.id::text AS id, w.order_no, w.user_id, w.card_id, w.card_type, w.bank, w.bank_no, w.bank_owner, w.bank_address, w.protocol,
  w.amount::text AS amount, w.usdt_rate::text AS usdt_rate, w.usdt_amount::text AS usdt_amount, w.fee::text AS fee, w.state, w.reason,
  w.first_approved_by, w.first_approved_at, w.reviewed_by, w.reviewed_at, w.created_at, w.payout_tx, w.payout_state, w.payout_note`;

const REVIEW_FROM = `withdrawals w JOIN users u ON u.id = w.user_id LEFT JOIN admins ra ON ra.id = w.reviewed_by LEFT JOIN admins fa ON fa.id = w.first_approved_by`;

const { pending, approved, rejected } = OrderState;

/** The member's withdrawals that use up a slot of the day (pending or approved) since `dayStart`. */
export async function withdrawalsSince(db: Sql, userId: number, dayStart: Date): Promise<number> {
  const [row] = await db.query<{ n: string }>(
    'SELECT count(*)::text AS n FROM withdrawals WHERE user_id = $1 AND created_at >= $2 AND state = ANY($3::int[])',
    [userId, dayStart, [pending, approved]],
  );
  return Number(row?.n ?? 0);
}

export interface NewWithdrawal {
  orderNo: string;
  userId: number;
  card: Pick<CardRow, 'id' | 'type' | 'bank' | 'bank_no' | 'bank_owner' | 'bank_address'>;
  protocol: string | null;
  amount: string;
  usdtRate: string | null;
  usdtAmount: string | null;
  fee: string | null;
  createdAt: Date;
}

/** A pending order paying to the card copied onto it. */
export async function insertWithdrawal(tx: Sql, w: NewWithdrawal): Promise<WithdrawalRow> {
  const [row] = await tx.query<WithdrawalRow>(
    `INSERT INTO withdrawals AS w (order_no, user_id, card_id, card_type, bank, bank_no, bank_owner, bank_address, protocol, amount, usdt_rate, usdt_amount, fee, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING ${WITHDRAWAL_COLUMNS}`,
    [
      w.orderNo,
      w.userId,
      w.card.id,
      w.card.type,
      w.card.bank,
      w.card.bank_no,
      w.card.bank_owner,
      w.card.bank_address,
      w.protocol,
      w.amount,
      w.usdtRate,
      w.usdtAmount,
      w.fee,
      w.createdAt,
    ],
  );
  return row!;
}

/** An order with the member's and the reviewers' names (undefined: no such order). */
export async function withdrawalForReview(db: Sql, orderNo: string): Promise<ReviewedWithdrawal | undefined> {
  const [row] = await db.query<ReviewedWithdrawal>(
    `SELECT ${WITHDRAWAL_COLUMNS}, ${REVIEW_NAMES}, fa.name AS first_approver FROM ${REVIEW_FROM} WHERE w.order_no = $1`,
    [orderNo],
  );
  return row;
}

/** A page of the review queue (newest first) and the queue's total. */
export async function withdrawalPage(sql: SqlPool, q: ReviewListInput, perPage: number): Promise<{ rows: ReviewedWithdrawal[]; total: number }> {
  const f = reviewFilters(q);
  // Conditions on w alone (the member by id): the page is chosen in the index (state, id) or
  // (user_id, ...) before any row is joined, and OFFSET skips ids, not joined rows.
  const where = `($1::int IS NULL OR w.state = $1) AND ${memberFilterSql('w')} AND ${reviewFilterSql('w', 'w.amount', 'w.order_no')}`;
  const [rows, [count]] = await Promise.all([
    sql.query<ReviewedWithdrawal>(
      `SELECT ${WITHDRAWAL_COLUMNS}, ${REVIEW_NAMES}, fa.name AS first_approver FROM ${REVIEW_FROM}
       WHERE w.id IN (SELECT w.id FROM withdrawals w WHERE ${where} ORDER BY w.id DESC LIMIT $8 OFFSET $9) ORDER BY w.id DESC`,
      [q.state ?? null, q.username, ...f, perPage, (q.page - 1) * perPage],
    ),
    countByIndex(sql, `SELECT count(*)::text AS n FROM withdrawals w WHERE ${where}`, [q.state ?? null, q.username, ...f]),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** The order locked for a decision (undefined: no such order). */
export async function lockWithdrawal(tx: Sql, orderNo: string): Promise<WithdrawalRow | undefined> {
  const [order] = await tx.query<WithdrawalRow>(`SELECT ${WITHDRAWAL_COLUMNS} FROM withdrawals w WHERE w.order_no = $1 FOR UPDATE`, [orderNo]);
  return order;
}

/** The first of two approvals (above the review threshold) recorded on a pending order that has none yet. */
export async function recordFirstApproval(tx: Sql, { orderNo, by, at }: { orderNo: string; by: number; at: Date }): Promise<void> {
  await tx.query(
    `UPDATE withdrawals SET first_approved_by = $2, first_approved_at = $3 WHERE order_no = $1 AND state = ${pending} AND first_approved_by IS NULL`,
    [orderNo, by, at],
  );
}

/** pending -> approved by `reviewedBy`; false when another decision came first. */
export async function approvePendingWithdrawal(tx: Sql, { orderNo, reviewedBy, at }: { orderNo: string; reviewedBy: number; at: Date }): Promise<boolean> {
  const [won] = await tx.query<{ order_no: string }>(
    `UPDATE withdrawals SET state = ${approved}, reviewed_by = $2, reviewed_at = $3 WHERE order_no = $1 AND state = ${pending} RETURNING order_no`,
    [orderNo, reviewedBy, at],
  );
  return won !== undefined;
}

/** pending -> rejected with `reason`; undefined when it was not pending. */
export async function rejectPendingWithdrawal(tx: Sql, { orderNo, reviewedBy, at, reason }: { orderNo: string; reviewedBy: number; at: Date; reason: string }) {
  const [row] = await tx.query<WithdrawalRow>(
    `UPDATE withdrawals w SET state = ${rejected}, reason = $4, reviewed_by = $2, reviewed_at = $3 WHERE w.order_no = $1 AND w.state = ${pending} RETURNING ${WITHDRAWAL_COLUMNS}`,
    [orderNo, reviewedBy, at, reason],
  );
  return row;
}

/** The member an order belongs to (undefined: no such order). */
export async function withdrawalOwner(sql: Sql, orderNo: string): Promise<number | undefined> {
  const [row] = await sql.query<{ user_id: number }>('SELECT user_id FROM withdrawals WHERE order_no = $1', [orderNo]);
  return row?.user_id;
}

/** Pending orders, and those among them approved once (four eyes). */
export async function pendingWithdrawalCounts(sql: Sql): Promise<{ pending: number; secondApproval: number }> {
  const [row] = await sql.query<{ pending: string; second: string }>(
    `SELECT count(*)::text AS pending, count(*) FILTER (WHERE first_approved_by IS NOT NULL)::text AS second FROM withdrawals WHERE state = $1`,
    [pending],
  );
  return { pending: Number(row?.pending ?? 0), secondApproval: Number(row?.second ?? 0) };
}
