import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLang } from '../../../lib/use-lang';

export const fetchActivities = (type: number, page: number) => api.call('content.activities', { type, page });

export const activitiesQueryOptions = ({ type, page, lang }: { type: number; page: number; lang: string }) =>
  queryOptions({ queryKey: ['activities', type, page, lang] as const, queryFn: () => fetchActivities(type, page) });

export function useActivities(type: number, page = 1) {
  return useQuery(activitiesQueryOptions({ type, page, lang: useLang() }));
}
