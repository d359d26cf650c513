import { Prisma, type PrismaClient, type Tx } from '../../db/client.js';
import { balanceOf, centralCode } from './ledger.js';

export async function openMemberWallet(tx: Tx, userId: number): Promise<void> {
  await tx.account.create({ data: { kind: 'central', userId, code: centralCode(userId) } });
}

export async function centralBalance(db: PrismaClient | Tx, userId: number): Promise<Prisma.Decimal> {
  return balanceOf(db, centralCode(userId));
}
