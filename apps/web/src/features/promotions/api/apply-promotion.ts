import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { promotionKey } from './get-promotion';

export const applyPromotion = (activityid: number) => api.send('content.applyPromotion', { activityid });

/** One application per member; whatever the answer, the activity is read again to show its state. */
export function useApplyPromotion(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => applyPromotion(id),
    onSettled: () => client.invalidateQueries({ queryKey: promotionKey(id) }),
  });
}
