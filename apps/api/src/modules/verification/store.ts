import type { Sql } from '../../db/sql.js';

// The outbox (outbound_messages): every SMS and email the portal sent. Instants go in as ISO text
// at UTC and come out AT TIME ZONE 'UTC', as the columns (timestamp without time zone) hold them.

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

/** Writes a message to the outbox (sent at `sentAt`, or not yet: null); returns its id. */
export async function insertOutbound(
  db: Sql,
  m: { channel: string; recipient: string; subject: string; body: string; transport: string; sentAt: Date | null },
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO outbound_messages (channel, recipient, subject, body, transport, sent_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6::timestamptz AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC') RETURNING id::text AS id`,
    [m.channel, m.recipient, m.subject, m.body, m.transport, m.sentAt?.toISOString() ?? null],
  );
  return row!.id;
}

export async function markSent(db: Sql, id: string, at: Date): Promise<void> {
  await db.query(`UPDATE outbound_messages SET sent_at = $2::timestamptz AT TIME ZONE 'UTC' WHERE id = $1::bigint`, [id, at.toISOString()]);
}

export async function markFailed(db: Sql, id: string, error: string): Promise<void> {
  await db.query('UPDATE outbound_messages SET error = $2 WHERE id = $1::bigint', [id, error]);
}

/** The latest messages (to one recipient when given), newest first. */
export function latestOutbound(db: Sql, recipient: string | null, limit: number): Promise<OutboundRow[]> {
  return db.query<OutboundRow>(
    `SELECT id::text AS id, channel, recipient, subject, body, transport, sent_at AT TIME ZONE 'UTC' AS sent_at, error, created_at AT TIME ZONE 'UTC' AS created_at
     FROM outbound_messages WHERE ($1::text IS NULL OR recipient = $1) ORDER BY id DESC LIMIT $2`,
    [recipient, limit],
  );
}
