import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BalanceReply } from '@portal/contracts';
import { request } from '../../../lib/api-client';
import { walletRootKey } from '../../../lib/platform-balances';

/** The PC and mobile game wallets have balance routes of their own (spec §7). */
export type GameWallet = 'pc' | 'mobile';
const BALANCE_PATH: Record<GameWallet, string> = { pc: '/api/PCBalance', mobile: '/api/MobileBalance' };

export const fetchGameBalance = async (kind: GameWallet) => (await request<BalanceReply>(BALANCE_PATH[kind])).balance;

export const gameBalanceQueryOptions = (kind: GameWallet) =>
  queryOptions({ queryKey: [...walletRootKey, 'game', kind] as const, queryFn: () => fetchGameBalance(kind) });

export function useGameBalance(kind: GameWallet) {
  return useQuery(gameBalanceQueryOptions(kind));
}
