import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { redPacketKeys } from './get-red-packet';

/** POST /api/userredpacketlog: a page of the member's draws with the remaining and cumulative counts. */
export const fetchRedPacketLog = (page: number) => api.call('redpacket.log', { page });

export const redPacketLogQueryOptions = (page: number) =>
  queryOptions({ queryKey: [...redPacketKeys.all, 'log', page] as const, queryFn: () => fetchRedPacketLog(page), placeholderData: keepPreviousData });

export function useRedPacketLog(page: number) {
  return useQuery(redPacketLogQueryOptions(page));
}
