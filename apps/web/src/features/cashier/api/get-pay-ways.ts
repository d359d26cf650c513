import type { PayWaysReply } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { cashierKeys } from './keys';

/** GET /api/get_pay_way: which deposit methods are open (spec §7). */
export const fetchPayWays = () => request<PayWaysReply>('/api/get_pay_way', { method: 'GET' });

export const payWaysQueryOptions = () => queryOptions({ queryKey: cashierKeys.payWays, queryFn: fetchPayWays, staleTime: 60_000 });

export const usePayWays = () => useQuery(payWaysQueryOptions());
