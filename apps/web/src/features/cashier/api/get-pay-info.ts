import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cashierKeys } from './keys';

/** POST /api/payinfo {deposit_no}: one of the member's own deposit orders and where to pay it. */
export const fetchPayInfo = (depositNo: string) => api.call('cashier.payInfo', { deposit_no: depositNo });

export const payInfoQueryOptions = (depositNo: string) =>
  queryOptions({ queryKey: cashierKeys.payInfo(depositNo), queryFn: () => fetchPayInfo(depositNo), enabled: depositNo !== '', retry: false });

export const usePayInfo = (depositNo: string) => useQuery(payInfoQueryOptions(depositNo));
