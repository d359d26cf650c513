import type { Sql } from '../db/sql.js';

// The statements of the security pieces below modules (captchas, sessions, the staff account a
// token names, the TOTP vault's start-up sealing): all on the Sql door (docs/architecture.md#data-rules).

export async function insertCaptcha(sql: Sql, c: { id: string; scene: string; answer: string; expiresAt: Date }): Promise<void> {
  await sql.query('INSERT INTO captchas (id, scene, answer, expires_at) VALUES ($1::uuid, $2, $3, $4)', [c.id, c.scene, c.answer, c.expiresAt]);
}

/** Old codes are useless after expiry: a few are swept on each issue instead of needing a job. */
export async function sweepExpiredCaptchas(sql: Sql): Promise<void> {
  await sql.query(`DELETE FROM captchas WHERE id IN (SELECT id FROM captchas WHERE expires_at < now() - interval '1 hour' LIMIT 100)`);
}

/** Consumes the code (right or wrong): its answer, or undefined when it is unknown, used or expired. */
export async function consumeCaptcha(sql: Sql, { id, scene }: { id: string; scene: string }): Promise<string | undefined> {
  const [row] = await sql.query<{ answer: string }>(
    `UPDATE captchas SET used_at = now()
     WHERE id = $1::uuid AND scene = $2 AND used_at IS NULL AND expires_at > now()
     RETURNING answer`,
    [id, scene],
  );
  return row?.answer;
}

export async function insertSession(
  sql: Sql,
  s: { id: string; kind: string; userId: number | null; adminId: number | null; ip: string; userAgent: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await sql.query('INSERT INTO sessions (id, kind, user_id, admin_id, ip, user_agent, created_at, expires_at) VALUES ($1::uuid, $2, $3, $4, $5, $6, $7, $8)', [
    s.id,
    s.kind,
    s.userId,
    s.adminId,
    s.ip,
    s.userAgent,
    s.createdAt,
    s.expiresAt,
  ]);
}

/** Which live sessions a revocation ends: one session, a member's, or a staff account's (all but one, `except`). */
export type SessionsToRevoke = { id: string } | { userId: number } | { adminId: number; except?: string };

/** Marks the live sessions revoked at `at`; how many. */
export async function revokeSessions(sql: Sql, which: SessionsToRevoke, at: Date): Promise<number> {
  const [where, params]: [string, unknown[]] =
    'id' in which
      ? ['id = $2::uuid', [which.id]]
      : 'userId' in which
        ? ['user_id = $2', [which.userId]]
        : which.except
          ? ['admin_id = $2 AND id <> $3::uuid', [which.adminId, which.except]]
          : ['admin_id = $2', [which.adminId]];
  const rows = await sql.query(`UPDATE sessions SET revoked_at = $1 WHERE ${where} AND revoked_at IS NULL RETURNING id`, [at, ...params]);
  return rows.length;
}

/** What a back-office request needs of the staff account its token names (undefined: no such account). */
export async function staffAccess(sql: Sql, adminId: number): Promise<{ role: string; disabled_at: Date | null; totp_secret: string | null } | undefined> {
  const [row] = await sql.query<{ role: string; disabled_at: Date | null; totp_secret: string | null }>(
    'SELECT role, disabled_at, totp_secret FROM admins WHERE id = $1',
    [adminId],
  );
  return row;
}

export type TotpColumn = 'totp_secret' | 'totp_pending';

/** Staff accounts with a TOTP secret or a pending enrolment. */
export function adminsWithTotp(sql: Sql): Promise<{ id: number; totp_secret: string | null; totp_pending: string | null }[]> {
  return sql.query('SELECT id, totp_secret, totp_pending FROM admins WHERE totp_secret IS NOT NULL OR totp_pending IS NOT NULL ORDER BY id');
}

/** Replaces the column's plaintext with its sealed form, only while it still holds that plaintext; whether it did. */
export async function sealTotpColumn(
  sql: Sql,
  { id, column, plain, sealed }: { id: number; column: TotpColumn; plain: string; sealed: string },
): Promise<boolean> {
  const statement =
    column === 'totp_secret'
      ? 'UPDATE admins SET totp_secret = $3 WHERE id = $1 AND totp_secret = $2 RETURNING id'
      : 'UPDATE admins SET totp_pending = $3 WHERE id = $1 AND totp_pending = $2 RETURNING id';
  return (await sql.query(statement, [id, plain, sealed])).length === 1;
}
