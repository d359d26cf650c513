import type { Sql } from '../../db/sql.js';

// The staff accounts (admins), the live sessions counted on the staff list (sessions, read here),
// the counted second-factor tries (rate_limit_hits, written here) and the audit log's page
// (audit_logs): listed in modules/tables.ts. Instants go in as ISO text at UTC and come out AT TIME
// ZONE 'UTC', as the columns (timestamp without time zone) hold them.

export interface AdminRow {
  id: number;
  name: string;
  passwordHash: string;
  role: string;
  disabledAt: Date | null;
  totpSecret: string | null;
  totpPending: string | null;
  lastLoginAt: Date | null;
  createdAt: Date;
}

const ADMIN = `id, name, password_hash AS "passwordHash", role, disabled_at AT TIME ZONE 'UTC' AS "disabledAt", totp_secret AS "totpSecret",
  totp_pending AS "totpPending", last_login_at AT TIME ZONE 'UTC' AS "lastLoginAt", created_at AT TIME ZONE 'UTC' AS "createdAt"`;

export async function adminByName(db: Sql, name: string): Promise<AdminRow | undefined> {
  const [row] = await db.query<AdminRow>(`SELECT ${ADMIN} FROM admins WHERE name = $1`, [name]);
  return row;
}

export async function adminById(db: Sql, id: number): Promise<AdminRow | undefined> {
  const [row] = await db.query<AdminRow>(`SELECT ${ADMIN} FROM admins WHERE id = $1`, [id]);
  return row;
}

/**
 * Spends the time step of a code of the account's secret `secret`: true when this step is the
 * first accepted of that secret, false when it (or a later one) was accepted before.
 */
export async function spendStep(db: Sql, id: number, secret: string, step: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE admins SET totp_last_step = $3 WHERE id = $1 AND totp_secret = $2 AND (totp_last_step IS NULL OR totp_last_step < $3) RETURNING 1`,
    [id, secret, step],
  );
  return rows.length === 1;
}

const tryKey = (adminId: number) => `staff-totp-try:${adminId}`;

/** Counts one second-factor try of the account in the window; returns the tries in it. */
export async function countTotpTry(db: Sql, adminId: number, windowSeconds: number): Promise<number> {
  const [row] = await db.query<{ hits: number }>(
    `INSERT INTO rate_limit_hits (key, hits, reset_at)
     VALUES ($1, 1, now() + $2::int * interval '1 second')
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN rate_limit_hits.reset_at <= now() THEN 1 ELSE rate_limit_hits.hits + 1 END,
       reset_at = CASE WHEN rate_limit_hits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limit_hits.reset_at END
     RETURNING hits`,
    [tryKey(adminId), windowSeconds],
  );
  return row?.hits ?? 0;
}

export async function clearTotpTries(db: Sql, adminId: number): Promise<void> {
  await db.query('DELETE FROM rate_limit_hits WHERE key = $1', [tryKey(adminId)]);
}

export async function setLastLogin(db: Sql, id: number, at: Date): Promise<void> {
  await db.query(`UPDATE admins SET last_login_at = $2::timestamptz AT TIME ZONE 'UTC' WHERE id = $1`, [id, at.toISOString()]);
}

/** Keeps a new (sealed) secret pending until a code of it confirms it. */
export async function setTotpPending(tx: Sql, id: number, sealed: string): Promise<void> {
  await tx.query('UPDATE admins SET totp_pending = $2 WHERE id = $1', [id, sealed]);
}

/** Switches the pending secret on, only the one `pending` names (a second confirm finds none); true when it did. */
export async function confirmPending(tx: Sql, id: number, pending: string, step: number): Promise<boolean> {
  const rows = await tx.query(
    'UPDATE admins SET totp_secret = totp_pending, totp_pending = NULL, totp_last_step = $3 WHERE id = $1 AND totp_pending = $2 RETURNING 1',
    [id, pending, step],
  );
  return rows.length === 1;
}

export async function clearTotp(tx: Sql, id: number): Promise<void> {
  await tx.query('UPDATE admins SET totp_secret = NULL, totp_pending = NULL WHERE id = $1', [id]);
}

/** A new staff account; throws the unique violation of admins.name when the name is taken. */
export async function insertAdmin(tx: Sql, a: { name: string; passwordHash: string; role: string }): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO admins (name, password_hash, role, created_at) VALUES ($1, $2, $3, now() AT TIME ZONE 'UTC') RETURNING id`,
    [a.name, a.passwordHash, a.role],
  );
  return row!.id;
}

