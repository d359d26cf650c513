import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { agentKeys } from './keys';

/** One page (10) of the members the agent referred, newest first. */
export const fetchAgentMembers = (page: number) => api.call('agents.members', { page });

export const agentMembersQueryOptions = (page: number) =>
  queryOptions({ queryKey: agentKeys.members(page), queryFn: () => fetchAgentMembers(page), placeholderData: keepPreviousData, retry: false });

export function useAgentMembers(page: number, { enabled }: { enabled: boolean }) {
  return useQuery({ ...agentMembersQueryOptions(page), enabled });
}
