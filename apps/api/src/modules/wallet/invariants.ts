import type { PrismaClient } from '../../db/client.js';

export interface Breach {
  rule: 'transaction_unbalanced' | 'balance_mismatch' | 'negative_member_balance';
  detail: string;
}

/**
 * The ledger's invariants (design.md): every journal transaction sums to zero; every cached
 * balance equals the sum of its entries; no member balance below zero.
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
