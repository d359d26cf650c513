import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cashierKeys } from './keys';

/** POST /api/generateRechargeQRcode {amount}: the QR image (a data URL) the member scans to pay. */
export const fetchQrCode = (amount: string) => api.call('cashier.depositQrCode', { amount });

export const qrCodeQueryOptions = (amount: string) =>
  queryOptions({ queryKey: cashierKeys.qrCode(amount), queryFn: () => fetchQrCode(amount), staleTime: Infinity, retry: false });

export const useQrCode = (amount: string | null) => useQuery({ ...qrCodeQueryOptions(amount ?? ''), enabled: amount !== null });
