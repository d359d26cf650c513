import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIdempotentSend } from '../../../lib/idempotency';
import { afterMoneyMoved } from '../../../lib/money-moved';
import { rebateKeys } from './get-rebates';

/** Collects every pending rebate into the central wallet (one Idempotency-Key per click); then the list and the money queries are read again. */
export function useCollectRebates() {
  const client = useQueryClient();
  const sendOnce = useIdempotentSend();
  return useMutation({
    mutationFn: () => sendOnce('rebates.collect'),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: rebateKeys.all }), afterMoneyMoved(client)]),
  });
}
