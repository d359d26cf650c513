import { api } from '../../../lib/api-client';
import { useSessionMutation } from './start-session';

/** The login form as sent (spec §3); the server checks it against loginSchema again. */
export interface LoginBody {
  name: string;
  password: string;
  code: string;
  captcha_id: string | undefined;
}

export const login = (body: LoginBody) => api.send('auth.login', body, { handle401: false });

/** Logs in and starts the session (token kept, member loaded, balance timer started). */
export function useLogin() {
  return useSessionMutation(login);
}
