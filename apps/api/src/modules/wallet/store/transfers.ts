import { TransferState } from '@portal/contracts';
import type { Sql } from '../../../db/sql.js';
import type { TransferDirection } from '../../../providers/types.js';

// The transfers table (one row per transfer between the central wallet and a platform; a 'sync'
// marker while a reconcile holds the member's one pending slot) and platform_players (the member's
// player name at each platform, and the bet sync's counts of bets to reconcile). The member's row
// a transfer decides on is read with them in one statement (users, the accounts, rate_limit_hits:
// the hot path's reads, listed in modules/tables.ts).

export interface TransferRow {
  order_no: string;
  user_id: number;
  platname: string;
  direction: TransferDirection | 'sync';
  amount: string;
  state: number;
  reason: string;
}

const TRANSFER_COLUMNS = 'order_no, user_id, platname, direction, amount::text, state, reason';
const PREFIXED_COLUMNS = TRANSFER_COLUMNS.split(', ')
  .map((c) => `t.${c}`)
  .join(', ');

/** The member's transfer mode and player name at the platform (null before their first use of it), in one query. */
export async function memberAt(sql: Sql, userId: number, platname: string) {
  const [row] = await sql.query<{ username: string; transfer_status: number; player_name: string | null }>(
    `SELECT u.username, u.transfer_status, p.player_name FROM users u
     LEFT JOIN platform_players p ON p.user_id = u.id AND p.platname = $2 WHERE u.id = $1`,
    [userId, platname],
  );
  return row!;
}

/** What a transfer decides on, read with the member's row in one statement (transfers.ts memberForTransfer). */
export interface MemberForTransfer {
  username: string;
  transfer_status: number;
  player_name: string | null;
  central: string | null;
  frozen: boolean;
  lock_hits: number;
  failures: number;
  protection: boolean;
}

/**
 * memberAt with everything a transfer decides on: the central balance (`centralCode`), whether the
 * member is frozen, the live hits of the money lock and of the failed-transfer limit, and
 * `protectionSql` (player protection's boolean expression on the member's id in $1).
 */
export async function memberForTransfer(
  sql: Sql,
  {
    userId,
    platname,
    centralCode,
    protectionSql,
    moneyLockKey,
    failuresKey,
  }: {
    userId: number;
    platname: string;
    centralCode: string;
    protectionSql: string;
    moneyLockKey: string | null;
    failuresKey: string | null;
  },
): Promise<MemberForTransfer> {
  const [row] = await sql.query<MemberForTransfer>(
    `SELECT u.username, u.transfer_status, p.player_name, u.frozen_at IS NOT NULL AS frozen,
            ${protectionSql} AS protection,
            (SELECT balance::text FROM accounts WHERE code = $3) AS central,
            COALESCE((SELECT hits FROM rate_limit_hits WHERE key = $4 AND reset_at > now()), 0) AS lock_hits,
            COALESCE((SELECT hits FROM rate_limit_hits WHERE key = $5 AND reset_at > now()), 0) AS failures
     FROM users u LEFT JOIN platform_players p ON p.user_id = u.id AND p.platname = $2 WHERE u.id = $1`,
    [userId, platname, centralCode, moneyLockKey, failuresKey],
  );
  return row!;
}

/** Records the member's player name at a platform (registered there on first use). */
export async function addPlayer(sql: Sql, player: { userId: number; platname: string; playerName: string }): Promise<void> {
  await sql.query('INSERT INTO platform_players (user_id, platname, player_name) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
    player.userId,
    player.platname,
    player.playerName,
  ]);
}

export const transferByOrderNo = async (sql: Sql, orderNo: string) =>
  (await sql.query<TransferRow>(`SELECT ${TRANSFER_COLUMNS} FROM transfers WHERE order_no = $1`, [orderNo]))[0];

export const transferByRequestKey = async (sql: Sql, requestKey: string) =>
  (await sql.query<TransferRow>(`SELECT ${TRANSFER_COLUMNS} FROM transfers WHERE request_key = $1`, [requestKey]))[0];

/** The pending transfer row (a unique violation when the request key was used or the member has one pending). */
export function insertTransfer(
  db: Sql,
  t: { orderNo: string; requestKey: string | null; userId: number; platname: string; direction: TransferDirection; amount: string },
): Promise<TransferRow[]> {
  return db.query<TransferRow>(
    `INSERT INTO transfers (order_no, request_key, user_id, platname, direction, amount) VALUES ($1, $2, $3, $4, $5, $6::numeric) RETURNING ${TRANSFER_COLUMNS}`,
    [t.orderNo, t.requestKey, t.userId, t.platname, t.direction, t.amount],
  );
}

/** A 'sync' marker holding the member's pending slot (a unique violation when another transfer holds it). */
export async function insertSyncMarker(sql: Sql, m: { orderNo: string; userId: number; platname: string }): Promise<TransferRow> {
  const [row] = await sql.query<TransferRow>(
    `INSERT INTO transfers (order_no, user_id, platname, direction, amount) VALUES ($1, $2, $3, 'sync', 0) RETURNING ${TRANSFER_COLUMNS}`,
    [m.orderNo, m.userId, m.platname],
  );
  return row!;
}

