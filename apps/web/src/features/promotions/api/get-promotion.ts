import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLang } from '../../../lib/use-lang';

export const fetchPromotion = (id: number) => api.call('content.promotion', { id });

/** Every language's copy of one activity starts with this key (an application changes them all). */
export const promotionKey = (id: number) => ['activity', id] as const;

export const promotionQueryOptions = (id: number, lang: string) =>
  queryOptions({ queryKey: [...promotionKey(id), lang] as const, enabled: id > 0, queryFn: () => fetchPromotion(id) });

export function usePromotion(id: number) {
  return useQuery(promotionQueryOptions(id, useLang()));
}
