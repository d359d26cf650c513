import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cashierKeys } from './keys';

/** GET /api/get_pay_way: which deposit methods are open (spec §7). */
export const fetchPayWays = () => api.call('cashier.payWays');

export const payWaysQueryOptions = () => queryOptions({ queryKey: cashierKeys.payWays, queryFn: fetchPayWays, staleTime: 60_000 });

export const usePayWays = () => useQuery(payWaysQueryOptions());
