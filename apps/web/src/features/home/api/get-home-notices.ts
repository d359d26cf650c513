import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomeNotices } from '@portal/contracts';
import { request } from '../../../lib/api-client';
import { useLang } from '../../../lib/use-lang';

/** /api/homenotice: the texts of the marquee and of the announcement pop-up. */
export const fetchHomeNotices = () => request<HomeNotices>('/api/homenotice');

export const homeNoticesQueryOptions = (lang: string) =>
  queryOptions({ queryKey: ['homenotice', lang] as const, queryFn: fetchHomeNotices, staleTime: 5 * 60_000 });

export function useHomeNotices() {
  return useQuery(homeNoticesQueryOptions(useLang()));
}
