import type { Sql } from '../../db/sql.js';
import { centralCodeSql } from '../wallet/index.js';

// The members' table (users), and what a member's page shows of the tables other modules own
// (accounts, the ledger, transfers, bets, rebates, logins, red packets, messages: listed as this
// module's reads in modules/tables.ts). Instants go in as ISO text at UTC.

export interface UserRow {
  id: number;
  username: string;
  realname: string;
  mobile: string | null;
  email: string | null;
  vip_level: number;
  balance: string | null;
  agent: string | null;
  is_agent: boolean;
  frozen_at: Date | null;
  frozen_reason: string;
  created_at: Date;
  last_login_at: Date | null;
  paysum: string;
  totalgame: string;
  register_ip: string;
}

const USER_COLUMNS = `u.id, u.username, u.realname, u.mobile, u.email, u.vip_level, a.balance::text AS balance, r.username AS agent, u.is_agent,
  u.frozen_at, u.frozen_reason, u.created_at, u.last_login_at, u.paysum::text AS paysum, u.totalgame::text AS totalgame, u.register_ip`;
const USER_FROM = `users u LEFT JOIN users r ON r.id = u.referrer_id LEFT JOIN accounts a ON a.code = ${centralCodeSql('u.id')}`;

const pattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** By username, realname, mobile or email (contains), member id (exact), or the referring agent's username (exact): a page and the count. */
export async function searchMembers(sql: Sql, q: string, page: number, perPage: number): Promise<{ rows: UserRow[]; count: number }> {
  const id = /^\d{1,9}$/.test(q) ? Number(q) : null;
  // Every condition on u itself (the referrer by its id, not through the join) so each one can use its
  // index (trigram indexes for the ILIKEs) and the planner combines them (BitmapOr), never scanning every member.
  const where = `(u.username ILIKE $1 OR u.realname ILIKE $1 OR u.mobile ILIKE $1 OR u.email ILIKE $1 OR u.id = $2
      OR u.referrer_id = (SELECT id FROM users WHERE username = $3))`;
  const like = pattern(q);
  const [rows, [count]] = await Promise.all([
    // The matches first (bitmap scans of the indexes, materialised), then the page: else the planner may walk
    // every member backwards by id hoping to meet 20 matches soon.
    sql.query<UserRow>(
      `WITH hits AS MATERIALIZED (SELECT u.id FROM users u WHERE ${where})
         SELECT ${USER_COLUMNS} FROM ${USER_FROM} WHERE u.id IN (SELECT id FROM hits ORDER BY id DESC LIMIT $4 OFFSET $5) ORDER BY u.id DESC`,
      [like, id, q, perPage, (page - 1) * perPage],
    ),
    sql.query<{ n: string }>(`SELECT count(*)::text AS n FROM users u WHERE ${where}`, [like, id, q]),
  ]);
  return { rows, count: Number(count?.n ?? 0) };
}

export interface MemberFilter {
  q: string;
  state: string | null;
  vip: number | null;
  from: Date | null;
  to: Date | null;
  agentsOnly: boolean;
}

