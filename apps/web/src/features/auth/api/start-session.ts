import { useMutation } from '@tanstack/react-query';
import type { Reply } from '../../../lib/api-client';
import { useStartSession } from '../../../lib/session/queries';

/** A mutation that logs the member in with the token its reply carries (login, register). */
export function useSessionMutation<TBody>(sendForm: (body: TBody) => Promise<Reply<'auth.login' | 'auth.register'>>) {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: async (body: TBody) => {
      const reply = await sendForm(body);
      await startSession(reply.data.api_token);
      return reply;
    },
  });
}
