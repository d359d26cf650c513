import type { Sql } from '../../db/sql.js';
import type { MessageRow } from './presenter.js';

// The inbox's table (member_messages), and the members a send reaches (users, read here: listed in
// modules/tables.ts). Instants go in as ISO text at UTC, as the columns (timestamp without time
// zone) hold them.

// Qualified by the caller's alias `m` where sorted: ORDER BY id would sort the text alias.
const COLUMNS = 'id::text AS id, template, params, title, content, created_at, read_at';

/** A page of the member's messages, newest first, and how many they have. */
export async function messagePage(sql: Sql, userId: number, page: number, perPage: number): Promise<{ rows: MessageRow[]; count: number }> {
  const [rows, [count]] = await Promise.all([
    sql.query<MessageRow>(`SELECT ${COLUMNS} FROM member_messages m WHERE m.user_id = $1 ORDER BY m.id DESC LIMIT $2 OFFSET $3`, [
      userId,
      perPage,
      (page - 1) * perPage,
    ]),
    sql.query<{ n: string }>('SELECT count(*)::text AS n FROM member_messages WHERE user_id = $1', [userId]),
  ]);
  return { rows, count: Number(count?.n ?? 0) };
}

/** Marks the member's message read (the first reading's time is kept); undefined when it is not theirs. */
export async function markRead(sql: Sql, id: number, userId: number, at: Date): Promise<MessageRow | undefined> {
  const [row] = await sql.query<MessageRow>(
    `UPDATE member_messages SET read_at = COALESCE(read_at, $3::timestamptz AT TIME ZONE 'UTC') WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
    [id, userId, at.toISOString()],
  );
  return row;
}

export async function unreadCount(sql: Sql, userId: number): Promise<number> {
  const [row] = await sql.query<{ n: string }>('SELECT count(*)::text AS n FROM member_messages WHERE user_id = $1 AND read_at IS NULL', [userId]);
  return Number(row?.n ?? 0);
}

/** The member's id by username. */
export async function memberIdByName(sql: Sql, username: string): Promise<number | undefined> {
  const [row] = await sql.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]);
  return row?.id;
}

export interface LiteralMessage {
  title: string;
  content: string;
  /** The send's Idempotency-Key: a repeated send writes nothing more. */
  sendKey: string;
  at: Date;
}

/** Writes a literal message to one member; returns how many rows were written (0 when this send reached them before). */
export async function sendToMember(tx: Sql, userId: number, m: LiteralMessage): Promise<number> {
  const rows = await tx.query(
    `INSERT INTO member_messages (user_id, title, content, send_key, created_at) VALUES ($1, $2, $3, $4, $5::timestamptz AT TIME ZONE 'UTC')
     ON CONFLICT (send_key, user_id) DO NOTHING RETURNING 1`,
    [userId, m.title, m.content, m.sendKey, m.at.toISOString()],
  );
  return rows.length;
}

/**
 * Writes a literal message to every member registered now that `audience` (SQL over `users u` and
 * the send time) admits; returns how many rows were written.
 */
const AT = `($4::timestamptz AT TIME ZONE 'UTC')`;

export async function sendToAll(tx: Sql, m: LiteralMessage, audience: (userColumn: string, nowParam: string) => string = () => 'true'): Promise<number> {
  const rows = await tx.query(
    `INSERT INTO member_messages (user_id, title, content, send_key, created_at) SELECT u.id, $1, $2, $3, ${AT} FROM users u
     WHERE ${audience('u.id', AT)} ON CONFLICT (send_key, user_id) DO NOTHING RETURNING 1`,
    [m.title, m.content, m.sendKey, m.at.toISOString()],
  );
  return rows.length;
}

/** Writes a templated message (rendered when read, in the reader's language). */
export async function insertTemplated(tx: Sql, userId: number, template: string, params: Record<string, string>, at: Date): Promise<void> {
  await tx.query(`INSERT INTO member_messages (user_id, template, params, created_at) VALUES ($1, $2, $3::jsonb, $4::timestamptz AT TIME ZONE 'UTC')`, [
    userId,
    template,
    JSON.stringify(params),
    at.toISOString(),
  ]);
}
