import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLang } from '../../../lib/use-lang';

export const fetchPromotions = (type: number, page: number) => api.call('content.promotions', { type, page });

export const promotionsQueryOptions = ({ type, page, lang }: { type: number; page: number; lang: string }) =>
  queryOptions({ queryKey: ['activities', type, page, lang] as const, queryFn: () => fetchPromotions(type, page) });

export function usePromotions(type: number, page = 1) {
  return useQuery(promotionsQueryOptions({ type, page, lang: useLang() }));
}
