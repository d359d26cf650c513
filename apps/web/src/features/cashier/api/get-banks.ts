import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cashierKeys } from './keys';

/** POST /api/banklist: the banks a member can pick for a card. */
export const fetchBanks = () => api.call('cashier.banks');

export const banksQueryOptions = () => queryOptions({ queryKey: cashierKeys.banks, queryFn: fetchBanks, staleTime: 5 * 60_000 });

export const useBanks = () => useQuery(banksQueryOptions());
