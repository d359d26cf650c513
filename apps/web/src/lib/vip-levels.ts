import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export const fetchVipLevels = () => api.call('content.vipLevels');

export const vipLevelsQueryOptions = () => queryOptions({ queryKey: ['uservip'] as const, queryFn: fetchVipLevels, staleTime: 10 * 60_000 });

/** The levels table: the VIP page shows it, the member card reads the next level's deposit for its progress bar. */
export function useVipLevels() {
  return useQuery(vipLevelsQueryOptions());
}
