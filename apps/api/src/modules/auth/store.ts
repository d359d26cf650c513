import { isEmail } from '@portal/contracts';
import type { Sql } from '../../db/sql.js';

// Registration and login read and write the members' table (users: auth is a writer of its own
// rows and of last_login_at, listed in modules/tables.ts); the login history (member_logins) is
// auth's. Instants go in as ISO text at UTC and come out AT TIME ZONE 'UTC', as the columns
// (timestamp without time zone) hold them.

export async function usernameTaken(db: Sql, username: string): Promise<boolean> {
  const [row] = await db.query('SELECT 1 FROM users WHERE username = $1', [username]);
  return row !== undefined;
}

/** Whether a member uses this mobile or this email (either may be null). */
export async function contactTaken(db: Sql, mobile: string | null, email: string | null): Promise<boolean> {
  if (mobile === null && email === null) return false;
  const [row] = await db.query('SELECT 1 FROM users WHERE mobile = $1 OR email = $2 LIMIT 1', [mobile, email]);
  return row !== undefined;
}

/** The member `id` when they are an approved agent. */
export async function agentId(db: Sql, id: number): Promise<number | undefined> {
  const [row] = await db.query<{ id: number }>('SELECT id FROM users WHERE id = $1 AND is_agent', [id]);
  return row?.id;
}

export interface NewMember {
  username: string;
  passwordHash: string;
  payPasswordHash: string;
  realname: string;
  mobile: string | null;
  email: string | null;
  referrerId: number | null;
  registerIp: string;
  /** Business time: the sign-in and the registration (the reports' new members per Beijing day). */
  at: Date;
}

/** Writes the member; throws the unique violation of username, mobile or email when one is taken. */
export async function insertMember(tx: Sql, m: NewMember): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO users (username, password_hash, pay_password_hash, realname, mobile, email, referrer_id, register_ip, last_login_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::timestamptz AT TIME ZONE 'UTC', $9::timestamptz AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC') RETURNING id`,
    [m.username, m.passwordHash, m.payPasswordHash, m.realname, m.mobile, m.email, m.referrerId, m.registerIp, m.at.toISOString()],
  );
  return row!.id;
}

export interface LoginRow {
  id: number;
  username: string;
  passwordHash: string;
  frozenAt: Date | null;
}

export async function memberForLogin(db: Sql, username: string): Promise<LoginRow | undefined> {
  const [row] = await db.query<LoginRow>(
    `SELECT id, username, password_hash AS "passwordHash", frozen_at AT TIME ZONE 'UTC' AS "frozenAt" FROM users WHERE username = $1`,
    [username],
  );
  return row;
}

export async function setLastLogin(db: Sql, userId: number, at: Date): Promise<void> {
  await db.query(`UPDATE users SET last_login_at = $2::timestamptz AT TIME ZONE 'UTC', updated_at = now() AT TIME ZONE 'UTC' WHERE id = $1`, [
    userId,
    at.toISOString(),
  ]);
}

/** One line of the login history the back office shows. */
export async function insertLogin(db: Sql, l: { userId: number; ip: string; userAgent: string; ok: boolean; at: Date }): Promise<void> {
  await db.query(`INSERT INTO member_logins (user_id, ip, user_agent, ok, created_at) VALUES ($1, $2, $3, $4, $5::timestamptz AT TIME ZONE 'UTC')`, [
    l.userId,
    l.ip,
    l.userAgent,
    l.ok,
    l.at.toISOString(),
  ]);
}

/** The member who uses this contact (a phone, or an email), with when their contact last changed. */
export async function memberByContact(db: Sql, contact: string): Promise<{ id: number; contactChangedAt: Date | null } | undefined> {
  const [row] = await db.query<{ id: number; contactChangedAt: Date | null }>(
    `SELECT id, contact_changed_at AT TIME ZONE 'UTC' AS "contactChangedAt" FROM users WHERE ${isEmail(contact) ? 'email' : 'mobile'} = $1 LIMIT 1`,
    [contact],
  );
  return row;
}

/** Counts one code request for the contact in the resend window (a rate_limit_hits row, never a code row); returns the requests in it. */
export async function countCodeRequest(db: Sql, contact: string, windowSeconds: number): Promise<number | undefined> {
  const rows = await db.query<{ hits: number }>(
    `INSERT INTO rate_limit_hits (key, hits, reset_at) VALUES ($1, 1, now() + $2 * interval '1 second')
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN rate_limit_hits.reset_at <= now() THEN 1 ELSE rate_limit_hits.hits + 1 END,
       reset_at = CASE WHEN rate_limit_hits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limit_hits.reset_at END
     RETURNING hits`,
    [`code-target:${contact}`, windowSeconds],
  );
  return rows[0]?.hits;
}
