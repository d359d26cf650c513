import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/client';
import { cashierKeys } from './keys';
import type { PayWays } from './types';

/** GET /api/get_pay_way: which deposit methods are open (spec §7). */
export const fetchPayWays = () => request<PayWays>('/api/get_pay_way', { method: 'GET' });

export const payWaysQueryOptions = () => queryOptions({ queryKey: cashierKeys.payWays, queryFn: fetchPayWays, staleTime: 60_000 });

export const usePayWays = () => useQuery(payWaysQueryOptions());
