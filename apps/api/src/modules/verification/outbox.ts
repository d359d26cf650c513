import { z } from 'zod';
import type { PrismaClient } from '../../db/client.js';
import type { AdminContext } from '../../context.js';
import type { Audit } from '../../audit/log.js';

export const outboxQuery = z.object({
  recipient: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type OutboxQuery = z.infer<typeof outboxQuery>;

/** The outbox: every SMS / email the portal sent, for operators (and for reading codes in development). Reading it is audited. */
export function createOutbox({ prisma, audit }: { prisma: PrismaClient; audit: Audit }) {
  async function read(ctx: AdminContext, q: OutboxQuery) {
    await audit(prisma, { adminId: ctx.adminId, action: 'outbox.read', target: q.recipient ?? '' });
    const rows = await prisma.outboundMessage.findMany({ where: q.recipient ? { recipient: q.recipient } : {}, orderBy: { id: 'desc' }, take: q.limit });
    return rows.map((m) => ({
      id: Number(m.id),
      channel: m.channel,
      recipient: m.recipient,
      subject: m.subject,
      body: m.body,
      transport: m.transport,
      sent_at: m.sentAt?.toISOString() ?? null,
      error: m.error,
      created_at: m.createdAt.toISOString(),
    }));
  }
  return { read };
}

export type Outbox = ReturnType<typeof createOutbox>;
