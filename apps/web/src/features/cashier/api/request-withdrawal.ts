import type { WithdrawInput } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../api/client';
import { useMoneyAction } from '../../../api/wallet';
import { useInvalidateMoney } from './invalidate';

/** POST /api/withdraw: the amount is held at once and waits for review; resolves with the server's message. */
export function useRequestWithdrawal() {
  const money = useMoneyAction();
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: async (body: WithdrawInput) => {
      const reply = await money.send('/api/withdraw', body);
      if (reply.code !== 200) throw new ApiError(reply.code, reply.message);
      return reply.message;
    },
    // Refused or not, the balance may have changed meanwhile: refresh it either way.
    onSettled: () => invalidate(),
  });
}
