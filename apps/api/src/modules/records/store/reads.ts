import { BetStatus } from '@portal/contracts';
import type { Sql } from '../../../db/sql.js';

// What other modules read of the bet records (bet_records), through the records module
// (modules/index.ts hands it to them in their deps): whole reads, and the pieces of a statement of
// theirs that must stay one statement (SQL on a member id expression of theirs, `u.id` or `$1`,
// and instants as SQL expressions: parameters or columns of theirs).

const settled = BetStatus.settled;

export const betReads = {
  /** SQL: the valid stakes of the member's settled bets placed after `afterSql` (the withdrawal turnover rule). */
  validStakeAfterSql: (userIdSql: string, afterSql: string) =>
    `(SELECT COALESCE(SUM(b.valid_amount), 0) FROM bet_records b WHERE b.user_id = ${userIdSql} AND b.status = ${settled} AND b.bet_time > ${afterSql})`,

  /** SQL: the valid stakes of the member's settled bets placed at or after `sinceSql` (VIP retention). */
  validStakeSinceSql: (userIdSql: string, sinceSql: string) =>
    `COALESCE((SELECT SUM(b.valid_amount) FROM bet_records b
               WHERE b.user_id = ${userIdSql} AND b.status = ${settled} AND b.bet_time >= ${sinceSql}), 0)`,

  /** The valid stakes of the member's settled bets placed at or after `since` (VIP retention). */
  async validStakeSince(db: Sql, userId: number, since: Date): Promise<string | null> {
    const [row] = await db.query<{ total: string | null }>(
      `SELECT SUM(valid_amount)::text AS total FROM bet_records WHERE user_id = $1 AND status = ${settled} AND bet_time >= ($2::timestamptz AT TIME ZONE 'UTC')`,
      [userId, since.toISOString()],
    );
    return row?.total ?? null;
  },

  /**
   * SQL rows (at, loss) of the member's settled bets from `fromSql` to `toSql`, their stake less
   * their payout, except those of the platforms whose adapter is one of `ownBooks` (their books are
   * read at once instead: the same bets).
   */
  settledLossRowsSql: ({ userIdSql, fromSql, toSql, ownBooks }: { userIdSql: string; fromSql: string; toSql: string; ownBooks: string }) =>
    `SELECT r.bet_time AS at, r.bet_amount - r.payout AS loss FROM bet_records r
       WHERE r.user_id = ${userIdSql} AND r.status = ${settled} AND r.bet_time >= ${fromSql} AND r.bet_time <= ${toSql}
         AND NOT EXISTS (SELECT 1 FROM platforms p WHERE p.platname = r.platname AND p.adapter IN ${ownBooks})`,

  /** SQL rows (minute) of the minutes the member placed bets in, from `fromSql` to `toSql` (play time). */
  betMinutesSql: ({ userIdSql, fromSql, toSql }: { userIdSql: string; fromSql: string; toSql: string }) =>
    `SELECT date_trunc('minute', bet_time) FROM bet_records WHERE user_id = ${userIdSql} AND bet_time >= ${fromSql} AND bet_time <= ${toSql}`,

  /** SQL rows (user_id, at) of every member's bets placed from `fromSql` to `toSql` (the harm report's late nights). */
  betTimesSql: ({ fromSql, toSql }: { fromSql: string; toSql: string }) =>
    `SELECT user_id, bet_time FROM bet_records WHERE bet_time >= ${fromSql} AND bet_time <= ${toSql}`,

  /**
   * SQL rows (user_id, night, bets, stake) of every member's bets placed from `fromSql` to `toSql`
   * in the Beijing hours [fromHour, toHour), by night (the Beijing date) (the harm report's night
   * play); `usersSql`: an int[] of the members to read only. The hour test is the partial index bet_records_night_idx's predicate when 0 to 6.
   */
  nightBetsSql: ({ fromSql, toSql, fromHour, toHour, usersSql }: { fromSql: string; toSql: string; fromHour: number; toHour: number; usersSql?: string }) =>
    `SELECT user_id, (bet_time + interval '8 hours')::date AS night, count(*)::int AS bets, SUM(bet_amount) AS stake FROM bet_records
       WHERE bet_time >= ${fromSql} AND bet_time <= ${toSql}${usersSql ? ` AND user_id = ANY(${usersSql})` : ''} AND EXTRACT(hour FROM bet_time + interval '8 hours') >= ${Math.trunc(fromHour)}
         AND EXTRACT(hour FROM bet_time + interval '8 hours') < ${Math.trunc(toHour)}
       GROUP BY user_id, night`,

  /** SQL: the net loss of the settled bets of the member in `userIdSql` placed from `fromSql` (inclusive) to `toSql` (exclusive), stake less payout. */
  settledLossBetweenSql: ({ userIdSql, fromSql, toSql }: { userIdSql: string; fromSql: string; toSql: string }) =>
    `(SELECT COALESCE(SUM(b.bet_amount - b.payout), 0) FROM bet_records b
       WHERE b.user_id = ${userIdSql} AND b.status = ${settled} AND b.bet_time >= ${fromSql} AND b.bet_time < ${toSql})`,

  /** SQL: the stakes of the bets of the member in `userIdSql` placed from `fromSql` to `toSql` (inclusive). */
  stakeBetweenSql: ({ userIdSql, fromSql, toSql }: { userIdSql: string; fromSql: string; toSql: string }) =>
    `(SELECT COALESCE(SUM(b.bet_amount), 0) FROM bet_records b WHERE b.user_id = ${userIdSql} AND b.bet_time >= ${fromSql} AND b.bet_time <= ${toSql})`,

  /** SQL rows (bet_id, platname, game_name, bet_amount, bet_time) of the bets of the member in `userIdSql` placed from `fromSql` to `toSql` (inclusive), oldest first, at most `size` (the harm report's evidence). */
  betRowsSql: ({ userIdSql, fromSql, toSql, size }: { userIdSql: string; fromSql: string; toSql: string; size: number }) =>
    `SELECT b.bet_id, b.platname, b.game_name, b.bet_amount, b.bet_time FROM bet_records b
       WHERE b.user_id = ${userIdSql} AND b.bet_time >= ${fromSql} AND b.bet_time <= ${toSql} ORDER BY b.bet_time, b.id LIMIT ${Math.trunc(size)}`,

  /** The member's settled bets placed since `since`: how many, their stakes and their net (the reality check). */
  async settledSince(db: Sql, userId: number, since: Date): Promise<{ bets: number; stakes: string; net: string }> {
    const [row] = await db.query<{ bets: number; stakes: string; net: string }>(
      `SELECT count(*)::int AS bets, COALESCE(SUM(bet_amount), 0)::text AS stakes, COALESCE(SUM(win_loss), 0)::text AS net
       FROM bet_records WHERE user_id = $1 AND status = ${settled} AND bet_time >= $2`,
      [userId, since],
    );
    return row!;
  },
};

export type BetReads = typeof betReads;
