import { ChainTransferState, type UsdtProtocol } from '@portal/contracts';
import type { Sql } from '../../../db/sql.js';
import type { TransferListRow } from '../presenter.js';

// The transfers the watchers saw to members' deposit addresses (chain_transfers), once each
// (unique chain + tx + log index), and their settlement's states; the back office's list reads
// the member's name (users, listed in modules/tables.ts) and the chain's head.

const { pending, held } = ChainTransferState;

/** A transfer as the watchers record it. */
export interface ObservedTransfer {
  chain: UsdtProtocol;
  txHash: string;
  logIndex: number;
  blockNumber: string;
  blockHash: string;
  from: string;
  to: string;
  contract: string;
  raw: string;
  decimals: number | null;
  usdt: string | null;
  userId: number;
  state: ChainTransferState;
  reason: string;
  at: Date;
}

const observedParams = (t: ObservedTransfer) => [
  t.chain,
  t.txHash,
  t.logIndex,
  t.blockNumber,
  t.blockHash,
  t.from,
  t.to,
  t.contract,
  t.raw,
  t.decimals,
  t.usdt,
  t.userId,
  t.state,
  t.reason,
  t.at,
];

/** Records an ERC20 transfer; seen again while pending in another block, it takes that block. Whether a row was written. */
export async function recordLogTransfer(tx: Sql, t: ObservedTransfer): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO chain_transfers (chain, tx_hash, log_index, block_number, block_hash, from_address, to_address, contract, raw_amount, decimals, usdt_amount, user_id, state, reason, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15)
     ON CONFLICT (chain, tx_hash, log_index) DO UPDATE SET block_number = EXCLUDED.block_number, block_hash = EXCLUDED.block_hash, updated_at = EXCLUDED.updated_at
       WHERE chain_transfers.state = '${pending}' AND chain_transfers.block_hash <> EXCLUDED.block_hash
     RETURNING 1`,
    observedParams(t),
  );
  return rows.length > 0;
}

/** Records a TRC20 transfer once (a solidified block is final). Whether a row was written. */
export async function recordSolidTransfer(tx: Sql, t: ObservedTransfer): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO chain_transfers (chain, tx_hash, log_index, block_number, block_hash, from_address, to_address, contract, raw_amount, decimals, usdt_amount, user_id, state, reason, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15)
     ON CONFLICT (chain, tx_hash, log_index) DO NOTHING RETURNING 1`,
    observedParams(t),
  );
  return rows.length > 0;
}

/** The chain's pending transfers, by block and log. */
export function pendingTransfers(sql: Sql, chain: UsdtProtocol): Promise<{ id: string; block_number: string; block_hash: string }[]> {
  return sql.query<{ id: string; block_number: string; block_hash: string }>(
    `SELECT id::text AS id, block_number::text AS block_number, block_hash FROM chain_transfers WHERE chain = $1 AND state = $2 ORDER BY block_number, log_index`,
    [chain, pending],
  );
}

/** The chain's pending transfers at or below the height `upTo`, by block and log. */
export function pendingUpTo(sql: Sql, chain: UsdtProtocol, upTo: string): Promise<{ id: string; tx_hash: string; block_number: string; block_hash: string }[]> {
  return sql.query<{ id: string; tx_hash: string; block_number: string; block_hash: string }>(
    `SELECT id::text AS id, tx_hash, block_number::text AS block_number, block_hash FROM chain_transfers
     WHERE chain = $1 AND state = $2 AND block_number <= $3 ORDER BY block_number, log_index`,
    [chain, pending, upTo],
  );
}

/** A transfer in `from` moved to `state` with the reason (orphaned, ignored, held); a no-op when it is no longer in `from`. */
export async function moveTransfer(
  db: Sql,
  { id, state, reason, at, from = pending }: { id: string; state: ChainTransferState; reason: string; at: Date; from?: ChainTransferState },
): Promise<void> {
  await db.query('UPDATE chain_transfers SET state = $2, reason = $3, updated_at = $4 WHERE id = $1 AND state = $5', [id, state, reason, at, from]);
}

/** A transfer as its settlement reads it, with when its address was given to the member. */
export interface TransferRow {
  id: string;
  chain: UsdtProtocol;
  tx_hash: string;
  log_index: number;
  block_number: string;
  block_hash: string;
  user_id: number | null;
  usdt_amount: string | null;
  state: ChainTransferState;
  payout_id: number | null;
  to_address: string;
  /** The sender: a deposit from a blocked member's bound address is held (player protection). */
  from_address: string;
  /** The member's address row: when it was given, and the chain's head then (null: not recorded). */
  allocated_at: Date | null;
  allocated_block: string | null;
}

/** The transfer locked for its settlement while in `state` (undefined: not in it). */
export async function lockTransfer(tx: Sql, id: string, state: ChainTransferState): Promise<TransferRow | undefined> {
  const [t] = await tx.query<TransferRow>(
    `SELECT t.id::text AS id, t.chain, t.tx_hash, t.log_index, t.block_number::text AS block_number, t.block_hash, t.user_id,
       t.usdt_amount::text AS usdt_amount, t.state, t.payout_id, t.to_address, t.from_address, a.created_at AS allocated_at, a.allocated_block::text AS allocated_block
     FROM chain_transfers t LEFT JOIN member_deposit_addresses a ON a.chain = t.chain AND a.address = t.to_address
     WHERE t.id = $1 AND t.state = $2 FOR UPDATE OF t`,
    [id, state],
  );
  return t;
}

