import type { QueryClient } from '@tanstack/react-query';
import { walletRootKey } from './platform-balances';
import { sessionKeys } from './session/queries';

/** The records' queries (features/records/api: bets and transactions) all start with this key. */
export const recordsRootKey = ['records'] as const;
/** The turnover a withdrawal still needs (features/cashier/api/get-bet-amount.ts). */
export const turnoverKey = ['cashier', 'betAmount'] as const;

/**
 * Every query whose answer changes when the member's money moves or is put on hold: the central
 * balance (header), the member (its money and paysum), the game wallets (every query under
 * walletRootKey), the financial records and the turnover. One list, so a new money action or a new
 * money query is added here once instead of to each action by hand.
 */
export const MONEY_QUERY_KEYS = [sessionKeys.balance, sessionKeys.user, walletRootKey, recordsRootKey, turnoverKey] as const;

/**
 * Called by every money action (deposit, withdrawal, transfer, recall, rebate collection, red packet
 * draw, a game launch that moves money in auto-transfer mode) once it is answered: the queries of
 * MONEY_QUERY_KEYS are marked stale and the ones on screen read again.
 */
export async function afterMoneyMoved(client: QueryClient): Promise<void> {
  await Promise.all(MONEY_QUERY_KEYS.map((queryKey) => client.invalidateQueries({ queryKey })));
}
