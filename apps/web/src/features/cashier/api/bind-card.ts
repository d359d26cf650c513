import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bindCardSchema, type BindCardForm } from '@portal/contracts';
import { api } from '../../../lib/api-client';
import { cashierKeys } from './keys';

/** POST /api/bindcard with the form as contracts reads it: a bank card (type 1) or a USDT address (type 2, the protocol in bank_owner). */
export const bindCard = (form: BindCardForm) => api.send('cashier.bindCard', bindCardSchema.parse(form));

/** Resolves with the server's '绑定成功' and reloads the member's lists. */
export function useBindCard() {
  const client = useQueryClient();
  return useMutation({ mutationFn: bindCard, onSuccess: () => client.invalidateQueries({ queryKey: cashierKeys.cards }) });
}
