import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLang } from '../../../lib/use-lang';

export const fetchActivity = (id: number) => api.call('content.activity', { id });

/** Every language's copy of one activity starts with this key (an application changes them all). */
export const activityKey = (id: number) => ['activity', id] as const;

export const activityQueryOptions = (id: number, lang: string) =>
  queryOptions({ queryKey: [...activityKey(id), lang] as const, enabled: id > 0, queryFn: () => fetchActivity(id) });

export function useActivity(id: number) {
  return useQuery(activityQueryOptions(id, useLang()));
}
