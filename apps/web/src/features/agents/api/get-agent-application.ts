import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { agentKeys } from './keys';

/** The member's real name, whether they are an agent, and their latest application (state 0: none). */
export const fetchAgentApplication = () => api.call('agents.application');

export const agentApplicationQueryOptions = () => queryOptions({ queryKey: agentKeys.application, queryFn: fetchAgentApplication });

export function useAgentApplication() {
  return useQuery(agentApplicationQueryOptions());
}
