import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { agentKeys } from './keys';

/** The agent's pid, referral link, and their referred members' count, approved deposits and turnover. */
export const fetchAgentSummary = () => api.call('agents.summary');

export const agentSummaryQueryOptions = () => queryOptions({ queryKey: agentKeys.summary, queryFn: fetchAgentSummary, retry: false });

export function useAgentSummary() {
  return useQuery(agentSummaryQueryOptions());
}
