import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DateCode } from '@portal/contracts';
import { api } from '../../../lib/api-client';

export interface FanshuiQuery {
  date: DateCode;
  page: number;
  /** A platform, '' for every game. */
  api_type: string;
}

/** Every rebate list the page has shown: invalidated together after a collection. */
export const rebateKeys = { all: ['rebates'] as const };

export const fetchFanshui = (q: FanshuiQuery) => api.call('rebates.list', q);

export const fanshuiQueryOptions = (q: FanshuiQuery) =>
  queryOptions({ queryKey: [...rebateKeys.all, q] as const, queryFn: () => fetchFanshui(q), placeholderData: keepPreviousData });

export function useFanshui(q: FanshuiQuery) {
  return useQuery(fanshuiQueryOptions(q));
}
