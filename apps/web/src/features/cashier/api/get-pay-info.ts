import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cashierKeys } from './keys';

/** How often an open order paid to the member's own address is read again: the chain watcher credits it without staff. */
export const CHAIN_ORDER_POLL_MS = 5_000;

/** POST /api/payinfo {deposit_no}: one of the member's own deposit orders and where to pay it. */
export const fetchPayInfo = (depositNo: string) => api.call('cashier.payInfo', { deposit_no: depositNo });

export const payInfoQueryOptions = (depositNo: string) =>
  queryOptions({
    queryKey: cashierKeys.payInfo(depositNo),
    queryFn: () => fetchPayInfo(depositNo),
    enabled: depositNo !== '',
    retry: false,
    refetchInterval: (query) => (query.state.data?.chain && query.state.data.status === 'pending' ? CHAIN_ORDER_POLL_MS : false),
  });

export const usePayInfo = (depositNo: string) => useQuery(payInfoQueryOptions(depositNo));
