import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from './api-client';

export interface VipLevel {
  level: number;
  name: string;
  badge: string;
  recharge: string;
  flow: string;
  realperson: string;
  electron: string;
  joker: string;
  sport: string;
  lottery: string;
  e_sport: string;
}

export const fetchVipLevels = () => request<VipLevel[]>('/api/uservip');

export const vipLevelsQueryOptions = () => queryOptions({ queryKey: ['uservip'] as const, queryFn: fetchVipLevels, staleTime: 10 * 60_000 });

/** The levels table: the VIP page shows it, the member card reads the next level's deposit for its progress bar. */
export function useVipLevels() {
  return useQuery(vipLevelsQueryOptions());
}
