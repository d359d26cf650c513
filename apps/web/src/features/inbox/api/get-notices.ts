import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLang } from '../../../lib/use-lang';

// The announcements tab (spec §2.5 Notices): the home notices and the paged notice list.

export const fetchHomeNotices = () => api.call('content.homeNotices');
export const fetchNotices = (page: number) => api.call('content.notices', { page });

/** Same key as the home page's marquee: one cache for both. */
export const homeNoticesQueryOptions = (lang: string) =>
  queryOptions({ queryKey: ['homenotice', lang] as const, queryFn: fetchHomeNotices, staleTime: 5 * 60_000 });

export const noticesQueryOptions = (page: number, lang: string) =>
  queryOptions({ queryKey: ['notices', page, lang] as const, queryFn: () => fetchNotices(page), placeholderData: keepPreviousData });

export function useHomeNotices() {
  return useQuery(homeNoticesQueryOptions(useLang()));
}

export function useNotices(page: number) {
  return useQuery(noticesQueryOptions(page, useLang()));
}
