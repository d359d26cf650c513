import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cashierKeys } from './keys';

/** POST /api/getpaybank: the portal's receiving bank accounts, shown beside the bank deposit form. */
export const fetchPayBanks = () => api.call('cashier.receivingAccounts');

export const payBanksQueryOptions = () => queryOptions({ queryKey: cashierKeys.payBanks, queryFn: fetchPayBanks, staleTime: 60_000 });

export const usePayBanks = () => useQuery(payBanksQueryOptions());
