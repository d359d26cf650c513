import { useMutation } from '@tanstack/react-query';
import { send } from '../../../lib/api-client';

export interface PasswordBody {
  password: string;
  newpasword: string;
  confirmPass: string;
}

/** The login password; the server ends every session of the member, so the page logs out after. */
export const changePassword = (body: PasswordBody) => send<unknown>('/api/editPassword', { body });

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
