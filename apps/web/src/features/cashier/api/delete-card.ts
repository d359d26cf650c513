import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, call } from '../../../api/client';
import { cashierKeys } from './keys';

export const deleteCard = async (id: number) => {
  const reply = await call('/api/delcard', { body: { id } });
  if (reply.code !== 200) throw new ApiError(reply.code, reply.message);
  return reply.message;
};

/** POST /api/delcard {id}; resolves with the server's '解绑成功' and reloads the lists. */
export function useDeleteCard() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteCard, onSuccess: () => client.invalidateQueries({ queryKey: cashierKeys.cards }) });
}
