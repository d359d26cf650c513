import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TransRecordType } from '@portal/contracts';
import { api } from '../../../lib/api-client';
import { recordsRootKey } from '../../../lib/money-moved';
import type { BetRecordQuery } from './get-bet-records';

export interface TransRecordQuery extends BetRecordQuery {
  type: TransRecordType;
}

export const fetchTransRecords = (q: TransRecordQuery) => api.call('records.transactions', q);

export const transRecordsQueryOptions = (q: TransRecordQuery) =>
  queryOptions({ queryKey: [...recordsRootKey, 'trans', q] as const, queryFn: () => fetchTransRecords(q), placeholderData: keepPreviousData });

export function useTransRecords(q: TransRecordQuery) {
  return useQuery(transRecordsQueryOptions(q));
}
