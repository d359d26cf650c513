import type { Sql } from '../../db/sql.js';

// The verification module's outbox table (outbound_messages): every SMS / email the portal sent.
// Instants are written as ISO text at UTC and read back AT TIME ZONE 'UTC', whatever the process's
// or the session's time zone.

export interface OutboundRow {
  id: string;
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  transport: string;
  sent_at: Date | null;
  error: string | null;
  created_at: Date;
}

export function createVerificationStore(sql: Sql) {
  return {
    /** Records a message about to go out; `sentAt` is set now when the outbox is its only transport. */
    async insertOutbound(m: { channel: string; recipient: string; subject: string; body: string; transport: string; sentAt: Date | null }): Promise<string> {
      const [row] = await sql.query<{ id: string }>(
        `INSERT INTO outbound_messages (channel, recipient, subject, body, transport, sent_at)
         VALUES ($1, $2, $3, $4, $5, $6::timestamptz AT TIME ZONE 'UTC') RETURNING id::text AS id`,
        [m.channel, m.recipient, m.subject, m.body, m.transport, m.sentAt?.toISOString() ?? null],
      );
      return row!.id;
    },
    async markSent(id: string, at: Date): Promise<void> {
      await sql.query(`UPDATE outbound_messages SET sent_at = $2::timestamptz AT TIME ZONE 'UTC' WHERE id = $1::bigint`, [id, at.toISOString()]);
    },
    async markFailed(id: string, error: string): Promise<void> {
      await sql.query(`UPDATE outbound_messages SET error = $2 WHERE id = $1::bigint`, [id, error]);
    },
    /** The newest messages first, of one recipient or of all. */
    async listOutbound(q: { recipient?: string; limit: number }): Promise<OutboundRow[]> {
      return sql.query<OutboundRow>(
        `SELECT id::text AS id, channel, recipient, subject, body, transport, sent_at AT TIME ZONE 'UTC' AS sent_at, error,
                created_at AT TIME ZONE 'UTC' AS created_at
           FROM outbound_messages WHERE ($1::text IS NULL OR recipient = $1) ORDER BY id DESC LIMIT $2`,
        [q.recipient ?? null, q.limit],
      );
    },
  };
}

export type VerificationStore = ReturnType<typeof createVerificationStore>;
