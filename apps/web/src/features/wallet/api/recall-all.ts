import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIdempotentSend } from '../../../lib/idempotency';
import { afterMoneyMoved } from '../../../lib/money-moved';

/** Brings every game wallet's money back to the central wallet, with one Idempotency-Key per click. */
export function useRecallAll() {
  const client = useQueryClient();
  const sendOnce = useIdempotentSend();
  return useMutation({
    mutationFn: () => sendOnce('wallet.recallAll'),
    onSettled: () => afterMoneyMoved(client),
  });
}
