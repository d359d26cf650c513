import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RedPacketDrawReply } from '@portal/contracts';
import { useIdempotentSend } from '../../../lib/idempotency';
import { sessionKeys } from '../../../lib/session/queries';
import { redPacketKeys } from './get-red-packet';

/** One draw (one Idempotency-Key per click); then the status, the record and the balance are read again. */
export function useDrawRedPacket() {
  const client = useQueryClient();
  const sendOnce = useIdempotentSend();
  return useMutation({
    mutationFn: () => sendOnce<RedPacketDrawReply>('/api/douserredpacket', {}),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: redPacketKeys.all }),
        client.invalidateQueries({ queryKey: sessionKeys.balance }),
        client.invalidateQueries({ queryKey: sessionKeys.user }),
      ]),
  });
}
