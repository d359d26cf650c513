import type { Sql } from '../../../db/sql.js';

// What the chain module reads and writes of a USDT withdrawal's payout, through the cashier
// (modules/index.ts hands it to the chain in its deps): the hash of the transaction finance
// recorded as paying it, and the chain's verdict on it (withdrawals.payout_tx, payout_state,
// payout_note, payout_checked_at).

/** A withdrawal a payout is recorded on, locked. */
export interface PayoutTarget {
  id: string;
  protocol: string | null;
  state: number;
  payout_tx: string | null;
  payout_state: string | null;
}

/** A recorded payout the chain verifies. */
export interface RecordedPayout {
  id: string;
  order_no: string;
  bank_no: string;
  usdt_amount: string;
  payout_tx: string;
}

export const withdrawalPayouts = {
  /** The withdrawal locked for recording its payout (undefined: no such order). */
  async lockForPayout(tx: Sql, orderNo: string): Promise<PayoutTarget | undefined> {
    const [w] = await tx.query<PayoutTarget>(
      'SELECT id::text AS id, protocol, state, payout_tx, payout_state FROM withdrawals WHERE order_no = $1 FOR UPDATE',
      [orderNo],
    );
    return w;
  },

  /** The other withdrawal that transaction hash pays already (undefined: none). */
  async paidBy(tx: Sql, { protocol, txHash, exceptId }: { protocol: string; txHash: string; exceptId: string }): Promise<string | undefined> {
    const [used] = await tx.query<{ order_no: string }>('SELECT order_no FROM withdrawals WHERE protocol = $1 AND payout_tx = $2 AND id <> $3', [
      protocol,
      txHash,
      exceptId,
    ]);
    return used?.order_no;
  },

  /** Records the hash, to be verified (a unique violation when another withdrawal has it). */
  async recordPayout(tx: Sql, { id, txHash, state, note }: { id: string; txHash: string; state: string; note: string }): Promise<void> {
    await tx.query('UPDATE withdrawals SET payout_tx = $2, payout_state = $3, payout_note = $4, payout_checked_at = NULL WHERE id = $1', [
      id,
      txHash,
      state,
      note,
    ]);
  },

  /** The payouts of a protocol in `state`, by id. */
  inState(sql: Sql, { state, protocol }: { state: string; protocol: string }): Promise<RecordedPayout[]> {
    return sql.query<RecordedPayout>(
      `SELECT id::text AS id, order_no, bank_no, usdt_amount::text AS usdt_amount, payout_tx FROM withdrawals WHERE payout_state = $1 AND protocol = $2 ORDER BY id`,
      [state, protocol],
    );
  },

  /** The chain's verdict on a payout still in `from` with the same hash; false when it changed meanwhile. */
  async settle(
    sql: Sql,
    { id, state, note, at, from, txHash }: { id: string; state: string; note: string; at: Date; from: string; txHash: string },
  ): Promise<boolean> {
    const moved = await sql.query(
      'UPDATE withdrawals SET payout_state = $2, payout_note = $3, payout_checked_at = $4 WHERE id = $1 AND payout_state = $5 AND payout_tx = $6 RETURNING 1',
      [id, state, note, at, from, txHash],
    );
    return moved.length > 0;
  },
};

export type WithdrawalPayouts = typeof withdrawalPayouts;
