import type { UsdtProtocol } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cashierKeys } from './keys';

/** POST /api/usdt/address {protocol}: the member's own deposit address of a protocol and its QR, or null when it has none. */
export const fetchMyAddress = (protocol: UsdtProtocol) => api.call('chain.myAddress', { protocol });

// The address never changes once taken: kept for the session.
export const myAddressQueryOptions = (protocol: UsdtProtocol) =>
  queryOptions({ queryKey: cashierKeys.myAddress(protocol), queryFn: () => fetchMyAddress(protocol), staleTime: Infinity });

export const useMyAddress = (protocol: UsdtProtocol) => useQuery(myAddressQueryOptions(protocol));
