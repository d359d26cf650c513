import { useMutation, useQueryClient } from '@tanstack/react-query';
import { send } from '../../../lib/api-client';
import { activityKey } from './get-activity';

export const applyActivity = (activityid: number) => send<unknown>('/api/doactivityapply', { body: { activityid } });

/** One application per member; whatever the answer, the activity is read again to show its state. */
export function useApplyActivity(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => applyActivity(id),
    onSettled: () => client.invalidateQueries({ queryKey: activityKey(id) }),
  });
}
