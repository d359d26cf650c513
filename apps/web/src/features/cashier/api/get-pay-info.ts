import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, call } from '../../../api/client';
import { cashierKeys } from './keys';
import type { PayInfo } from './types';

export interface PayInfoReply extends PayInfo {
  /** The reply's message: the payment type (usdtpay, bankpay, wxpay, alipay, ebpay). */
  paytype: string;
}

/** POST /api/payinfo {deposit_no}: one of the member's own deposit orders and where to pay it. */
export async function fetchPayInfo(depositNo: string): Promise<PayInfoReply> {
  const reply = await call<PayInfo>('/api/payinfo', { body: { deposit_no: depositNo } });
  if (reply.code !== 200) throw new ApiError(reply.code, reply.message);
  return { ...reply.data, paytype: reply.message };
}

export const payInfoQueryOptions = (depositNo: string) =>
  queryOptions({ queryKey: cashierKeys.payInfo(depositNo), queryFn: () => fetchPayInfo(depositNo), enabled: depositNo !== '', retry: false });

export const usePayInfo = (depositNo: string) => useQuery(payInfoQueryOptions(depositNo));
