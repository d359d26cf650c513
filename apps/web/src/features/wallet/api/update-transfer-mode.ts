import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@portal/contracts';
import { api } from '../../../lib/api-client';
import { sessionKeys } from '../../../lib/session/queries';

/** The member's transferstatus: automatic transfer moves the money into each game the member opens. */
export const TransferMode = { manual: 0, automatic: 1 } as const;
export type TransferMode = (typeof TransferMode)[keyof typeof TransferMode];

export const updateTransferMode = (transferstatus: TransferMode) => api.send('wallet.transferMode', { transferstatus });

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

/** The automatic transfer's amount ('all', or whole units as typed): what a game's wallet is topped up to at launch. */
export function useUpdateAutoAmount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ transferstatus, amount }: { transferstatus: TransferMode; amount: string }) =>
      api.send('wallet.transferMode', { transferstatus, auto_amount: amount === 'all' ? 'all' : amount }),
    onSuccess: async (reply) => {
      client.setQueryData<UserInfo>(sessionKeys.user, (user) => (user ? { ...user, auto_amount: reply.data.auto_amount } : user));
      await client.invalidateQueries({ queryKey: sessionKeys.user });
    },
  });
}
