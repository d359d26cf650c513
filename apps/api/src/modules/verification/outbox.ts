import type { OutboxQuery } from '@portal/contracts';
import type { SqlPool } from '../../db/sql.js';
import type { AdminContext } from '../../context.js';
import type { Audit } from '../../audit/log.js';
import type { VerificationStore } from './store.js';

/** The outbox: every SMS / email the portal sent, for operators (and for reading codes in development). Reading it is audited. */
export function createOutbox({ sql, store, audit }: { sql: SqlPool; store: VerificationStore; audit: Audit }) {
  async function read(ctx: AdminContext, q: OutboxQuery) {
    await audit(sql, { adminId: ctx.adminId, action: 'outbox.read', target: q.recipient ?? '' });
    const rows = await store.listOutbound({ recipient: q.recipient, limit: q.limit });
    return rows.map((m) => ({
      id: Number(m.id),
      channel: m.channel,
      recipient: m.recipient,
      subject: m.subject,
      body: m.body,
      transport: m.transport,
      sent_at: m.sent_at?.toISOString() ?? null,
      error: m.error,
      created_at: m.created_at.toISOString(),
    }));
  }
  return { read };
}

export type Outbox = ReturnType<typeof createOutbox>;
