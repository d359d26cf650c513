import type { Sql } from '../../../db/sql.js';

// What the bet sync writes: the bets (bet_records), how far it has read each platform
// (sync_cursors), the members' turnover (users.totalgame, a column the records module owns) and the
// bets each member has to reconcile (platform_players.bets_synced and .bets_reconciled, columns of
// the wallet's table the records module owns; listed in modules/tables.ts).

export async function cursorOf(sql: Sql, name: string): Promise<string | undefined> {
  const [row] = await sql.query<{ cursor: string }>('SELECT cursor FROM sync_cursors WHERE name = $1', [name]);
  return row?.cursor;
}

export async function saveCursor(tx: Sql, { name, cursor }: { name: string; cursor: string }): Promise<void> {
  await tx.query(
    `INSERT INTO sync_cursors (name, cursor, updated_at) VALUES ($1, $2, now() AT TIME ZONE 'UTC')
     ON CONFLICT (name) DO UPDATE SET cursor = EXCLUDED.cursor, updated_at = EXCLUDED.updated_at`,
    [name, cursor],
  );
}

/** The members of a platform's player names (platform_players). */
export async function membersOfPlayers(sql: Sql, platname: string, players: string[]): Promise<Map<string, number>> {
  const rows = await sql.query<{ player_name: string; user_id: number }>(
    'SELECT player_name, user_id FROM platform_players WHERE platname = $1 AND player_name = ANY($2::text[])',
    [platname, players],
  );
  return new Map(rows.map((r) => [r.player_name, Number(r.user_id)]));
}

/** A bet to store, of the platform insertBets is given. */
export interface NewBet {
  betId: string;
  userId: number;
  gameCode: string;
  gameName: string;
  category: string;
  stake: string;
  validStake: string;
  payout: string;
  winLoss: string;
  status: number;
  betTime: Date;
  /** What was bet, when the platform says more than the game (a lottery bet's draw, pick and result). */
  detail?: unknown;
}

/**
 * Stores a page's new bets in one statement, each once per (platname, bet_id): the ids of those
 * stored now by bet id (a bet stored before, or twice in the list, is stored once and its later
 * copies are not in the map). One statement for the page instead of one round trip per bet: the
 * sync's 500-bet pages cost the portal a round trip each, in bursts every 15 s.
 */
export async function insertBets(tx: Sql, platname: string, bets: NewBet[]): Promise<Map<string, string>> {
  if (bets.length === 0) return new Map();
  const rows = await tx.query<{ bet_id: string; id: string }>(
    `INSERT INTO bet_records (platname, bet_id, user_id, game_code, game_name, category, bet_amount, valid_amount, payout, win_loss, status, bet_time, detail)
     SELECT $1, b.bet_id, b.user_id, b.game_code, b.game_name, b.category, b.stake, b.valid_stake, b.payout, b.win_loss, b.status,
            b.bet_time AT TIME ZONE 'UTC', b.detail
       FROM unnest($2::text[], $3::int[], $4::text[], $5::text[], $6::text[], $7::numeric[], $8::numeric[], $9::numeric[], $10::numeric[],
                   $11::int[], $12::timestamptz[], $13::jsonb[]) WITH ORDINALITY
            AS b(bet_id, user_id, game_code, game_name, category, stake, valid_stake, payout, win_loss, status, bet_time, detail, n)
      ORDER BY b.n
     ON CONFLICT (platname, bet_id) DO NOTHING
     RETURNING bet_id, id`,
    [
      platname,
      bets.map((b) => b.betId),
      bets.map((b) => b.userId),
      bets.map((b) => b.gameCode),
      bets.map((b) => b.gameName),
      bets.map((b) => b.category),
      bets.map((b) => b.stake),
      bets.map((b) => b.validStake),
      bets.map((b) => b.payout),
      bets.map((b) => b.winLoss),
      bets.map((b) => b.status),
      bets.map((b) => b.betTime.toISOString()),
      bets.map((b) => (b.detail === undefined ? null : JSON.stringify(b.detail))),
    ],
  );
  return new Map(rows.map((r) => [r.bet_id, String(r.id)]));
}

/** A bet as stored: what of it may change when it comes again. */
export interface StoredBet {
  id: string;
  bet_id: string;
  status: number;
  bet_amount: string;
  valid_amount: string;
  payout: string;
}

/** The page's bets already stored, locked in id order (a bet comes again when it changed: settled, cashed out, re-settled). */
export function lockStoredBets(tx: Sql, platname: string, betIds: string[]): Promise<StoredBet[]> {
  return tx.query<StoredBet>(
    `SELECT id::text AS id, bet_id, status, bet_amount::text AS bet_amount, valid_amount::text AS valid_amount, payout::text AS payout
       FROM bet_records WHERE platname = $1 AND bet_id = ANY($2::text[]) ORDER BY id FOR UPDATE`,
    [platname, betIds],
  );
}

/** A stored bet's new figures (a settlement, a cash-out or a corrected result reported again). */
export async function updateBet(
  tx: Sql,
  id: string,
  b: { stake: string; validStake: string; payout: string; winLoss: string; status: number; detail?: unknown },
): Promise<void> {
  await tx.query(
    `UPDATE bet_records SET bet_amount = $2::numeric, valid_amount = $3::numeric, payout = $4::numeric, win_loss = $5::numeric, status = $6,
            detail = COALESCE($7::jsonb, detail)
     WHERE id = $1::bigint`,
    [id, b.stake, b.validStake, b.payout, b.winLoss, b.status, b.detail === undefined ? null : JSON.stringify(b.detail)],
  );
}

/** Adds settled bets' valid stakes to their members' turnover (users.totalgame), one statement for all. */
export async function addTurnovers(tx: Sql, amounts: Map<number, string>): Promise<void> {
  const users = [...amounts.keys()].sort((x, y) => x - y);
  await tx.query(
    `UPDATE users u SET totalgame = u.totalgame + t.amount
     FROM (SELECT * FROM unnest($1::int[], $2::numeric[]) AS t(user_id, amount) ORDER BY user_id) t WHERE u.id = t.user_id`,
    [users, users.map((u) => amounts.get(u)!)],
  );
}

/** Counts the bets stored for each member at the platform (bets to reconcile), in the transaction that stores them. */
export async function countSyncedBets(tx: Sql, platname: string, counts: Map<number, number>): Promise<void> {
  const users = [...counts.keys()].sort((x, y) => x - y);
  await tx.query(
    `UPDATE platform_players p SET bets_synced = p.bets_synced + n.bets
     FROM unnest($2::int[], $3::int[]) AS n(user_id, bets)
     WHERE p.platname = $1 AND p.user_id = n.user_id`,
    [platname, users, users.map((u) => counts.get(u)!)],
  );
}

/** The members of a platform whose stored bets wait for a reconcile, with the count a reconcile now covers. */
export function dueReconciles(sql: Sql, platname: string, limit: number): Promise<{ user_id: number; bets: number }[]> {
  return sql.query<{ user_id: number; bets: number }>(
    `SELECT user_id, bets_synced AS bets FROM platform_players
     WHERE platname = $1 AND bets_synced > bets_reconciled ORDER BY user_id LIMIT $2`,
    [platname, limit],
  );
}

/** The member's bets up to `bets` are covered by a reconcile. */
export async function markReconciled(sql: Sql, { userId, platname, bets }: { userId: number; platname: string; bets: number }): Promise<void> {
  await sql.query('UPDATE platform_players SET bets_reconciled = GREATEST(bets_reconciled, $3::int) WHERE user_id = $1 AND platname = $2', [
    userId,
    platname,
    bets,
  ]);
}
