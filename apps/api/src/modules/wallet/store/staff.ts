import type { Sql } from '../../../db/sql.js';

// A read of the staff accounts (the staff module's admins table), listed in modules/tables.ts: the
// payout rule judges a payment by the role of the staff it names, read in the paying transaction.

/** The staff named by a payment, read (and held against a concurrent disabling) in the paying transaction. */
export async function staffOf(tx: Sql, ids: number[]): Promise<Map<number, { role: string; active: boolean }>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.query<{ id: number; role: string; active: boolean }>(
    'SELECT id, role, disabled_at IS NULL AS active FROM admins WHERE id = ANY($1::int[]) ORDER BY id FOR SHARE',
    [ids],
  );
  return new Map(rows.map((r) => [Number(r.id), { role: r.role, active: r.active }]));
}
