import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { activityKey } from './get-activity';

export const applyActivity = (activityid: number) => api.send('content.apply', { activityid });

/** One application per member; whatever the answer, the activity is read again to show its state. */
export function useApplyActivity(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => applyActivity(id),
    onSettled: () => client.invalidateQueries({ queryKey: activityKey(id) }),
  });
}