/** The held transfer waits for the payouts queue's row `payoutId`. */
export async function setTransferPayout(tx: Sql, { id, payoutId, at }: { id: string; payoutId: number; at: Date }): Promise<void> {
  await tx.query('UPDATE chain_transfers SET payout_id = $2, updated_at = $3 WHERE id = $1', [id, payoutId, at]);
}

/** The transfer credited with its deposit order (decided by a staff member, or null: the chain). */
export async function markCredited(
  tx: Sql,
  { id, depositNo, decidedBy, at }: { id: string; depositNo: string; decidedBy: number | null; at: Date },
): Promise<void> {
  await tx.query('UPDATE chain_transfers SET state = $2, deposit_no = $3, decided_by = $4, updated_at = $5 WHERE id = $1', [
    id,
    ChainTransferState.credited,
    depositNo,
    decidedBy,
    at,
  ]);
}

/** The transfer ignored by a staff member's decision, with the reason. */
export async function markRejected(tx: Sql, { id, reason, decidedBy, at }: { id: string; reason: string; decidedBy: number; at: Date }): Promise<void> {
  await tx.query('UPDATE chain_transfers SET state = $2, reason = $3, decided_by = $4, updated_at = $5 WHERE id = $1', [
    id,
    ChainTransferState.ignored,
    reason,
    decidedBy,
    at,
  ]);
}

/** A held transfer not waiting in the payouts queue rejected (ignored) with the reason; what it was, or undefined when it was not held. */
export async function rejectHeld(tx: Sql, { id, reason, decidedBy, at }: { id: string; reason: string; decidedBy: number; at: Date }) {
  const [row] = await tx.query<{ tx_hash: string; usdt_amount: string | null; user_id: number | null }>(
    `UPDATE chain_transfers SET state = $2, reason = $3, decided_by = $4, updated_at = $5::timestamptz AT TIME ZONE 'UTC'
     WHERE id = $1 AND state = $6 AND payout_id IS NULL RETURNING tx_hash, usdt_amount::text AS usdt_amount, user_id`,
    [id, ChainTransferState.ignored, reason, decidedBy, at.toISOString(), held],
  );
  return row;
}

/** How many transfers each chain has in each state (the back office's status). */
export function transferCounts(sql: Sql): Promise<{ chain: UsdtProtocol; state: ChainTransferState; n: number }[]> {
  return sql.query<{ chain: UsdtProtocol; state: ChainTransferState; n: number }>(
    'SELECT chain, state, count(*)::int AS n FROM chain_transfers GROUP BY chain, state',
  );
}

const TRANSFER_COLUMNS = `t.id::text AS id, t.chain, u.username, t.tx_hash, t.log_index, t.block_number::text AS block_number, t.from_address, t.to_address,
  t.contract, t.usdt_amount::text AS usdt_amount, t.raw_amount::text AS raw_amount, t.state, t.reason, t.deposit_no, t.created_at, t.updated_at,
  c.head_block::text AS head_block`;
const TRANSFER_FROM = `chain_transfers t LEFT JOIN users u ON u.id = t.user_id LEFT JOIN chain_cursors c ON c.chain = t.chain`;

/** A page of the transfers (newest first), filtered by chain, state, member and hash ('' for any), and the count. */
export async function transferPage(
  sql: Sql,
  { chain, state, username, txHash, page, perPage }: { chain: string; state: string; username: string; txHash: string; page: number; perPage: number },
): Promise<{ rows: TransferListRow[]; total: number }> {
  const where = `($1 = '' OR t.chain = $1) AND ($2 = '' OR t.state = $2) AND ($3 = '' OR u.username = $3) AND ($4 = '' OR t.tx_hash = lower($4))`;
  const params = [chain, state, username, txHash];
  const [rows, [count]] = await Promise.all([
    sql.query<TransferListRow>(`SELECT ${TRANSFER_COLUMNS} FROM ${TRANSFER_FROM} WHERE ${where} ORDER BY t.id DESC LIMIT $5 OFFSET $6`, [
      ...params,
      perPage,
      (page - 1) * perPage,
    ]),
    sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${TRANSFER_FROM} WHERE ${where}`, params),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export async function transferById(sql: Sql, id: string): Promise<TransferListRow | undefined> {
  const [row] = await sql.query<TransferListRow>(`SELECT ${TRANSFER_COLUMNS} FROM ${TRANSFER_FROM} WHERE t.id = $1`, [id]);
  return row;
}

/** The 'chain' staff account's id (written by the chain migration): the reviewer of what the chain confirms. */
export async function chainAccountId(sql: Sql): Promise<number | undefined> {
  const [row] = await sql.query<{ id: number }>("SELECT id FROM admins WHERE name = 'chain'");
  return row?.id;
}
