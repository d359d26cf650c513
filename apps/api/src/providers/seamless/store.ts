import type { Sql } from '../../db/sql.js';
import { commitHorizon } from '../builtin/books.js';

// The seamless wallet's tables (providers/seamless owns them, modules/tables.ts): the provider
// sessions a launch makes, the provider's transactions (one per uuid and platform) and the rounds
// the bet records are made of. Its reads of the portal's sessions, members and platforms are the
// ones tables.ts lists.

export type SeamlessKind = 'bet' | 'win' | 'rollback' | 'tombstone';

export interface TransactionRow {
  id: string;
  platname: string;
  uuid: string;
  kind: SeamlessKind;
  user_id: number;
  round: string;
  game_code: string;
  amount: string;
  reference: string;
  request_hash: string;
  balance_after: string;
  rolled_back: boolean;
  created_at: Date;
}

const TX_COLUMNS = `id::text, platname, uuid, kind, user_id, round, game_code, amount::text, reference, request_hash, balance_after::text, rolled_back, created_at`;

/** A launch's provider session, bound to the portal session it came from. */
export async function insertSession(db: Sql, s: { token: string; userId: number; platname: string; sessionId: string; ttlSeconds: number }): Promise<void> {
  await db.query(
    `INSERT INTO seamless_sessions (token, user_id, platname, session_id, expires_at)
     SELECT $1, $2, $3, p.id, LEAST(p.expires_at, now() + make_interval(secs => $5)) FROM sessions p WHERE p.id = $4::uuid`,
    [s.token, s.userId, s.platname, s.sessionId, s.ttlSeconds],
  );
}

/**
 * How long a provider session is kept after it expired: a win or a rollback may still name its
 * token that long (docs/seamless-wallet.md#launch-and-sessions); the cleanup job deletes it after.
 */
export const SESSION_KEEP_DAYS = 30;

/** Deletes the provider sessions expired more than SESSION_KEEP_DAYS ago; how many went. */
export async function deleteOldSessions(db: Sql): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `WITH gone AS (DELETE FROM seamless_sessions WHERE expires_at < now() - make_interval(days => $1) RETURNING 1) SELECT count(*)::int AS n FROM gone`,
    [SESSION_KEEP_DAYS],
  );
  return row?.n ?? 0;
}

/** The provider session of a token at a platform: its member (by name too) and whether it is live (its own expiry and its portal session's). */
export async function sessionOf(db: Sql, token: string, platname: string) {
  const [row] = await db.query<{ user_id: number; username: string; live: boolean }>(
    `SELECT s.user_id, u.username, (s.expires_at > now() AND p.revoked_at IS NULL AND p.expires_at > now()) AS live
     FROM seamless_sessions s JOIN users u ON u.id = s.user_id LEFT JOIN sessions p ON p.id = s.session_id
     WHERE s.token = $1 AND s.platname = $2`,
    [token, platname],
  );
  return row ?? null;
}

/**
 * sessionOf with the member's row locked (the member's lock) and whether they are
 * frozen, in one statement: every money call of a member takes its turn here. The freeze is read
 * from the locked row (a freeze committed while this waited is seen).
 */
export async function lockSessionMember(tx: Sql, token: string, platname: string) {
  const [row] = await tx.query<{ user_id: number; username: string; live: boolean; frozen: boolean }>(
    `SELECT s.user_id, u.username, (s.expires_at > now() AND p.revoked_at IS NULL AND p.expires_at > now()) AS live, u.frozen_at IS NOT NULL AS frozen
     FROM seamless_sessions s JOIN users u ON u.id = s.user_id LEFT JOIN sessions p ON p.id = s.session_id
     WHERE s.token = $1 AND s.platname = $2 FOR UPDATE OF u`,
    [token, platname],
  );
  return row ?? null;
}

export async function memberByName(db: Sql, username: string): Promise<number | null> {
  const [row] = await db.query<{ id: number }>(`SELECT id FROM users WHERE username = $1`, [username]);
  return row?.id ?? null;
}

export async function transactionOf(db: Sql, platname: string, uuid: string): Promise<TransactionRow | null> {
  const [row] = await db.query<TransactionRow>(`SELECT ${TX_COLUMNS} FROM seamless_transactions WHERE platname = $1 AND uuid = $2`, [platname, uuid]);
  return row ?? null;
}

/**
 * Claims the uuid: the row, or null when the uuid is taken (by a transaction committed meanwhile:
 * the insert waits for a concurrent one of the same uuid to end). balance_after is set once the
 * money moved (setBalanceAfterAndCommit), in the same transaction.
 */
