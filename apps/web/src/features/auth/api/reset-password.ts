import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { session } from '../../../lib/session/storage';

/** The forgot form as sent: `phone` holds the phone number or the mail address; `name` is sent empty. */
export interface ResetPasswordBody {
  phone: string;
  code: string;
  password: string;
  confirmPass: string;
  name: string;
}

export const resetPassword = (body: ResetPasswordBody) => api.send('auth.resetPassword', body, { handle401: false });

/** Changes the password; the login form then shows the account name the reply gives. */
export function useResetPassword() {
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: (reply) => session.rememberName(reply.data.username),
  });
}
