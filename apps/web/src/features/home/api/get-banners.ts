import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLang } from '../../../lib/use-lang';

export const fetchBanners = (type: number) => api.call('content.banners', { type });

export const bannersQueryOptions = (type: number, lang: string) =>
  queryOptions({ queryKey: ['banners', type, lang] as const, queryFn: () => fetchBanners(type), staleTime: 5 * 60_000 });

export function useBanners(type = 1) {
  return useQuery(bannersQueryOptions(type, useLang()));
}
