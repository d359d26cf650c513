import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLang } from '../../../lib/use-lang';

/** /api/activityApplyLog: a page of the member's promotion applications, newest first, titles in the language shown. */
export const fetchApplyLog = (page: number) => api.call('content.promotionApplications', { page });

export const applyLogQueryOptions = (page: number, lang: string) =>
  queryOptions({ queryKey: ['activityApplyLog', page, lang] as const, queryFn: () => fetchApplyLog(page), placeholderData: keepPreviousData });

export function useApplyLog(page: number) {
  return useQuery(applyLogQueryOptions(page, useLang()));
}
