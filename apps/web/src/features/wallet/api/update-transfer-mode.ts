import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@portal/contracts';
import { send } from '../../../lib/api-client';
import { sessionKeys } from '../../../lib/session/queries';

/** 1: automatic transfer (money follows the member into each game), 0: manual. */
export type TransferMode = 0 | 1;

export const updateTransferMode = (transferstatus: TransferMode) => send<unknown>('/api/uptransferstatus', { body: { transferstatus } });

export function useUpdateTransferMode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateTransferMode,
    onSuccess: async (_reply, transferstatus) => {
      client.setQueryData<UserInfo>(sessionKeys.user, (user) => (user ? { ...user, transferstatus } : user));
      await client.invalidateQueries({ queryKey: sessionKeys.user });
    },
  });
}
