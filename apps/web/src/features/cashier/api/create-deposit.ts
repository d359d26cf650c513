import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../api/client';
import { useMoneyAction } from '../../../api/wallet';
import { useInvalidateMoney } from './invalidate';

/** What POST /api/recharge takes (spec §7): wechat goes as wxpay; bank adds the depositor's card; usdt its protocol. */
export type DepositRequest =
  | { paytype: 'bank'; amount: string; bank_owner: string; bank: string; bank_no: string; bank_address: string }
  | { paytype: 'usdt'; amount: string; catepay: 'ERC20' | 'TRC20' }
  | { paytype: 'wxpay' | 'alipay' | 'game'; amount: string };

/** Creates a deposit order; resolves with its deposit_no (the reply's message). One Idempotency-Key per action. */
export function useCreateDeposit() {
  const money = useMoneyAction();
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: async (body: DepositRequest) => {
      const reply = await money.send('/api/recharge', body);
      if (reply.code !== 200) throw new ApiError(reply.code, reply.message);
      return reply.message;
    },
    onSuccess: () => invalidate(),
  });
}