export async function claimTransaction(
  tx: Sql,
  t: {
    platname: string;
    uuid: string;
    kind: SeamlessKind;
    userId: number;
    round: string;
    gameCode: string;
    amount: string;
    reference: string;
    requestHash: string;
  },
): Promise<string | null> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO seamless_transactions (platname, uuid, kind, user_id, round, game_code, amount, reference, request_hash, balance_after)
     VALUES ($1, $2, $3, $4, $5, $6, $7::bigint, $8, $9, 0) ON CONFLICT (platname, uuid) DO NOTHING RETURNING id::text`,
    [t.platname, t.uuid, t.kind, t.userId, t.round, t.gameCode, t.amount, t.reference, t.requestHash],
  );
  return row?.id ?? null;
}

/** The transaction's balance after it: its transaction's last statement, COMMIT sent behind it (db/sql.ts thenCommit). */
export async function setBalanceAfterAndCommit(tx: Sql, id: string, balanceUnits: string): Promise<void> {
  await tx.query(`UPDATE seamless_transactions SET balance_after = $2::bigint WHERE id = $1::bigint`, [id, balanceUnits], { thenCommit: true });
}

/**
 * The transaction's balance after it, in units (UNITS_PER_YUAN), read in the statement from
 * `balanceOf` (the SQL of a member's central balance, of a member id expression: the wallet's
 * walletReads.centralBalanceSql) for the member `userId`, whose balance a posting sent just before
 * in this transaction moved: its transaction's last statement, COMMIT sent behind it.
 */
export async function setBalanceAfterInSqlAndCommit(
  tx: Sql,
  id: string,
  { userId, balanceOf, unitsPerYuan }: { userId: number; balanceOf: (userIdSql: string) => string; unitsPerYuan: number },
): Promise<void> {
  await tx.query(
    `UPDATE seamless_transactions SET balance_after = round(${balanceOf('$2::int')} * ${Math.trunc(unitsPerYuan)})::bigint WHERE id = $1::bigint`,
    [id, userId],
    { thenCommit: true },
  );
}

/** The error addBetToRoundOrFail's statement fails with when the round is another member's (PostgreSQL's message contains it). */
export const ROUND_OF_ANOTHER = 'seamless round of another member';

/** Whether `err` is addBetToRoundOrFail's refusal. */
export const isRoundOfAnother = (err: unknown) => err instanceof Error && err.message.includes(ROUND_OF_ANOTHER);

/**
 * A bet's round: opened with the stake on its first bet, the stake added on a later one (marked
 * changed for the bet feed). The statement fails when the round is another member's (the cast of
 * ROUND_OF_ANOTHER to boolean fails with it; joined to a value of the statement's, as a constant
 * the planner would evaluate it, and fail, every time), so that statements sent behind it in the
 * same round trip, COMMIT among them, are rolled back with it: for a bet whose posting is not
 * awaited before COMMIT.
 */
export async function addBetToRoundOrFail(tx: Sql, r: { platname: string; round: string; userId: number; gameCode: string; stake: string }): Promise<void> {
  await tx.query(
    `WITH up AS (
       INSERT INTO seamless_rounds (platname, round, user_id, game_code, stake, xid) VALUES ($1, $2, $3, $4, $5::numeric, pg_current_xact_id()::text::bigint)
       ON CONFLICT (platname, round) DO UPDATE SET stake = seamless_rounds.stake + EXCLUDED.stake, xid = EXCLUDED.xid
       WHERE seamless_rounds.user_id = EXCLUDED.user_id RETURNING 1)
     SELECT CASE WHEN EXISTS (SELECT 1 FROM up) THEN true ELSE ('${ROUND_OF_ANOTHER}: ' || (SELECT count(*) FROM up))::boolean END AS ok`,
    [r.platname, r.round, r.userId, r.gameCode, r.stake],
  );
}

/** Marks a transaction rolled back; false when it already was (a rollback reverses it once). */
export async function markRolledBack(tx: Sql, id: string): Promise<boolean> {
  const rows = await tx.query(`UPDATE seamless_transactions SET rolled_back = true WHERE id = $1::bigint AND NOT rolled_back RETURNING 1`, [id]);
  return rows.length === 1;
}

/** Whether the round has a bet of the member's that stands (not rolled back). */
export async function roundHasBet(db: Sql, platname: string, round: string, userId: number): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM seamless_transactions WHERE platname = $1 AND round = $2 AND user_id = $3 AND kind = 'bet' AND NOT rolled_back LIMIT 1`,
    [platname, round, userId],
  );
  return rows.length > 0;
}

