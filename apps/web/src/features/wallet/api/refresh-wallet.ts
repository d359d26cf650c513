import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { walletRootKey } from '../../../lib/platform-balances';
import { sessionKeys } from '../../../lib/session/queries';

/** After money moved (or was asked to): the game wallets, the member and the header balance. */
export function invalidateWallet(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: walletRootKey }),
    client.invalidateQueries({ queryKey: sessionKeys.user }),
    client.invalidateQueries({ queryKey: sessionKeys.balance }),
  ]);
}

/** The refresh button of the transfer page. */
export function useRefreshWallet() {
  const client = useQueryClient();
  return () => invalidateWallet(client);
}
