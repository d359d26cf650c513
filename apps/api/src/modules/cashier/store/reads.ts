import { LIMIT_PERIODS, OrderState, type LimitPeriod } from '@portal/contracts';
import type { Sql } from '../../../db/sql.js';

// What other modules read of the deposit orders, through the cashier (modules/index.ts hands it to
// them in their deps): player protection's deposit limits and harm report, the red packet's
// counting window.

const { pending, approved } = OrderState;

export const depositReads = {
  /**
   * The member's deposits of each limit window (window starts in LIMIT_PERIODS order, up to `now`),
   * by the time they were asked for: approved ones, and pending ones still in their payment window
   * unless `approvedOnly`; `except` (a deposit number) left out. In the caller's transaction.
   */
  async depositsInWindows(
    db: Sql,
    { userId, starts, now, approvedOnly, except }: { userId: number; starts: Date[]; now: Date; approvedOnly: boolean; except: string },
  ): Promise<Record<LimitPeriod, string>> {
    const [row] = await db.query<Record<LimitPeriod, string>>(
      `SELECT COALESCE(SUM(amount) FILTER (WHERE created_at >= $2), 0)::text AS day,
              COALESCE(SUM(amount) FILTER (WHERE created_at >= $3), 0)::text AS week,
              COALESCE(SUM(amount) FILTER (WHERE created_at >= $4), 0)::text AS month
       FROM deposits WHERE user_id = $1 AND created_at >= LEAST($2, $3, $4) AND deposit_no <> $7
         AND (state = ${approved} OR (NOT $6 AND state = ${pending} AND expires_at > $5))`,
      [userId, ...starts, now, approvedOnly, except],
    );
    return Object.fromEntries(LIMIT_PERIODS.map((p) => [p, row![p]])) as Record<LimitPeriod, string>;
  },

  /** The member's approved deposits asked for in [from, to): their real money and the latest one's time (the red packet's counting window). */
  async approvedBetween(db: Sql, { userId, from, to }: { userId: number; from: Date; to: Date }): Promise<{ total: string | null; latest: Date | null }> {
    const [row] = await db.query<{ total: string | null; latest: Date | null }>(
      `SELECT SUM(real_money) AS total, MAX(created_at) AT TIME ZONE 'UTC' AS latest FROM deposits
       WHERE user_id = $1 AND state = ${approved} AND created_at >= $2::timestamptz AT TIME ZONE 'UTC' AND created_at < $3::timestamptz AT TIME ZONE 'UTC'`,
      [userId, from.toISOString(), to.toISOString()],
    );
    return { total: row?.total ?? null, latest: row?.latest ?? null };
  },

  /**
   * The member's net deposits since `since` (affordability): deposits credited (approved, by the
   * time they were reviewed) minus withdrawals paid (approved, likewise); `except`: an order left out.
   */
  async netDepositsSince(db: Sql, { userId, since, except = '' }: { userId: number; since: Date; except?: string }): Promise<string> {
    const [row] = await db.query<{ net: string }>(
      `SELECT ((SELECT COALESCE(SUM(real_money), 0) FROM deposits WHERE user_id = $1 AND state = ${approved} AND reviewed_at >= $2 AND deposit_no <> $3)
             - (SELECT COALESCE(SUM(amount), 0) FROM withdrawals WHERE user_id = $1 AND state = ${approved} AND reviewed_at >= $2))::text AS net`,
      [userId, since, except],
    );
    return row!.net;
  },

  /** Whether the member has ever had a deposit credited (the limit offered on the first top-up page). */
  async everDeposited(db: Sql, userId: number): Promise<boolean> {
    const [row] = await db.query<{ any: boolean }>(`SELECT EXISTS (SELECT 1 FROM deposits WHERE user_id = $1 AND state = ${approved}) AS any`, [userId]);
    return row!.any;
  },

  /** SQL rows (user_id, created_at, amount, deposit_no, paytype) of every member's approved deposits asked for from `fromSql` to `toSql` (the harm report). */
  approvedRowsSql: ({ fromSql, toSql }: { fromSql: string; toSql: string }) =>
    `SELECT user_id, created_at, amount, deposit_no, paytype FROM deposits WHERE state = ${approved} AND created_at >= ${fromSql} AND created_at <= ${toSql}`,

  /** SQL rows (user_id, order_no, amount, cancelled_at) of every member's withdrawals rejected (the money back in the wallet) from `fromSql` to `toSql` (the harm report). */
  cancelledWithdrawalRowsSql: ({ fromSql, toSql }: { fromSql: string; toSql: string }) =>
    `SELECT user_id, order_no, amount, reviewed_at AS cancelled_at FROM withdrawals
       WHERE state = ${OrderState.rejected} AND reviewed_at >= ${fromSql} AND reviewed_at <= ${toSql}`,
};

export type DepositReads = typeof depositReads;
