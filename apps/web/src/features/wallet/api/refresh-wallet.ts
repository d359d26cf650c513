import { useQueryClient } from '@tanstack/react-query';
import { afterMoneyMoved } from '../../../lib/money-moved';

/** The refresh button of the transfer page: everything a money action would read again. */
export function useRefreshWallet() {
  const client = useQueryClient();
  return () => afterMoneyMoved(client);
}
