import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionKeys } from '../../../lib/session/queries';

/** By the old withdrawal password (type 1), or by a code sent to the member's phone or mail. */
export type PayPasswordBody =
  { type: 1; paypassword: string; newpasword: string; confirmPass: string } | { phone: string; code: string; newpasword: string; confirmPass: string };

export const changePayPassword = (body: PayPasswordBody) =>
  'type' in body ? api.send('profile.editPayPassword', body) : api.send('profile.changeSecondaryPassword', body);

/** The member's has_paypassword may change, so the member is read again. */
export function useChangePayPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changePayPassword,
    onSuccess: () => client.invalidateQueries({ queryKey: sessionKeys.user }),
  });
}
