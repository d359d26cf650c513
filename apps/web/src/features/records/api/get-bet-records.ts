import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BetRecordPage, DateCode } from '@portal/contracts';
import { request } from '../../../lib/api-client';

export interface BetRecordQuery {
  date: DateCode;
  page: number;
  api_type: string;
}

export const fetchBetRecords = (q: BetRecordQuery) => request<BetRecordPage>('/api/betrecord', { body: q });

export const betRecordsQueryOptions = (q: BetRecordQuery) =>
  queryOptions({ queryKey: ['records', 'bets', q] as const, queryFn: () => fetchBetRecords(q), placeholderData: keepPreviousData });

export function useBetRecords(q: BetRecordQuery) {
  return useQuery(betRecordsQueryOptions(q));
}
