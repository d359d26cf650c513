import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cashierKeys } from './keys';

/** POST /api/getBetAmount: the settled bets since the last approved withdrawal (the turnover a withdrawal needs). */
export const fetchBetAmount = () => api.call('cashier.betAmount');

export const betAmountQueryOptions = () => queryOptions({ queryKey: cashierKeys.betAmount, queryFn: fetchBetAmount });

export const useBetAmount = () => useQuery(betAmountQueryOptions());
