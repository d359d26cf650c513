import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface PasswordBody {
  password: string;
  newpasword: string;
  confirmPass: string;
}

/** The login password; the server ends every session of the member, so the page logs out after. */
export const changePassword = (body: PasswordBody) => api.send('profile.editPassword', body);

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