/** Every staff account by id, with its sessions live at `now`. */
export function staffList(db: Sql, now: Date) {
  return db.query<AdminRow & { liveSessions: number }>(
    `SELECT ${ADMIN},
       (SELECT count(*)::int FROM sessions s WHERE s.admin_id = admins.id AND s.revoked_at IS NULL AND s.expires_at > $1::timestamptz AT TIME ZONE 'UTC') AS "liveSessions"
     FROM admins ORDER BY id`,
    [now.toISOString()],
  );
}

/** The lock every disable or demotion of staff takes: such changes run one at a time. */
export async function lockSuperAdmins(tx: Sql, lockName: string): Promise<void> {
  await tx.query('SELECT 1 AS locked FROM pg_advisory_xact_lock(hashtext($1))', [lockName]);
}

/** Active super admins other than `id`. */
export async function otherActiveSupers(db: Sql, id: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM admins WHERE role = 'super' AND disabled_at IS NULL AND id <> $1`, [id]);
  return row?.n ?? 0;
}

/** Disabled from `at` (an account disabled before keeps its time). */
export async function disableAdmin(tx: Sql, id: number, at: Date): Promise<void> {
  await tx.query(`UPDATE admins SET disabled_at = COALESCE(disabled_at, $2::timestamptz AT TIME ZONE 'UTC') WHERE id = $1`, [id, at.toISOString()]);
}

export async function enableAdmin(tx: Sql, id: number): Promise<void> {
  await tx.query('UPDATE admins SET disabled_at = NULL WHERE id = $1', [id]);
}

export async function setAdminPassword(tx: Sql, id: number, passwordHash: string): Promise<void> {
  await tx.query('UPDATE admins SET password_hash = $2 WHERE id = $1', [id, passwordHash]);
}

export async function setAdminRole(tx: Sql, id: number, role: string): Promise<void> {
  await tx.query('UPDATE admins SET role = $2 WHERE id = $1', [id, role]);
}

export interface AuditLogRow {
  id: string;
  admin_id: number;
  admin: string;
  role: string;
  action: string;
  target: string;
  detail: unknown;
  before: unknown;
  after: unknown;
  amount: string | null;
  ip: string;
  created_at: Date;
  hash: string | null;
}

/** A page of the audit log, newest first, by the actor's name and an action prefix (either may be ''), and how many match. */
export async function auditLogPage(
  db: Sql,
  f: { actor: string; action: string },
  page: number,
  perPage: number,
): Promise<{ rows: AuditLogRow[]; count: number }> {
  const prefix = `${f.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = `($1 = '' OR a.name = $1) AND ($2 = '' OR l.action LIKE $3)`;
  const params = [f.actor, f.action, prefix];
  const [rows, [count]] = await Promise.all([
    db.query<AuditLogRow>(
      `SELECT l.id::text AS id, l.admin_id, a.name AS admin, l.role, l.action, l.target, l.detail, l.before, l.after, l.amount::text AS amount, l.ip,
              l.created_at AT TIME ZONE 'UTC' AS created_at, l.hash
       FROM audit_logs l JOIN admins a ON a.id = l.admin_id WHERE ${where} ORDER BY l.id DESC LIMIT $4 OFFSET $5`,
      [...params, perPage, (page - 1) * perPage],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_logs l JOIN admins a ON a.id = l.admin_id WHERE ${where}`, params),
  ]);
  return { rows, count: count?.n ?? 0 };
}
