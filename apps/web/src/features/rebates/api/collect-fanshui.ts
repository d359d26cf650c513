import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CollectFanshuiReply } from '@portal/contracts';
import { useIdempotentSend } from '../../../lib/idempotency';
import { sessionKeys } from '../../../lib/session/queries';
import { rebateKeys } from './get-fanshui';

/** Collects every pending rebate into the central wallet (one Idempotency-Key per click); then the list, the member and the balance are read again. */
export function useCollectFanshui() {
  const client = useQueryClient();
  const sendOnce = useIdempotentSend();
  return useMutation({
    mutationFn: () => sendOnce<CollectFanshuiReply>('/api/dofanshui', {}),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: rebateKeys.all }),
        client.invalidateQueries({ queryKey: sessionKeys.user }),
        client.invalidateQueries({ queryKey: sessionKeys.balance }),
      ]),
  });
}
