import type { PrismaClient } from '../../db/client.js';
import type { Sql, SqlPool } from '../../db/sql.js';

export interface Breach {
  rule: 'transaction_unbalanced' | 'balance_mismatch' | 'negative_member_balance';
  detail: string;
}

/**
 * The ledger's invariants (docs/architecture.md#data-rules): every journal transaction sums to
 * zero; every cached balance equals the sum of its entries; no member balance below zero.
 */
export async function checkLedger(prisma: PrismaClient): Promise<Breach[]> {
  const [unbalanced, mismatched, negative] = await Promise.all([
    prisma.$queryRaw<{ id: bigint; total: string }[]>`
      SELECT transaction_id AS id, SUM(amount)::text AS total FROM journal_entries GROUP BY transaction_id HAVING SUM(amount) <> 0 LIMIT 100`,
    prisma.$queryRaw<{ code: string; cached: string; entries: string }[]>`
      SELECT a.code, a.balance::text AS cached, COALESCE(e.total, 0)::text AS entries
      FROM accounts a LEFT JOIN (SELECT account_id, SUM(amount) AS total FROM journal_entries GROUP BY account_id) e ON e.account_id = a.id
      WHERE a.balance <> COALESCE(e.total, 0) LIMIT 100`,
    prisma.$queryRaw<{ code: string; balance: string }[]>`
      SELECT code, balance::text AS balance FROM accounts WHERE kind <> 'house' AND balance < 0 LIMIT 100`,
  ]);
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
export async function checkLedgerCheckpointed(prisma: PrismaClient, sql: SqlPool, { full = false }: { full?: boolean } = {}): Promise<Breach[]> {
  const fromMark = full ? null : await sql.tx((tx) => recheck(tx));
  if (fromMark) return fromMark;
  const breaches = await checkLedger(prisma);
  if (breaches.length > 0) return breaches;
  await sql.tx(async (tx) => {
    await lockJournal(tx);
    const [top] = await tx.query<{ id: string }>('SELECT COALESCE(MAX(id), 0)::text AS id FROM journal_entries');
    await tx.query('DELETE FROM ledger_checked_sums');
    await tx.query(
      `INSERT INTO ledger_checked_sums (account_id, total) SELECT account_id, SUM(amount) FROM journal_entries WHERE id <= $1 GROUP BY account_id`,
      [top!.id],
    );
    await saveMark(tx, top!.id);
  });
  return [];
}

/**
 * SHARE ROW EXCLUSIVE: waits for the money transactions in flight, keeps new ones (and any other
 * check) out until this transaction ends; readers go on.
 */
async function lockJournal(tx: Sql): Promise<void> {
  await tx.query(`SET LOCAL lock_timeout = '10s'`);
  await tx.query('LOCK TABLE journal_entries IN SHARE ROW EXCLUSIVE MODE');
}

/** The re-check from the checkpoint (null when there is none yet: the caller runs the full check). */
async function recheck(tx: Sql): Promise<Breach[] | null> {
  await lockJournal(tx);
  const [mark] = await tx.query<{ last_id: string }>(`SELECT last_id::text FROM verify_checkpoints WHERE name = 'ledger'`);
  if (!mark) return null;
  const since = mark.last_id;
  const unbalanced = await tx.query<{ id: string; total: string }>(
    `SELECT transaction_id::text AS id, SUM(amount)::text AS total FROM journal_entries
     WHERE transaction_id IN (SELECT DISTINCT transaction_id FROM journal_entries WHERE id > $1)
     GROUP BY transaction_id HAVING SUM(amount) <> 0 LIMIT 100`,
    [since],
  );
  const touched = await tx.query<{ code: string; cached: string; entries: string; mismatch: boolean; negative: boolean }>(
    `SELECT a.code, a.balance::text AS cached, (COALESCE(s.total, 0) + n.added)::text AS entries,
            a.balance <> COALESCE(s.total, 0) + n.added AS mismatch, a.kind <> 'house' AND a.balance < 0 AS negative
     FROM (SELECT account_id, SUM(amount) AS added FROM journal_entries WHERE id > $1 GROUP BY account_id) n
     JOIN accounts a ON a.id = n.account_id LEFT JOIN ledger_checked_sums s ON s.account_id = n.account_id`,
    [since],
  );
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
  await tx.query(
    `INSERT INTO ledger_checked_sums (account_id, total) SELECT account_id, SUM(amount) FROM journal_entries WHERE id > $1 GROUP BY account_id
     ON CONFLICT (account_id) DO UPDATE SET total = ledger_checked_sums.total + EXCLUDED.total`,
    [since],
  );
  const [top] = await tx.query<{ id: string }>('SELECT MAX(id)::text AS id FROM journal_entries WHERE id > $1', [since]);
  await saveMark(tx, top!.id);
  return [];
}

async function saveMark(tx: Sql, lastId: string): Promise<void> {
  await tx.query(
    `INSERT INTO verify_checkpoints (name, last_id, hash, verified_at) VALUES ('ledger', $1, '', now())
     ON CONFLICT (name) DO UPDATE SET last_id = EXCLUDED.last_id, verified_at = EXCLUDED.verified_at`,
    [lastId],
  );
}
