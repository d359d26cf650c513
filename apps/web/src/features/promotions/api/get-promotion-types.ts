import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLang } from '../../../lib/use-lang';

export const fetchPromotionTypes = () => api.call('content.promotionTypes');

export const promotionTypesQueryOptions = (lang: string) =>
  queryOptions({ queryKey: ['activitytype', lang] as const, queryFn: fetchPromotionTypes, staleTime: 5 * 60_000 });

export function usePromotionTypes() {
  return useQuery(promotionTypesQueryOptions(useLang()));
}
