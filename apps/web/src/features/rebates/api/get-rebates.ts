import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DateCode } from '@portal/contracts';
import { api } from '../../../lib/api-client';
import { useLang } from '../../../lib/use-lang';

export interface RebateQuery {
  date: DateCode;
  page: number;
  /** A platform, '' for every game. */
  api_type: string;
}

/** Every rebate list the page has shown: invalidated together after a collection. */
export const rebateKeys = { all: ['rebates'] as const };

export const fetchRebates = (q: RebateQuery) => api.call('rebates.list', q);

/** Keyed by the language shown too: the server names the platforms in it. */
export const rebatesQueryOptions = (q: RebateQuery, lang: string) =>
  queryOptions({ queryKey: [...rebateKeys.all, q, lang] as const, queryFn: () => fetchRebates(q), placeholderData: keepPreviousData });

export function useRebates(q: RebateQuery) {
  return useQuery(rebatesQueryOptions(q, useLang()));
}
