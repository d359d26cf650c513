import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/client';
import { cashierKeys } from './keys';

/** POST /api/getBetAmount: the turnover counted toward the next withdrawal. */
export const fetchBetAmount = async () => (await request<{ bet_amount: string }>('/api/getBetAmount')).bet_amount;

export const betAmountQueryOptions = () => queryOptions({ queryKey: cashierKeys.betAmount, queryFn: fetchBetAmount });

export const useBetAmount = () => useQuery(betAmountQueryOptions());
