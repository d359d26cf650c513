import { ApplyState, BetStatus, OrderState, turnoverStanding, type TurnoverStanding, type TurnoverSums } from '@portal/contracts';
import type { Sql } from '../../db/sql.js';

// The turnover rule's one reader: the withdrawal check (217), /api/getBetAmount and the back
// office's member money all call `turnoverOf`; the rule itself is contracts' turnoverStanding.

/**
 * The rule's sums (docs/compatibility.md#rule-6-withdrawal): settled bets since the member's last approved
 * withdrawal (its submission time; the beginning when there is none), the deposits approved since
 * then, and the back office's credits posted since then that were not corrections (credited money
 * is bet once before it can leave; a balance_adjustments row gets its posted_at in the
 * transaction that credits the money) plus the turnover of the promotion bonuses approved since
 * then (each the bonus times its promotion's multiple, recorded by the approval: content/review.ts).
 */
async function turnoverSince(db: Sql, userId: number): Promise<TurnoverSums> {
  const [row] = await db.query<TurnoverSums>(
    `WITH since AS (SELECT COALESCE(MAX(created_at), '-infinity'::timestamp) AS at FROM withdrawals WHERE user_id = $1 AND state = $2)
     SELECT (SELECT COALESCE(SUM(b.valid_amount), 0)::text FROM bet_records b, since WHERE b.user_id = $1 AND b.status = $3 AND b.bet_time > since.at) AS bets,
            (SELECT COALESCE(SUM(d.real_money), 0)::text FROM deposits d, since WHERE d.user_id = $1 AND d.state = $2 AND d.reviewed_at > since.at) AS deposits,
            ((SELECT COALESCE(SUM(a.amount), 0) FROM balance_adjustments a, since
              WHERE a.user_id = $1 AND a.direction = 'credit' AND NOT a.correction AND a.posted_at IS NOT NULL AND a.posted_at > since.at)
             + (SELECT COALESCE(SUM(p.bonus_turnover), 0) FROM activity_applies p, since
              WHERE p.user_id = $1 AND p.state = $4 AND p.reviewed_at > since.at))::text AS credits`,
    [userId, OrderState.approved, BetStatus.settled, ApplyState.approved],
  );
  return row ?? { bets: '0', deposits: '0', credits: '0' };
}

/**
 * Where the member stands against the turnover rule now (in `db`: the caller's transaction when it
 * has one); `multiple` is the cashier settings' withdraw.turnover_multiple.
 */
export async function turnoverOf(db: Sql, { userId, multiple }: { userId: number; multiple: string }): Promise<TurnoverStanding> {
  return turnoverStanding(await turnoverSince(db, userId), multiple);
}
