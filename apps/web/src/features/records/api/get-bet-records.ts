import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DateCode } from '@portal/contracts';
import { api } from '../../../lib/api-client';
import { recordsRootKey } from '../../../lib/money-moved';

export interface BetRecordQuery {
  date: DateCode;
  page: number;
  api_type: string;
}

export const fetchBetRecords = (q: BetRecordQuery) => api.call('records.bets', q);

export const betRecordsQueryOptions = (q: BetRecordQuery) =>
  queryOptions({ queryKey: [...recordsRootKey, 'bets', q] as const, queryFn: () => fetchBetRecords(q), placeholderData: keepPreviousData });

export function useBetRecords(q: BetRecordQuery) {
  return useQuery(betRecordsQueryOptions(q));
}
