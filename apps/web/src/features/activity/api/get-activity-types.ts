import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLang } from '../../../lib/use-lang';

export const fetchActivityTypes = () => api.call('content.activityTypes');

export const activityTypesQueryOptions = (lang: string) =>
  queryOptions({ queryKey: ['activitytype', lang] as const, queryFn: fetchActivityTypes, staleTime: 5 * 60_000 });

export function useActivityTypes() {
  return useQuery(activityTypesQueryOptions(useLang()));
}
