import { ApplyState, OrderState, type TurnoverSums } from '@portal/contracts';
import type { Sql } from '../../../db/sql.js';
import type { BetReads } from '../../records/index.js';
import type { WalletReads } from '../../wallet/index.js';

/** The sums of other modules' tables the rule's statement reads, each from its owner. */
export interface TurnoverSources {
  bets: Pick<BetReads, 'validStakeAfterSql'>;
  credits: Pick<WalletReads, 'turnoverCreditsSql'>;
}

/**
 * The turnover rule's sums in one statement, since the member's last approved withdrawal (its
 * submission time; the beginning when there is none): the settled bets' valid stakes (the bet
 * records'), the deposits approved, the back office's credits that were not corrections (the
 * wallet's) and the turnover of the promotion bonuses approved (each the bonus times its
 * promotion's multiple, recorded by the approval: content's activity_applies, read here).
 */
export async function turnoverSums(db: Sql, { bets, credits }: TurnoverSources, userId: number): Promise<TurnoverSums> {
  const since = '(SELECT at FROM since)';
  const [row] = await db.query<TurnoverSums>(
    `WITH since AS (SELECT COALESCE(MAX(created_at), '-infinity'::timestamp) AS at FROM withdrawals WHERE user_id = $1 AND state = $2)
     SELECT ${bets.validStakeAfterSql('$1', since)}::text AS bets,
            (SELECT COALESCE(SUM(d.real_money), 0)::text FROM deposits d, since WHERE d.user_id = $1 AND d.state = $2 AND d.reviewed_at > since.at) AS deposits,
            (${credits.turnoverCreditsSql('$1', since)}
             + (SELECT COALESCE(SUM(p.bonus_turnover), 0) FROM activity_applies p, since
              WHERE p.user_id = $1 AND p.state = $3 AND p.reviewed_at > since.at))::text AS credits`,
    [userId, OrderState.approved, ApplyState.approved],
  );
  return row ?? { bets: '0', deposits: '0', credits: '0' };
}
