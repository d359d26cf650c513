import { isEmail } from '@portal/contracts';
import type { Sql } from '../../db/sql.js';

// The member's own details, passwords and avatar (users: profile is a writer, listed in
// modules/tables.ts) and the uploaded avatars (uploads, profile's). Instants go in as ISO text at
// UTC and come out AT TIME ZONE 'UTC', as the columns (timestamp without time zone) hold them.

export interface ProfileRow {
  id: number;
  username: string;
  passwordHash: string;
  payPasswordHash: string;
  realname: string;
  mobile: string | null;
  email: string | null;
  birthday: string | null;
  avatar: string;
  transferStatus: number;
  /** The automatic transfer's amount (null: the whole central wallet). */
  autoTransferAmount: string | null;
  vipLevel: number;
  paysum: string;
  totalgame: string;
  isAgent: boolean;
  contactChangedAt: Date | null;
  createdAt: Date;
}

export async function profileRow(db: Sql, userId: number): Promise<ProfileRow | undefined> {
  const [row] = await db.query<ProfileRow>(
    `SELECT id, username, password_hash AS "passwordHash", pay_password_hash AS "payPasswordHash", realname, mobile, email, birthday, avatar,
            transfer_status AS "transferStatus", auto_transfer_amount::text AS "autoTransferAmount", vip_level AS "vipLevel", paysum::text AS paysum, totalgame::text AS totalgame, is_agent AS "isAgent",
            contact_changed_at AT TIME ZONE 'UTC' AS "contactChangedAt", created_at AT TIME ZONE 'UTC' AS "createdAt"
     FROM users WHERE id = $1`,
    [userId],
  );
  return row;
}

/** The member who uses this contact (a phone, or an email). */
export async function contactHolder(db: Sql, contact: string, channel: 'email' | 'sms' = isEmail(contact) ? 'email' : 'sms'): Promise<number | undefined> {
  const [row] = await db.query<{ id: number }>(`SELECT id FROM users WHERE ${channel === 'email' ? 'email' : 'mobile'} = $1 LIMIT 1`, [contact]);
  return row?.id;
}

export interface DetailsChange {
  birthday?: string;
  email?: string;
  mobile?: string;
  contactChangedAt?: Date;
}

/** Writes the fields given (the others keep their value); throws the unique violation of mobile or email when another member has it. */
export async function updateDetails(db: Sql, userId: number, c: DetailsChange): Promise<void> {
  await db.query(
    `UPDATE users SET birthday = COALESCE($2, birthday), email = COALESCE($3, email), mobile = COALESCE($4, mobile),
            contact_changed_at = COALESCE($5::timestamptz AT TIME ZONE 'UTC', contact_changed_at), updated_at = now() AT TIME ZONE 'UTC'
     WHERE id = $1`,
    [userId, c.birthday ?? null, c.email ?? null, c.mobile ?? null, c.contactChangedAt?.toISOString() ?? null],
  );
}

export async function setLoginPassword(db: Sql, userId: number, hash: string): Promise<void> {
  await db.query(`UPDATE users SET password_hash = $2, updated_at = now() AT TIME ZONE 'UTC' WHERE id = $1`, [userId, hash]);
}

export async function setPayPassword(db: Sql, userId: number, hash: string): Promise<void> {
  await db.query(`UPDATE users SET pay_password_hash = $2, updated_at = now() AT TIME ZONE 'UTC' WHERE id = $1`, [userId, hash]);
}

/**
 * Points the member's avatar at a new upload and drops their earlier ones. The member's row first:
 * parallel uploads then replace one another in turn, and exactly one stays.
 */
export async function replaceAvatar(tx: Sql, userId: number, upload: { id: string; path: string; mime: string; bytes: Buffer; at: Date }): Promise<void> {
  await tx.query('UPDATE users SET avatar = $2 WHERE id = $1', [userId, upload.path]);
  await tx.query('INSERT INTO uploads (id, user_id, mime, bytes, created_at) VALUES ($1, $2, $3, $4, $5)', [
    upload.id,
    userId,
    upload.mime,
    upload.bytes,
    upload.at,
  ]);
  await tx.query('DELETE FROM uploads WHERE user_id = $1 AND id <> $2', [userId, upload.id]);
}