/** Every member, newest first, narrowed by the list's filters: a page and the count. */
export async function listMembers(sql: Sql, f: MemberFilter, page: number, perPage: number): Promise<{ rows: UserRow[]; count: number }> {
  const params = [f.q, pattern(f.q), /^\d{1,9}$/.test(f.q) ? Number(f.q) : null, f.state, f.vip, f.from, f.to, f.agentsOnly];
  const where = `($1 = '' OR u.username ILIKE $2 OR u.realname ILIKE $2 OR u.mobile ILIKE $2 OR u.email ILIKE $2 OR u.id = $3 OR r.username = $1)
      AND ($4::text IS NULL OR ($4 = 'frozen') = (u.frozen_at IS NOT NULL))
      AND ($5::int IS NULL OR u.vip_level = $5)
      AND ($6::timestamptz IS NULL OR u.created_at >= $6::timestamptz AT TIME ZONE 'UTC')
      AND ($7::timestamptz IS NULL OR u.created_at < $7::timestamptz AT TIME ZONE 'UTC')
      AND (NOT $8::boolean OR u.is_agent)`;
  const [rows, [count]] = await Promise.all([
    sql.query<UserRow>(`SELECT ${USER_COLUMNS} FROM ${USER_FROM} WHERE ${where} ORDER BY u.id DESC LIMIT $9 OFFSET $10`, [
      ...params,
      perPage,
      (page - 1) * perPage,
    ]),
    sql.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${USER_FROM} WHERE ${where}`, params),
  ]);
  return { rows, count: Number(count?.n ?? 0) };
}

export async function memberByName(sql: Sql, username: string): Promise<UserRow | undefined> {
  const [row] = await sql.query<UserRow>(`SELECT ${USER_COLUMNS} FROM ${USER_FROM} WHERE u.username = $1`, [username]);
  return row;
}

/** A table another module owns, read only when that module is installed (red packets, messages). */
async function optionalRows(sql: Sql, table: string, query: string, userId: number, limit: number): Promise<Record<string, unknown>[] | null> {
  const [exists] = await sql.query<{ t: string | null }>('SELECT to_regclass($1)::text AS t', [`public.${table}`]);
  if (!exists?.t) return null;
  return sql.query<Record<string, unknown>>(query, [userId, limit]);
}

/** The latest rows of a member's page: wallets, ledger lines, transfers, bets, rebates, logins, red packets and messages. */
export async function memberPageRows(sql: Sql, userId: number, limit: number) {
  const [wallets, ledger, transfers, bets, rebates, logins, redPackets, messages] = await Promise.all([
    sql.query<{ kind: string; platform: string; balance: string }>(
      `SELECT kind, platform, balance::text AS balance FROM accounts WHERE user_id = $1 ORDER BY kind = 'central' DESC, platform`,
      [userId],
    ),
    sql.query<{ id: string; kind: string; platform: string; tx_kind: string; amount: string; memo: string; created_at: Date }>(
      `SELECT e.id::text AS id, a.kind, a.platform, t.kind AS tx_kind, e.amount::text AS amount, t.memo, e.created_at
       FROM journal_entries e JOIN accounts a ON a.id = e.account_id JOIN journal_transactions t ON t.id = e.transaction_id
       WHERE a.user_id = $1 ORDER BY e.id DESC LIMIT $2`,
      [userId, limit],
    ),
    sql.query<{ order_no: string; platname: string; direction: string; amount: string; state: number; reason: string; created_at: Date }>(
      'SELECT order_no, platname, direction, amount::text AS amount, state, reason, created_at FROM transfers WHERE user_id = $1 ORDER BY id DESC LIMIT $2',
      [userId, limit],
    ),
    sql.query<{
      platname: string;
      bet_id: string;
      game_name: string;
      category: string;
      bet_amount: string;
      valid_amount: string;
      payout: string;
      win_loss: string;
      status: number;
      bet_time: Date;
    }>(
      `SELECT platname, bet_id, game_name, category, bet_amount::text AS bet_amount, valid_amount::text AS valid_amount, payout::text AS payout,
              win_loss::text AS win_loss, status, bet_time FROM bet_records WHERE user_id = $1 ORDER BY bet_time DESC, id DESC LIMIT $2`,
      [userId, limit],
    ),
    sql.query<{ platname: string; category: string; valid_amount: string; rate: string; money: string; state: number; created_at: Date }>(
      'SELECT platname, category, valid_amount::text AS valid_amount, rate::text AS rate, money::text AS money, state, created_at FROM rebates WHERE user_id = $1 ORDER BY id DESC LIMIT $2',
      [userId, limit],
    ),
    sql.query<{ ip: string; user_agent: string; ok: boolean; created_at: Date }>(
      'SELECT ip, user_agent, ok, created_at FROM member_logins WHERE user_id = $1 ORDER BY id DESC LIMIT $2',
      [userId, limit],
    ),
    optionalRows(
      sql,
      'red_packet_draws',
      'SELECT day, seq, deposits::text AS deposits, money::text AS money, created_at FROM red_packet_draws WHERE user_id = $1 ORDER BY id DESC LIMIT $2',
      userId,
      limit,
    ),
    optionalRows(
      sql,
      'member_messages',
      'SELECT id::text AS id, template, title, created_at, read_at FROM member_messages WHERE user_id = $1 ORDER BY id DESC LIMIT $2',
      userId,
      limit,
    ),
  ]);
  return { wallets, ledger, transfers, bets, rebates, logins, redPackets, messages };
}

/** Freezes the member: no sign-in, no money movement. */
export async function setFrozen(tx: Sql, userId: number, at: Date, reason: string): Promise<void> {
  await tx.query(`UPDATE users SET frozen_at = $2::timestamptz AT TIME ZONE 'UTC', frozen_reason = $3, updated_at = now() AT TIME ZONE 'UTC' WHERE id = $1`, [
    userId,
    at.toISOString(),
    reason,
  ]);
}

export async function clearFrozen(tx: Sql, userId: number): Promise<void> {
  await tx.query(`UPDATE users SET frozen_at = NULL, frozen_reason = '', updated_at = now() AT TIME ZONE 'UTC' WHERE id = $1`, [userId]);
}

export async function setPasswordHash(tx: Sql, userId: number, passwordHash: string): Promise<void> {
  await tx.query(`UPDATE users SET password_hash = $2, updated_at = now() AT TIME ZONE 'UTC' WHERE id = $1`, [userId, passwordHash]);
}

/** Another member than `userId` who has this mobile or email (as stored), if any. */
export async function otherContactHolder(db: Sql, userId: number, { mobile, email }: { mobile: string | null; email: string | null }): Promise<boolean> {
  const [row] = await db.query('SELECT 1 FROM users WHERE id <> $1 AND (mobile = $2 OR email = $3) LIMIT 1', [userId, mobile, email]);
  return row !== undefined;
}

/**
 * Staff set the member's mobile and / or email (null: kept); the contact counts as changed now, so
 * it cannot reset a password for 24 hours (security/contact-cooldown.ts). Throws the unique
 * violation when another member took it meanwhile.
 */
export async function setContact(tx: Sql, userId: number, c: { mobile: string | null; email: string | null; at: Date }): Promise<void> {
  await tx.query(
    `UPDATE users SET mobile = COALESCE($2, mobile), email = COALESCE($3, email), contact_changed_at = $4::timestamptz AT TIME ZONE 'UTC',
            updated_at = now() AT TIME ZONE 'UTC' WHERE id = $1`,
    [userId, c.mobile, c.email, c.at.toISOString()],
  );
}
