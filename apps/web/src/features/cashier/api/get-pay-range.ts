import type { PayRangeType } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cashierKeys } from './keys';

/** POST /api/getPayRange {type}: the amount range of one deposit method (default 100-10000). */
export const fetchPayRange = (type: PayRangeType) => api.call('cashier.payRange', { type });

export const payRangeQueryOptions = (type: PayRangeType) =>
  queryOptions({ queryKey: cashierKeys.payRange(type), queryFn: () => fetchPayRange(type), staleTime: 60_000 });

export const usePayRange = (type: PayRangeType) => useQuery(payRangeQueryOptions(type));
