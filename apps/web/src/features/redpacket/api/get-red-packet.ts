import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every red-packet query: read again together after a draw. */
export const redPacketKeys = { all: ['redpacket'] as const, status: ['redpacket', 'status'] as const };

/** GET /api/userredpacket: today's counts, the activity's status and rules, the clock's target. */
export const fetchRedPacket = () => api.call('redpacket.status');

export const redPacketQueryOptions = () => queryOptions({ queryKey: redPacketKeys.status, queryFn: fetchRedPacket });

export function useRedPacket() {
  return useQuery(redPacketQueryOptions());
}
