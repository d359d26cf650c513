import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { session } from '../../../lib/session/storage';

/** The agent link's short form (/registerForAplink). */
export interface AgentRegisterBody {
  name: string;
  password: string;
  confirmPass: string;
  code: string;
  captcha_id: string | undefined;
  pid: string | undefined;
}

export const registerAgentMember = (body: AgentRegisterBody) => api.send('auth.registerShort', body, { handle401: false });

/** Registers and keeps the token; the page then leaves for the visit site the reply names. */
export function useRegisterAgentMember() {
  return useMutation({
    mutationFn: registerAgentMember,
    onSuccess: (reply) => session.start(reply.data.api_token),
  });
}