/** A transfer in settled when the mirror (`mirrorCode`) already holds the platform's balance; undefined otherwise (or settled before). */
export async function settleInUnchanged(sql: Sql, { orderNo, mirrorCode, platformBalance }: { orderNo: string; mirrorCode: string; platformBalance: string }) {
  const [t] = await sql.query<TransferRow>(
    `UPDATE transfers SET state = ${TransferState.success}, settled_at = now(), attempts = attempts + 1
     WHERE order_no = $1 AND state = ${TransferState.pending} AND COALESCE((SELECT balance FROM accounts WHERE code = $2), 0) = $3::numeric
     RETURNING ${TRANSFER_COLUMNS}`,
    [orderNo, mirrorCode, platformBalance],
  );
  return t;
}

/**
 * Claims a pending transfer for its settlement (a sync marker is deleted, any other is settled) and
 * locks the member's platform account (the mirror), returning what it holds; undefined when it
 * was settled before.
 */
export async function claimForSettlement(
  tx: Sql,
  { orderNo, direction, mirrorCode }: { orderNo: string; direction: TransferRow['direction']; mirrorCode: string },
) {
  const claim =
    direction === 'sync'
      ? `WITH t AS (DELETE FROM transfers WHERE order_no = $1 AND state = ${TransferState.pending} AND direction = 'sync' RETURNING ${TRANSFER_COLUMNS})`
      : `WITH t AS (UPDATE transfers SET state = ${TransferState.success}, settled_at = now(), attempts = attempts + 1 WHERE order_no = $1 AND state = ${TransferState.pending} RETURNING ${TRANSFER_COLUMNS})`;
  const [t] = await tx.query<TransferRow & { held: string | null }>(
    `${claim} SELECT t.*, m.balance::text AS held FROM t LEFT JOIN LATERAL (SELECT balance FROM accounts WHERE code = $2 FOR UPDATE) m ON true`,
    [orderNo, mirrorCode],
  );
  return t;
}

/** The platform's outcome is unknown: one more attempt counted, the transfer stays pending. */
export async function countAttempt(sql: Sql, orderNo: string): Promise<void> {
  await sql.query('UPDATE transfers SET attempts = attempts + 1 WHERE order_no = $1', [orderNo]);
}

/** Deletes a pending 'sync' marker (its reconcile is over). */
export async function deleteSyncMarker(sql: Sql, orderNo: string): Promise<void> {
  await sql.query(`DELETE FROM transfers WHERE order_no = $1 AND state = ${TransferState.pending} AND direction = 'sync'`, [orderNo]);
}

/** The pending transfer failed with `reason`; undefined when it was no longer pending. */
export async function markFailed(tx: Sql, orderNo: string, reason: string) {
  const [t] = await tx.query<TransferRow>(
    `UPDATE transfers SET state = ${TransferState.failed}, reason = $2, settled_at = now(), attempts = attempts + 1 WHERE order_no = $1 AND state = ${TransferState.pending} RETURNING ${TRANSFER_COLUMNS}`,
    [orderNo, reason],
  );
  return t;
}

export type PendingTransfer = TransferRow & { player_name: string | null };

/** Transfers pending since before `before`, oldest first (at most 100), with the member's player name at the platform. */
export function pendingBefore(sql: Sql, before: Date): Promise<PendingTransfer[]> {
  return sql.query<PendingTransfer>(
    `SELECT ${PREFIXED_COLUMNS}, p.player_name FROM transfers t
     LEFT JOIN platform_players p ON p.user_id = t.user_id AND p.platname = t.platname
     WHERE t.state = ${TransferState.pending} AND t.created_at < $1 ORDER BY t.id LIMIT 100`,
    [before],
  );
}

/** One pending transfer by order number, with the member's player name at the platform. */
export async function pendingByOrderNo(sql: Sql, orderNo: string): Promise<PendingTransfer | undefined> {
  const [t] = await sql.query<PendingTransfer>(
    `SELECT ${PREFIXED_COLUMNS}, p.player_name FROM transfers t
     LEFT JOIN platform_players p ON p.user_id = t.user_id AND p.platname = t.platname
     WHERE t.order_no = $1 AND t.state = ${TransferState.pending}`,
    [orderNo],
  );
  return t;
}

/** The member's platforms: their player name at each, and what their platform account (the mirror) holds. */
export function memberPlatforms(sql: Sql, userId: number): Promise<{ platname: string; player_name: string; mirror: string | null }[]> {
  return sql.query<{ platname: string; player_name: string; mirror: string | null }>(
    `SELECT p.platname, p.player_name, a.balance::text AS mirror FROM platform_players p
     LEFT JOIN accounts a ON a.user_id = p.user_id AND a.kind = 'platform' AND a.platform = p.platname WHERE p.user_id = $1`,
    [userId],
  );
}

/**
 * The member a game page's launch token names, with their automatic-transfer amount: the member of
 * that live portal session whose player name at the platform it is (undefined otherwise).
 */
export async function gamePageMember(db: Sql, who: { sessionId: string; platname: string; player: string }) {
  const [row] = await db.query<{ user_id: number; auto_amount: string | null }>(
    `SELECT s.user_id, u.auto_transfer_amount::text AS auto_amount FROM sessions s
     JOIN users u ON u.id = s.user_id
     JOIN platform_players p ON p.user_id = s.user_id AND p.platname = $2 AND p.player_name = $3
     WHERE s.id = $1::uuid AND s.kind = 'member' AND s.revoked_at IS NULL AND s.expires_at > now()`,
    [who.sessionId, who.platname, who.player],
  );
  return row;
}
