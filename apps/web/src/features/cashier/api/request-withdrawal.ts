import { useMutation } from '@tanstack/react-query';
import { withdrawSchema, type WithdrawReply } from '@portal/contracts';
import { useIdempotentSend } from '../../../lib/idempotency';
import { useInvalidateMoney } from './invalidate';

/** What the withdrawal form holds: the chosen address's id (null when none), the amount and the password as typed. */
export interface WithdrawForm {
  bank: number | null;
  amount: string;
  password: string;
}

/** POST /api/withdraw: the amount is held at once and waits for review; resolves with the reply (its message '提交成功，等待后台审核'). */
export function useRequestWithdrawal() {
  const sendOnce = useIdempotentSend();
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: (form: WithdrawForm) => sendOnce<WithdrawReply>('/api/withdraw', withdrawSchema.parse(form)),
    // Refused or not, the balance may have changed meanwhile: read it again either way.
    onSettled: () => invalidate(),
  });
}
