import { OrderState, type ReviewListInput } from '@portal/contracts';
import type { Sql, SqlPool } from '../../../db/sql.js';
import type { DepositRow } from '../rows.js';
import { countByIndex, memberFilterSql, REVIEW_NAMES, reviewFilters, reviewFilterSql } from './review.js';

// Deposit orders (deposits), with the member's and the reviewer's names for the back office
// (users, admins: read for the review queue, listed in modules/tables.ts).

const DEPOSIT_COLUMNS = `d.id::text AS id, d.deposit_no, d.user_id, d.paytype, d.protocol, d.amount::text AS amount, d.real_money::text AS real_money,
  d.usdt_rate::text AS usdt_rate, d.usdt_amount::text AS usdt_amount, d.payer_name, d.payer_bank, d.payer_card_no, d.payer_address,
  d.state, d.reason, d.reviewed_by, d.reviewed_at, d.created_at, d.expires_at, d.channel_id, d.payout_id`;

/** Advisory lock (with the member's id) under which a member's open deposit orders are counted and one is added. */
const DEPOSIT_LOCK = 0x43_5a_4f; // "CZO"

const { pending, approved, rejected } = OrderState;

export type ReviewedDeposit = DepositRow & { username: string; reviewer: string | null };

/** One member's deposit requests count and insert one at a time (until the transaction ends). */
export async function lockMemberDeposits(tx: Sql, userId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [DEPOSIT_LOCK, userId]);
}

/** The member's pending orders still inside their payment window at `now`. */
export async function openDeposits(tx: Sql, userId: number, now: Date): Promise<number> {
  const [open] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM deposits WHERE user_id = $1 AND state = $2 AND expires_at > $3', [
    userId,
    pending,
    now,
  ]);
  return open!.n;
}

export interface NewDeposit {
  depositNo: string;
  userId: number;
  paytype: string;
  protocol: string | null;
  amount: string;
  usdtRate: string | null;
  usdtAmount: string | null;
  payerName: string;
  payerBank: string;
  payerCardNo: string;
  payerAddress: string;
  createdAt: Date;
  expiresAt: Date;
  channelId: number | null;
}

/** A pending order (real_money = amount). */
export async function insertDeposit(tx: Sql, d: NewDeposit): Promise<DepositRow> {
  const [inserted] = await tx.query<DepositRow>(
    `INSERT INTO deposits AS d (deposit_no, user_id, paytype, protocol, amount, real_money, usdt_rate, usdt_amount, payer_name, payer_bank, payer_card_no, payer_address, created_at, expires_at, channel_id)
     VALUES ($1, $2, $3, $4, $5, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING ${DEPOSIT_COLUMNS}`,
    [
      d.depositNo,
      d.userId,
      d.paytype,
      d.protocol,
      d.amount,
      d.usdtRate,
      d.usdtAmount,
      d.payerName,
      d.payerBank,
      d.payerCardNo,
      d.payerAddress,
      d.createdAt,
      d.expiresAt,
      d.channelId,
    ],
  );
  return inserted!;
}

/** One of the member's own orders (undefined: not theirs, or none). */
export async function memberDeposit(sql: Sql, userId: number, depositNo: string): Promise<DepositRow | undefined> {
  const [row] = await sql.query<DepositRow>(`SELECT ${DEPOSIT_COLUMNS} FROM deposits d WHERE d.deposit_no = $1 AND d.user_id = $2`, [depositNo, userId]);
  return row;
}

/** Rejects (reason `reason`) the pending orders whose payment window closed by `now`, except those waiting in the payouts queue; how many. */
export async function expireDeposits(sql: Sql, now: Date, reason: string): Promise<number> {
  const rows = await sql.query(
    `UPDATE deposits SET state = ${rejected}, reason = $2, reviewed_at = $1 WHERE state = ${pending} AND expires_at <= $1 AND payout_id IS NULL RETURNING 1`,
    [now, reason],
  );
  return rows.length;
}

