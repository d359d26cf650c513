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

// The verification codes (verification_codes).

/** Advisory lock (with the contact) under which a contact's codes are counted and one added. */
const CODE_LOCK = 0x43_4f_44; // "COD"

/** Parallel requests for one contact count and insert one at a time: none slips past the resend wait or the daily cap. */
export async function lockContactCodes(tx: Sql, target: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [CODE_LOCK, target]);
}

/** The contact's newest code of `purpose` since `since`, and how many codes of any purpose it got since. */
export async function codesSince(db: Sql, target: string, purpose: string, since: Date): Promise<{ latest: Date | null; today: number }> {
  const [sent] = await db.query<{ latest: Date | null; today: number }>(
    'SELECT max(created_at) FILTER (WHERE purpose = $2) AS latest, count(*)::int AS today FROM verification_codes WHERE target = $1 AND created_at > $3',
    [target, purpose, since],
  );
  return sent!;
}

export async function insertCode(
  tx: Sql,
  c: { channel: string; target: string; purpose: string; codeHash: string; expiresAt: Date; at: Date },
): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    'INSERT INTO verification_codes (channel, target, purpose, code_hash, expires_at, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [c.channel, c.target, c.purpose, c.codeHash, c.expiresAt, c.at],
  );
  return row!.id;
}

export async function deleteCode(db: Sql, id: string): Promise<void> {
  await db.query('DELETE FROM verification_codes WHERE id = $1', [id]);
}

/**
 * Counts a guess on the contact's newest live code of `purpose`, by one guarded statement (a code
 * takes at most `maxAttempts`, however many arrive at once); returns the code when the guess counted.
 */
export async function countGuess(
  db: Sql,
  target: string,
  purpose: string,
  now: Date,
  maxAttempts: number,
): Promise<{ id: string; code_hash: string } | undefined> {
  const [counted] = await db.query<{ id: string; code_hash: string }>(
    `UPDATE verification_codes SET attempts = attempts + 1
     WHERE id = (SELECT id FROM verification_codes WHERE target = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3 ORDER BY created_at DESC, id DESC LIMIT 1)
       AND attempts < $4 AND used_at IS NULL AND expires_at > $3
     RETURNING id, code_hash`,
    [target, purpose, now, maxAttempts],
  );
  return counted;
}

/** Marks the code used; true when this call did (a code is used once). */
export async function useCode(db: Sql, id: string, now: Date): Promise<boolean> {
  const used = await db.query('UPDATE verification_codes SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id', [id, now]);
  return used.length === 1;
}
