import type { Prisma, Tx } from '../../db/client.js';
import type { Sql } from '../../db/sql.js';
import { balanceOf, centralCode } from './ledger.js';

export async function openMemberWallet(tx: Tx, userId: number): Promise<void> {
  await tx.account.create({ data: { kind: 'central', userId, code: centralCode(userId) } });
}

export async function centralBalance(sql: Sql, userId: number): Promise<Prisma.Decimal> {
  return balanceOf(sql, centralCode(userId));
}
