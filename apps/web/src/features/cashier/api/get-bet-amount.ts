import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BetAmountReply } from '@portal/contracts';
import { request } from '../../../api/client';
import { cashierKeys } from './keys';

/** POST /api/getBetAmount: the turnover since the last withdrawal, what is required and what is still needed. */
export const fetchBetAmount = () => request<BetAmountReply>('/api/getBetAmount');

export const betAmountQueryOptions = () => queryOptions({ queryKey: cashierKeys.betAmount, queryFn: fetchBetAmount });

export const useBetAmount = () => useQuery(betAmountQueryOptions());
