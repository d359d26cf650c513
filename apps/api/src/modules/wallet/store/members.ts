import type { Sql } from '../../../db/sql.js';

// The wallet's reads and writes of the member's row (users, the members module's table; listed in
// modules/tables.ts): the member by username, and the transfer mode, a column the wallet owns.

/** The member's id by username (null: no such member). */
export async function memberIdByName(sql: Sql, username: string): Promise<number | null> {
  const [row] = await sql.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]);
  return row ? Number(row.id) : null;
}

/** The member's transfer mode (users.transfer_status: 0 manual, 1 automatic). */
export async function setTransferStatus(sql: Sql, userId: number, transferstatus: number): Promise<void> {
  await sql.query('UPDATE users SET transfer_status = $2, updated_at = now() WHERE id = $1', [userId, transferstatus]);
}