/** An order with the member's and the reviewer's names (undefined: no such order). */
export async function depositForReview(db: Sql, depositNo: string): Promise<ReviewedDeposit | undefined> {
  const [row] = await db.query<ReviewedDeposit>(
    `SELECT ${DEPOSIT_COLUMNS}, ${REVIEW_NAMES} FROM deposits d JOIN users u ON u.id = d.user_id LEFT JOIN admins ra ON ra.id = d.reviewed_by WHERE d.deposit_no = $1`,
    [depositNo],
  );
  return row;
}

/** A page of the review queue (newest first) and the queue's total. */
export async function depositPage(sql: SqlPool, q: ReviewListInput, perPage: number): Promise<{ rows: ReviewedDeposit[]; total: number }> {
  const f = reviewFilters(q);
  // Conditions on d alone (the member by id): the page is chosen in the index (state, id) or
  // (user_id, ...) before any row is joined, and OFFSET skips ids, not joined rows.
  const where = `($1::int IS NULL OR d.state = $1) AND ${memberFilterSql('d')} AND ${reviewFilterSql('d', 'd.amount', 'd.deposit_no')}`;
  const [rows, [count]] = await Promise.all([
    sql.query<ReviewedDeposit>(
      `SELECT ${DEPOSIT_COLUMNS}, ${REVIEW_NAMES} FROM deposits d JOIN users u ON u.id = d.user_id LEFT JOIN admins ra ON ra.id = d.reviewed_by
       WHERE d.id IN (SELECT d.id FROM deposits d WHERE ${where} ORDER BY d.id DESC LIMIT $8 OFFSET $9) ORDER BY d.id DESC`,
      [q.state ?? null, q.username, ...f, perPage, (q.page - 1) * perPage],
    ),
    countByIndex(sql, `SELECT count(*)::text AS n FROM deposits d WHERE ${where}`, [q.state ?? null, q.username, ...f]),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** The order locked for a decision (undefined: no such order). */
export async function lockDeposit(tx: Sql, depositNo: string): Promise<DepositRow | undefined> {
  const [order] = await tx.query<DepositRow>(`SELECT ${DEPOSIT_COLUMNS} FROM deposits d WHERE d.deposit_no = $1 FOR UPDATE`, [depositNo]);
  return order;
}

/** The order approved once above the threshold: it waits for the payouts queue's row `payoutId` (and no longer expires). */
export async function setDepositPayout(tx: Sql, id: string, payoutId: number): Promise<void> {
  await tx.query('UPDATE deposits SET payout_id = $2 WHERE id = $1', [id, payoutId]);
}

/** pending -> approved by `reviewedBy` at `at`, while still unexpired; undefined when another decision or the expiry came first. */
export async function approvePendingDeposit(tx: Sql, { depositNo, reviewedBy, at }: { depositNo: string; reviewedBy: number; at: Date }) {
  const [won] = await tx.query<DepositRow>(
    `UPDATE deposits d SET state = ${approved}, reviewed_by = $2, reviewed_at = $3 WHERE d.deposit_no = $1 AND d.state = ${pending} AND d.expires_at > $3 RETURNING ${DEPOSIT_COLUMNS}`,
    [depositNo, reviewedBy, at],
  );
  return won;
}

/** pending -> approved for the order waiting for the payouts queue's row `payoutId`; undefined when it no longer waits for it. */
export async function approveQueuedDeposit(
  tx: Sql,
  { depositNo, reviewedBy, at, payoutId }: { depositNo: string; reviewedBy: number; at: Date; payoutId: number },
) {
  const [won] = await tx.query<DepositRow>(
    `UPDATE deposits d SET state = ${approved}, reviewed_by = $2, reviewed_at = $3 WHERE d.deposit_no = $1 AND d.state = ${pending} AND d.payout_id = $4 RETURNING ${DEPOSIT_COLUMNS}`,
    [depositNo, reviewedBy, at, payoutId],
  );
  return won;
}

/** pending -> rejected with `reason` for the order waiting for the payouts queue's row `payoutId`; undefined when it no longer waits for it. */
export async function rejectQueuedDeposit(
  tx: Sql,
  { depositNo, reviewedBy, at, reason, payoutId }: { depositNo: string; reviewedBy: number; at: Date; reason: string; payoutId: number },
) {
  const [row] = await tx.query<DepositRow>(
    `UPDATE deposits d SET state = ${rejected}, reason = $4, reviewed_by = $2, reviewed_at = $3 WHERE d.deposit_no = $1 AND d.state = ${pending} AND d.payout_id = $5 RETURNING ${DEPOSIT_COLUMNS}`,
    [depositNo, reviewedBy, at, reason, payoutId],
  );
  return row;
}

/** pending -> rejected with `reason` (not one waiting in the payouts queue); undefined when it was not pending. */
export async function rejectPendingDeposit(
  tx: Sql,
  { depositNo, reviewedBy, at, reason }: { depositNo: string; reviewedBy: number; at: Date; reason: string },
) {
  const [row] = await tx.query<DepositRow>(
    `UPDATE deposits d SET state = ${rejected}, reason = $4, reviewed_by = $2, reviewed_at = $3 WHERE d.deposit_no = $1 AND d.state = ${pending} AND d.payout_id IS NULL RETURNING ${DEPOSIT_COLUMNS}`,
    [depositNo, reviewedBy, at, reason],
  );
  return row;
}

/** A confirmed USDT transfer to credit, and what it approves. */
export interface ChainDeposit {
  userId: number;
  protocol: string;
  /** The USDT that arrived, to 2 and to 6 decimals (an open order asks for exactly this amount). */
  usdt2: string;
  usdt6: string;
  cny: string;
  rate: string;
  reviewedBy: number;
  at: Date;
  txHash: string;
}

/**
 * The member's oldest open order of the protocol asking for exactly this USDT amount, approved for
 * `cny` at `rate` with the transaction hash; undefined when there is none.
 */
export async function approveOpenUsdtDeposit(tx: Sql, c: ChainDeposit): Promise<DepositRow | undefined> {
  const [open] = await tx.query<DepositRow>(
    `UPDATE deposits d SET state = ${approved}, real_money = $5, usdt_rate = $6, reviewed_by = $7, reviewed_at = $8, chain_tx = $9
     WHERE d.id = (SELECT id FROM deposits WHERE user_id = $1 AND paytype = 'usdt' AND protocol = $2 AND state = ${pending} AND expires_at > $8
                     AND payout_id IS NULL AND usdt_amount = $3::numeric AND $3::numeric = $4::numeric ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
     RETURNING ${DEPOSIT_COLUMNS}`,
    [c.userId, c.protocol, c.usdt2, c.usdt6, c.cny, c.rate, c.reviewedBy, c.at, c.txHash],
  );
  return open;
}

/** A new order, approved, for what arrived (no open order asked for it): `usdt` its USDT cut to 2 decimals. */
export async function insertApprovedUsdtDeposit(tx: Sql, c: Omit<ChainDeposit, 'usdt2' | 'usdt6'> & { depositNo: string; usdt: string }): Promise<DepositRow> {
  const [row] = await tx.query<DepositRow>(
    `INSERT INTO deposits AS d (deposit_no, user_id, paytype, protocol, amount, real_money, usdt_rate, usdt_amount, state, reviewed_by, reviewed_at, created_at, expires_at, chain_tx)
     VALUES ($1, $2, 'usdt', $3, $4, $4, $5, $6, ${approved}, $7, $8, $8, $8, $9) RETURNING ${DEPOSIT_COLUMNS}`,
    [c.depositNo, c.userId, c.protocol, c.cny, c.rate, c.usdt, c.reviewedBy, c.at, c.txHash],
  );
  return row!;
}

/** The member an order belongs to (undefined: no such order). */
export async function depositOwner(sql: Sql, depositNo: string): Promise<number | undefined> {
  const [row] = await sql.query<{ user_id: number }>('SELECT user_id FROM deposits WHERE deposit_no = $1', [depositNo]);
  return row?.user_id;
}

/** Pending orders still inside their payment window and not waiting in the payouts queue. */
export async function pendingDepositCount(sql: Sql, now: Date): Promise<number> {
  const [row] = await sql.query<{ n: string }>('SELECT count(*)::text AS n FROM deposits WHERE state = $1 AND expires_at > $2 AND payout_id IS NULL', [
    pending,
    now,
  ]);
  return Number(row?.n ?? 0);
}
