import type { BindCardInput } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, call } from '../../../api/client';
import { cashierKeys } from './keys';

/** A bank card (type 1) or a USDT address (type 2: bank 'USDT', bank_no the address, bank_owner the protocol), as contracts parsed it. */
export const bindCard = async (body: BindCardInput) => {
  const reply = await call('/api/bindcard', { body });
  if (reply.code !== 200) throw new ApiError(reply.code, reply.message);
  return reply.message;
};

/** POST /api/bindcard; resolves with the server's '绑定成功' and reloads the member's lists. */
export function useBindCard() {
  const client = useQueryClient();
  return useMutation({ mutationFn: bindCard, onSuccess: () => client.invalidateQueries({ queryKey: cashierKeys.cards }) });
}
