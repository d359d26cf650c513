import { turnoverStanding, type TurnoverStanding } from '@portal/contracts';
import type { Sql } from '../../db/sql.js';
import { turnoverSums, type TurnoverSources } from './store/turnover.js';

// The turnover rule's one reader: the withdrawal check (217), /api/getBetAmount and the back
// office's member money all call it; the rule itself is contracts' turnoverStanding, over the sums
// of store/turnover.ts (docs/compatibility.md#rule-6-withdrawal).

/**
 * Where the member stands against the turnover rule now (in `db`: the caller's transaction when it
 * has one); `multiple` is the cashier settings' withdraw.turnover_multiple.
 */
export type TurnoverOf = (db: Sql, input: { userId: number; multiple: string }) => Promise<TurnoverStanding>;

/** The rule's reader over the bet records' and the wallet's sums (the cashier's deps; modules/index.ts exports one for tests). */
export function createTurnover(sources: TurnoverSources): TurnoverOf {
  return async (db, { userId, multiple }) => turnoverStanding(await turnoverSums(db, sources, userId), multiple);
}

export type { TurnoverSources } from './store/turnover.js';
