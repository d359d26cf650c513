import type { BankOption } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { cashierKeys } from './keys';

/** POST /api/banklist: the banks a member can pick for a card. */
export const fetchBanks = () => request<BankOption[]>('/api/banklist');

export const banksQueryOptions = () => queryOptions({ queryKey: cashierKeys.banks, queryFn: fetchBanks, staleTime: 5 * 60_000 });

export const useBanks = () => useQuery(banksQueryOptions());
