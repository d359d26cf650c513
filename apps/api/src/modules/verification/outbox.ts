import type { OutboxQuery } from '@portal/contracts';
import type { PrismaClient } from '../../db/client.js';
import type { AdminContext } from '../../context.js';
import type { Audit } from '../../audit/log.js';

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
