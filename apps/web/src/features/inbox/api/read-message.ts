import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { inboxKeys } from './get-message-num';

/** /api/messageread: marks one message read (reading it again changes nothing); then the badge and the pages are read again. */
export const readMessage = (id: number) => api.call('inbox.read', { id });

export function useReadMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: readMessage,
    onSettled: () => client.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}
