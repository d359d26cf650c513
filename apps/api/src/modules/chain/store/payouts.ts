import type { Sql } from '../../../db/sql.js';

/** Serialises the records of one transaction hash (with the chain's number), so "already used" is read after any concurrent record of it committed. */
const PAYOUT_TX_LOCK = 0x50_54_58; // "PTX"

/** Holds the lock on a payout's transaction hash (`<protocol>:<hash>`) until the transaction ends. */
export async function lockPayoutHash(tx: Sql, key: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [PAYOUT_TX_LOCK, key]);
}
