import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIdempotentSend } from '../../../lib/idempotency';
import { afterMoneyMoved } from '../../../lib/money-moved';
import { redPacketKeys } from './get-red-packet';

/** One draw (one Idempotency-Key per click); then the status, the record and the money queries are read again. */
export function useDrawRedPacket() {
  const client = useQueryClient();
  const sendOnce = useIdempotentSend();
  return useMutation({
    mutationFn: () => sendOnce('redpacket.draw'),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: redPacketKeys.all }), afterMoneyMoved(client)]),
  });
}
