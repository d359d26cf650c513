import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplyAgentInput } from '@portal/contracts';
import { useIdempotentSend } from '../../../lib/idempotency';
import { agentKeys } from './keys';

/** POST /api/applyagentdo {mobile, apply_info}; a double click sends one application (one Idempotency-Key per action). */
export function useApplyAgent() {
  const client = useQueryClient();
  const sendOnce = useIdempotentSend();
  return useMutation({
    mutationFn: (body: ApplyAgentInput) => sendOnce('agents.apply', body),
    onSettled: () => client.invalidateQueries({ queryKey: agentKeys.application }),
  });
}
