import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cashierKeys } from './keys';

export const deleteCard = (id: number) => api.send('cashier.unbindCard', { id });

/** POST /api/delcard {id}; resolves with the server's '解绑成功' and reloads the lists. */
export function useDeleteCard() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteCard, onSuccess: () => client.invalidateQueries({ queryKey: cashierKeys.cards }) });
}
