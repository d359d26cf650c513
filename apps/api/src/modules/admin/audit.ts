import type { Prisma, PrismaClient, Tx } from '../../db/client.js';

/** Every admin action leaves a row: who, what, on whom, with the details. */
export async function audit(db: PrismaClient | Tx, adminId: number, action: string, target = '', detail: Prisma.InputJsonValue = {}): Promise<void> {
  await db.auditLog.create({ data: { adminId, action, target, detail } });
}
