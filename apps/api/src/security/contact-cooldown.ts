import type { Sql } from '../db/sql.js';

/**
 * A contact changed less than this long ago may be a thief's (one with a stolen session and
 * password): no login or withdrawal password is set by a code until it has passed.
 */
export const CONTACT_COOLDOWN_MS = 24 * 3600 * 1000;

export const contactRecentlyChanged = (changedAt: Date | null, now: Date) => changedAt !== null && now.getTime() - changedAt.getTime() < CONTACT_COOLDOWN_MS;

/**
 * Writes a password set by a code sent to `contact`, in one guarded statement: only while that
 * contact is still the member's and no contact of theirs changed in the last 24 hours, so a change
 * landing between the caller's checks and this write still wins. The username, or null when refused.
 */
export async function setPasswordByCode(
  db: Sql,
  { userId, which, hash, contact, now }: { userId: number; which: 'login' | 'withdrawal'; hash: string; contact: string; now: Date },
): Promise<string | null> {
  const column = which === 'login' ? 'password_hash' : 'pay_password_hash';
  const [row] = await db.query<{ username: string }>(
    `UPDATE users SET ${column} = $2
     WHERE id = $1 AND (mobile = $3 OR lower(email) = $3) AND (contact_changed_at IS NULL OR contact_changed_at <= $4)
     RETURNING username`,
    [userId, hash, contact, new Date(now.getTime() - CONTACT_COOLDOWN_MS)],
  );
  return row?.username ?? null;
}
