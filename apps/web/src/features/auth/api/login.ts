import { useMutation } from '@tanstack/react-query';
import type { LoginReply } from '@portal/contracts';
import { send } from '../../../lib/api-client';
import { useStartSession } from '../../../lib/session/queries';

/** The login form as sent (spec §3); the server checks it against loginSchema again. */
export interface LoginBody {
  name: string;
  password: string;
  code: string;
  captcha_id: string | undefined;
}

export const login = (body: LoginBody) => send<LoginReply>('/api/login_pc', { body, handle401: false });

/** Logs in and starts the session (token kept, member loaded, balance timer started). */
export function useLogin() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: async (body: LoginBody) => {
      const reply = await login(body);
      await startSession(reply.data.api_token);
      return reply;
    },
  });
}
