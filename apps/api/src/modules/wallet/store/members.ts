import type { Sql } from '../../../db/sql.js';

// The wallet's reads and writes of the member's row (users, the members module's table; listed in
// modules/tables.ts): the member by username, and the transfer mode and amount, columns the wallet owns.

/** The member's id by username (null: no such member). */
export async function memberIdByName(sql: Sql, username: string): Promise<number | null> {
  const [row] = await sql.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]);
  return row ? Number(row.id) : null;
}

/**
 * The member's transfer mode (users.transfer_status: 0 manual, 1 automatic) and the automatic
 * transfer's amount (users.auto_transfer_amount; `autoAmount` undefined: it stays; null: the whole
 * central wallet). Returns the amount now set.
 */
export async function setTransferStatus(sql: Sql, userId: number, transferstatus: number, autoAmount?: number | null): Promise<string | null> {
  const [row] = await sql.query<{ auto_amount: string | null }>(
    `UPDATE users SET transfer_status = $2, auto_transfer_amount = CASE WHEN $3 THEN $4::numeric ELSE auto_transfer_amount END, updated_at = now()
     WHERE id = $1 RETURNING auto_transfer_amount::text AS auto_amount`,
    [userId, transferstatus, autoAmount !== undefined, autoAmount ?? null],
  );
  return row?.auto_amount ?? null;
}
