import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { useLang } from './use-lang';

/** Every query about the member's game wallets starts with this key, so one invalidation refreshes them all. */
export const walletRootKey = ['wallet'] as const;

export const fetchPlatformBalances = () => api.call('wallet.balanceList');

/** Every venue wallet with its balance; names are localised by the server, so keyed by language. */
export const platformBalancesQueryOptions = (lang: string) =>
  queryOptions({ queryKey: [...walletRootKey, 'platforms', lang] as const, queryFn: fetchPlatformBalances });

/** Read by the transfer page and by the records' game filter. */
export function usePlatformBalances() {
  return useQuery(platformBalancesQueryOptions(useLang()));
}
