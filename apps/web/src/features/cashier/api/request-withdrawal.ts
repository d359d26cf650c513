import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdrawalSchema } from '@portal/contracts';
import { useIdempotentSend } from '../../../lib/idempotency';
import { afterMoneyMoved } from '../../../lib/money-moved';

/** What the withdrawal form holds: the chosen address's id (null when none), the amount and the password as typed. */
export interface WithdrawalForm {
  bank: number | null;
  amount: string;
  password: string;
}

/** POST /api/withdraw: the amount is held at once and waits for review; resolves with the reply (its message '提交成功，等待后台审核'). */
export function useRequestWithdrawal() {
  const client = useQueryClient();
  const sendOnce = useIdempotentSend();
  return useMutation({
    mutationFn: (form: WithdrawalForm) => sendOnce('cashier.withdraw', withdrawalSchema.parse(form)),
    // Refused or not, the balance may have changed meanwhile: read it again either way.
    onSettled: () => afterMoneyMoved(client),
  });
}
