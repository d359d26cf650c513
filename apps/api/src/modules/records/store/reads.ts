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
