import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityType } from '@portal/contracts';
import { request } from '../../../lib/api-client';
import { useLang } from '../../../lib/use-lang';

export const fetchActivityTypes = () => request<ActivityType[]>('/api/activitytype');

export const activityTypesQueryOptions = (lang: string) =>
  queryOptions({ queryKey: ['activitytype', lang] as const, queryFn: fetchActivityTypes, staleTime: 5 * 60_000 });

export function useActivityTypes() {
  return useQuery(activityTypesQueryOptions(useLang()));
}
