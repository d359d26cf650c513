import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RedPacketStatusReply } from '@portal/contracts';
import { request } from '../../../lib/api-client';

/** Every red-packet query: read again together after a draw. */
export const redPacketKeys = { all: ['redpacket'] as const, status: ['redpacket', 'status'] as const };

/** GET /api/userredpacket: today's counts, the activity's status and rules, the clock's target. */
export const fetchRedPacket = () => request<RedPacketStatusReply>('/api/userredpacket', { method: 'GET' });

export const redPacketQueryOptions = () => queryOptions({ queryKey: redPacketKeys.status, queryFn: fetchRedPacket });

export function useRedPacket() {
  return useQuery(redPacketQueryOptions());
}
