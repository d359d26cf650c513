import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PayInfoReply } from '@portal/contracts';
import { request } from '../../../lib/api-client';
import { cashierKeys } from './keys';

/** POST /api/payinfo {deposit_no}: one of the member's own deposit orders and where to pay it. */
export const fetchPayInfo = (depositNo: string) => request<PayInfoReply>('/api/payinfo', { body: { deposit_no: depositNo } });

export const payInfoQueryOptions = (depositNo: string) =>
  queryOptions({ queryKey: cashierKeys.payInfo(depositNo), queryFn: () => fetchPayInfo(depositNo), enabled: depositNo !== '', retry: false });

export const usePayInfo = (depositNo: string) => useQuery(payInfoQueryOptions(depositNo));
