import { useMutation, useQueryClient } from '@tanstack/react-query';
import { depositSchema, type ApiInput } from '@portal/contracts';
import { useIdempotentSend } from '../../../lib/idempotency';
import { afterMoneyMoved } from '../../../lib/money-moved';

/** What the deposit forms hold (spec §7: wechat goes as wxpay; bank adds the depositor's card; usdt its protocol). */
export type DepositForm =
  | { paytype: 'bank'; amount: string; bank_owner: string; bank: string; bank_no: string; bank_address: string }
  | { paytype: 'usdt'; amount: string; catepay: 'ERC20' | 'TRC20' }
  | { paytype: 'wxpay' | 'alipay' | 'game'; amount: string };

/** The body /api/recharge gets: the form as contracts reads it (trimmed, the amount normalised), only its way's fields. */
export function depositBody(form: DepositForm): ApiInput<'cashier.deposit'> {
  const v = depositSchema.parse(form);
  if (v.paytype === 'bank')
    return { paytype: v.paytype, amount: v.amount, bank_owner: v.bank_owner, bank: v.bank, bank_no: v.bank_no, bank_address: v.bank_address };
  if (v.paytype === 'usdt') return { paytype: v.paytype, amount: v.amount, catepay: v.catepay };
  return { paytype: v.paytype, amount: v.amount };
}

/**
 * Creates a deposit order with one Idempotency-Key per action. The reply's message is the new
 * deposit_no (as the original), so it resolves with { depositNo, order } rather than a text to show.
 */
export function useCreateDeposit() {
  const client = useQueryClient();
  const sendOnce = useIdempotentSend();
  return useMutation({
    mutationFn: async (form: DepositForm) => {
      const reply = await sendOnce('cashier.deposit', depositBody(form));
      return { depositNo: reply.message, order: reply.data };
    },
    onSuccess: () => afterMoneyMoved(client),
  });
}
