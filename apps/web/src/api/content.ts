import { useQuery } from '@tanstack/react-query';
import { request } from './client';

export interface VipLevel {
  level: number;
  name: string;
  recharge: string;
  flow: string;
  realperson: string;
  electron: string;
  joker: string;
  sport: string;
  lottery: string;
  e_sport: string;
}

export function useVipLevels() {
  return useQuery({ queryKey: ['uservip'], queryFn: () => request<VipLevel[]>('/api/uservip'), staleTime: 10 * 60_000 });
}
