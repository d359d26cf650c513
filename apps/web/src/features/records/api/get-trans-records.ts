import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TransRecordPage, TransRecordType } from '@portal/contracts';
import { request } from '../../../lib/api-client';
import type { BetRecordQuery } from './get-bet-records';

export interface TransRecordQuery extends BetRecordQuery {
  type: TransRecordType;
}

export const fetchTransRecords = (q: TransRecordQuery) => request<TransRecordPage>('/api/gettransrecord', { body: q });

export const transRecordsQueryOptions = (q: TransRecordQuery) =>
  queryOptions({ queryKey: ['records', 'trans', q] as const, queryFn: () => fetchTransRecords(q), placeholderData: keepPreviousData });

export function useTransRecords(q: TransRecordQuery) {
  return useQuery(transRecordsQueryOptions(q));
}
