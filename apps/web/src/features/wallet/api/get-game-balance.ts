import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { walletRootKey } from '../../../lib/platform-balances';

/** The PC and mobile game wallets have balance routes of their own (spec §7). */
export type GameWallet = 'pc' | 'mobile';
const BALANCE_ROUTE = { pc: 'wallet.pcBalance', mobile: 'wallet.mobileBalance' } as const;

export const fetchGameBalance = async (kind: GameWallet) => (await api.call(BALANCE_ROUTE[kind])).balance;

export const gameBalanceQueryOptions = (kind: GameWallet) =>
  queryOptions({ queryKey: [...walletRootKey, 'game', kind] as const, queryFn: () => fetchGameBalance(kind) });

export function useGameBalance(kind: GameWallet) {
  return useQuery(gameBalanceQueryOptions(kind));
}
