import type { Sql } from '../../../db/sql.js';

// The cashier's reads and writes of the member's row (users, the members module's table; listed
// in modules/tables.ts): its lock, the withdrawal password's hash, the figures the back office
// shows with the member's money, and paysum (approved deposits), a column the cashier owns.

/** The member's row locked: one member's deposits, withdrawals and card bindings take turns (and wait for a time-out being taken). */
export async function lockMember(tx: Sql, userId: number): Promise<void> {
  await tx.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
}

/** The member's withdrawal password hash, with their row locked (a withdrawal's transaction). */
export async function lockMemberForWithdrawal(tx: Sql, userId: number): Promise<{ pay_password_hash: string } | undefined> {
  const [user] = await tx.query<{ pay_password_hash: string }>('SELECT pay_password_hash FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
  return user;
}

/** The member's withdrawal password hash ('' when none is set; undefined: no such member). */
export async function payPasswordHash(sql: Sql, userId: number): Promise<string | undefined> {
  const [user] = await sql.query<{ pay_password_hash: string }>('SELECT pay_password_hash FROM users WHERE id = $1', [userId]);
  return user?.pay_password_hash;
}

/** An approved deposit raises the member's paysum (what VIP promotion reads). */
export async function addToPaysum(tx: Sql, userId: number, amount: string): Promise<void> {
  await tx.query('UPDATE users SET paysum = paysum + $2::numeric WHERE id = $1', [userId, amount]);
}

/** What the back office shows of the member next to their money. */
export async function memberFigures(sql: Sql, userId: number) {
  const [user] = await sql.query<{ username: string; realname: string; vip_level: number; frozen: boolean; paysum: string }>(
    'SELECT username, realname, vip_level, frozen_at IS NOT NULL AS frozen, paysum::text AS paysum FROM users WHERE id = $1',
    [userId],
  );
  return user;
}
