import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentSummary } from '@portal/contracts';
import { request } from '../../../lib/api-client';
import { agentKeys } from './keys';

/** The agent's pid, referral link, and their referred members' count, approved deposits and turnover. */
export const fetchAgentSummary = () => request<AgentSummary>('/api/agent/summary');

export const agentSummaryQueryOptions = () => queryOptions({ queryKey: agentKeys.summary, queryFn: fetchAgentSummary, retry: false });

export function useAgentSummary() {
  return useQuery(agentSummaryQueryOptions());
}
