import type { ReceivingAccount } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { cashierKeys } from './keys';

/** POST /api/getpaybank: the portal's receiving bank accounts, shown beside the bank deposit form. */
export const fetchPayBanks = () => request<ReceivingAccount[]>('/api/getpaybank');

export const payBanksQueryOptions = () => queryOptions({ queryKey: cashierKeys.payBanks, queryFn: fetchPayBanks, staleTime: 60_000 });

export const usePayBanks = () => useQuery(payBanksQueryOptions());
