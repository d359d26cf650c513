import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLang } from '../../../lib/use-lang';

/** /api/homenotice: the texts of the marquee and of the announcement pop-up. */
export const fetchHomeNotices = () => api.call('content.homeNotices');

export const homeNoticesQueryOptions = (lang: string) =>
  queryOptions({ queryKey: ['homenotice', lang] as const, queryFn: fetchHomeNotices, staleTime: 5 * 60_000 });

export function useHomeNotices() {
  return useQuery(homeNoticesQueryOptions(useLang()));
}
