import type { PrismaClient } from '../../db/client.js';
import type { Sql, SqlPool } from '../../db/sql.js';
import { advanceSince, checkpoint, fullCheck, lockJournal, rebuildSums, touchedSince, unbalancedSince } from './store/checks.js';

export interface Breach {
  rule: 'transaction_unbalanced' | 'balance_mismatch' | 'negative_member_balance';
  detail: string;
}

/**
 * The ledger's invariants (docs/architecture.md#data-rules): every journal transaction sums to
 * zero; every cached balance equals the sum of its entries; no member balance below zero. `db`: an
 * Sql pool or transaction; tests hand in their Prisma client, which reads the same database.
 */
export async function checkLedger(db: Sql | PrismaClient): Promise<Breach[]> {
  const sql: Sql = 'query' in db ? db : { query: <R>(text: string, params: unknown[] = []) => db.$queryRawUnsafe<R[]>(text, ...params) };
  const [unbalanced, mismatched, negative] = await fullCheck(sql);
  return [
    ...unbalanced.map((r) => ({ rule: 'transaction_unbalanced' as const, detail: `journal transaction ${r.id} sums to ${r.total}` })),
    ...mismatched.map((r) => ({ rule: 'balance_mismatch' as const, detail: `${r.code}: cached ${r.cached}, entries ${r.entries}` })),
    ...negative.map((r) => ({ rule: 'negative_member_balance' as const, detail: `${r.code}: ${r.balance}` })),
  ];
}

/**
 * The ledger check from its checkpoint (verify_checkpoints, name 'ledger'): reads only the journal
 * entries written since the last clean check, and compares each account they touched with
 * ledger_checked_sums (the sum of its entries up to the checkpoint) plus those entries. The
 * transactions they belong to must each sum to zero; the accounts they touched must hold exactly
 * their sums, and no member's below zero. A clean check moves the checkpoint and the sums forward.
 *
 * Entries get their ids when inserted but become visible when their transaction commits, so an
 * entry could appear behind a checkpoint taken past it. The re-check therefore locks journal_entries
 * (SHARE ROW EXCLUSIVE): it waits for the money transactions in flight to commit and keeps new ones
 * (and other checks) out while it runs (what is new since the checkpoint: a short read); then every
 * id up to the largest is final (entries never change: a trigger refuses UPDATE and DELETE).
 *
 * `full`, or no checkpoint yet: every invariant over every row (checkLedger, no lock), then, when
 * clean, the sums rebuilt up to the largest id committed at that point (read under a brief lock).
 * Accounts no new entry touched are only re-read by a full check.
 */
export async function checkLedgerCheckpointed(sql: SqlPool, { full = false }: { full?: boolean } = {}): Promise<Breach[]> {
  const fromMark = full ? null : await sql.tx((tx) => recheck(tx));
  if (fromMark) return fromMark;
  const breaches = await checkLedger(sql);
  if (breaches.length > 0) return breaches;
  await sql.tx(async (tx) => {
    await lockJournal(tx);
    await rebuildSums(tx);
  });
  return [];
}

/** The re-check from the checkpoint (null when there is none yet: the caller runs the full check). */
async function recheck(tx: Sql): Promise<Breach[] | null> {
  await lockJournal(tx);
  const since = await checkpoint(tx);
  if (since === null) return null;
  const unbalanced = await unbalancedSince(tx, since);
  const touched = await touchedSince(tx, since);
  const breaches: Breach[] = [
    ...unbalanced.map((r) => ({ rule: 'transaction_unbalanced' as const, detail: `journal transaction ${r.id} sums to ${r.total}` })),
    ...touched
      .filter((r) => r.mismatch)
      .slice(0, 100)
      .map((r) => ({ rule: 'balance_mismatch' as const, detail: `${r.code}: cached ${r.cached}, entries ${r.entries}` })),
    ...touched
      .filter((r) => r.negative)
      .slice(0, 100)
      .map((r) => ({ rule: 'negative_member_balance' as const, detail: `${r.code}: ${r.cached}` })),
  ];
  if (breaches.length > 0 || touched.length === 0) return breaches;
  await advanceSince(tx, since);
  return [];
}
