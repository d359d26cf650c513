import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DateCode } from '@portal/contracts';
import { api } from '../../../lib/api-client';
import { useLang } from '../../../lib/use-lang';
import { recordsRootKey } from '../../../lib/money-moved';

export interface BetRecordQuery {
  date: DateCode;
  page: number;
  api_type: string;
}

export const fetchBetRecords = (q: BetRecordQuery) => api.call('records.bets', q);

/** Keyed by the language shown too: the server names the games in it. */
export const betRecordsQueryOptions = (q: BetRecordQuery, lang: string) =>
  queryOptions({ queryKey: [...recordsRootKey, 'bets', q, lang] as const, queryFn: () => fetchBetRecords(q), placeholderData: keepPreviousData });

export function useBetRecords(q: BetRecordQuery) {
  return useQuery(betRecordsQueryOptions(q, useLang()));
}
