import type { Prisma, PrismaClient, Tx } from '../../db/client.js';

export interface AuditEntry {
  adminId: number;
  action: string;
  /** Whom or what the action was about (a username, an id). */
  target?: string;
  detail?: Prisma.InputJsonValue;
}

/** Writes one audit row; pass the caller's Prisma transaction to commit it with the action. */
export type Audit = (db: PrismaClient | Tx, entry: AuditEntry) => Promise<void>;

/** Every admin action leaves a row: who, what, on whom, with the details. */
export const recordAudit: Audit = async (db, { adminId, action, target = '', detail = {} }) => {
  await db.auditLog.create({ data: { adminId, action, target, detail } });
};