/** Adds to a round's stake and payout (negative: a rollback), marking it changed for the bet feed. */
export async function addToRound(tx: Sql, r: { platname: string; round: string; stake: string; payout: string }): Promise<void> {
  await tx.query(
    `UPDATE seamless_rounds SET stake = stake + $3::numeric, payout = payout + $4::numeric, xid = pg_current_xact_id()::text::bigint
     WHERE platname = $1 AND round = $2`,
    [r.platname, r.round, r.stake, r.payout],
  );
}

export interface RoundRow {
  id: string;
  xid: string;
  round: string;
  player: string;
  game_code: string;
  stake: string;
  payout: string;
  started_at: Date;
}

/**
 * The rounds changed after `cursor` ("xid:id"), below the commit horizon, oldest change first:
 * the commit-safe feed of builtin/books.ts betsSince. A round changed again comes again (with a
 * later xid): the bet sync updates its record.
 */
export async function roundsSince(db: Sql, platname: string, cursor: string, limit: number): Promise<RoundRow[]> {
  const [after, afterId] = cursor.includes(':') ? cursor.split(':') : ['0', '0'];
  const horizon = await commitHorizon(db);
  return db.query<RoundRow>(
    `SELECT r.id::text, r.xid::text, r.round, u.username AS player, r.game_code, r.stake::text, r.payout::text, r.started_at
     FROM seamless_rounds r JOIN users u ON u.id = r.user_id
     WHERE r.platname = $1 AND r.xid < $2::bigint AND (r.xid, r.id) > ($3::bigint, $4::bigint) ORDER BY r.xid, r.id LIMIT $5`,
    [platname, horizon, after, afterId, limit],
  );
}

/** The back office's search: transactions by uuid (and the rollbacks naming it) or by round. */
export async function searchTransactions(db: Sql, q: { platname: string; uuid: string; round: string }) {
  return db.query<TransactionRow & { username: string }>(
    `SELECT t.id::text, t.platname, t.uuid, t.kind, t.user_id, u.username, t.round, t.game_code, t.amount::text, t.reference, t.request_hash,
            t.balance_after::text, t.rolled_back, t.created_at
     FROM seamless_transactions t JOIN users u ON u.id = t.user_id
     WHERE ($1 = '' OR t.platname = $1) AND ($2 = '' OR t.uuid = $2 OR t.reference = $2) AND ($3 = '' OR t.round = $3)
     ORDER BY t.id LIMIT 500`,
    [q.platname, q.uuid, q.round],
  );
}

export interface PlatformSettingsRow {
  platname: string;
  name: string;
  adapter: string;
  enabled: boolean;
  wallet_mode: string;
  provider_public_key: string;
  launch_template: string;
}
const PLATFORM_COLUMNS = 'platname, name, adapter, enabled, wallet_mode, provider_public_key, launch_template';

export function platformSettings(db: Sql): Promise<PlatformSettingsRow[]> {
  return db.query<PlatformSettingsRow>(`SELECT ${PLATFORM_COLUMNS} FROM platforms ORDER BY sort, platname`);
}

export async function savePlatformSettings(
  tx: Sql,
  s: { platname: string; walletMode: string; providerPublicKey: string; launchTemplate: string },
): Promise<{ before: PlatformSettingsRow; after: PlatformSettingsRow } | null> {
  const [before] = await tx.query<PlatformSettingsRow>(`SELECT ${PLATFORM_COLUMNS} FROM platforms WHERE platname = $1 FOR UPDATE`, [s.platname]);
  if (!before) return null;
  const [after] = await tx.query<PlatformSettingsRow>(
    `UPDATE platforms SET wallet_mode = $2, provider_public_key = $3, launch_template = $4 WHERE platname = $1 RETURNING ${PLATFORM_COLUMNS}`,
    [s.platname, s.walletMode, s.providerPublicKey, s.launchTemplate],
  );
  return { before, after: after! };
}

/**
 * Player protection's losses from the seamless rounds (responsible/store.ts playUsage), at once
 * (the bet records come with the next bet sync): rows (at, loss) of the member `userIdSql` placed
 * between `from` and `to`, each round's stakes less its wins (rolled-back ones taken out).
 */
export function seamlessLossesSql({ userIdSql, from, to }: { userIdSql: string; from: string; to: string }): string {
  return `SELECT r.started_at AS at, r.stake - r.payout AS loss FROM seamless_rounds r WHERE r.user_id = ${userIdSql} AND r.started_at >= ${from} AND r.started_at <= ${to}`;
}
