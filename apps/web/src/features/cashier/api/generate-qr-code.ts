import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cashierKeys } from './keys';

/**
 * POST /api/generateRechargeQRcode {amount, deposit_no}: the QR image (a data URL) the member scans
 * to pay that order: its own channel's, the same image its pay page shows.
 */
export const fetchQrCode = ({ amount, depositNo }: { amount: string; depositNo: string }) =>
  api.call('cashier.depositQrCode', { amount, deposit_no: depositNo });

export const qrCodeQueryOptions = (order: { amount: string; depositNo: string }) =>
  queryOptions({ queryKey: cashierKeys.qrCode(order.depositNo, order.amount), queryFn: () => fetchQrCode(order), staleTime: Infinity, retry: false });

export const useQrCode = (order: { amount: string; depositNo: string }) => useQuery(qrCodeQueryOptions(order));
