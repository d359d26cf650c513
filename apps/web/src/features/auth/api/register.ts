import { api } from '../../../lib/api-client';
import { useSessionMutation } from './start-session';

/** The register form as sent (spec §3), with the referrer's pid from the link. */
export interface RegisterBody {
  name: string;
  password: string;
  confirmPass: string;
  realname: string;
  phone: string;
  mail: string;
  paypassword: string;
  code: string;
  captcha_id: string | undefined;
  pid: string | undefined;
}

export const register = (body: RegisterBody) => api.send('auth.register', body, { handle401: false });

/** Registers and starts the session like a login. */
export function useRegister() {
  return useSessionMutation(register);
}
