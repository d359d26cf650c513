import { Prisma, type PrismaClient, type Tx } from '../../db/client.js';

// Account codes name every ledger account; member accounts are opened with the member.
export const centralAccountCode = (userId: number) => `member:${userId}:central`;

export async function openMemberWallet(tx: Tx, userId: number): Promise<void> {
  await tx.account.create({ data: { kind: 'central', userId, code: centralAccountCode(userId) } });
}

export async function centralBalance(db: PrismaClient | Tx, userId: number): Promise<Prisma.Decimal> {
  const account = await db.account.findUnique({ where: { code: centralAccountCode(userId) }, select: { balance: true } });
  return account?.balance ?? new Prisma.Decimal(0);
}
