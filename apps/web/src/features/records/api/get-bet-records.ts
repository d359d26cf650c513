import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BetRecordItem, DATE_RANGES, Page } from '@portal/contracts';
import { request } from '../../../lib/api-client';

/** The date filter codes of spec §9 (1 today, 2 one week, 3 half month, 4 one month). */
export type DateCode = keyof typeof DATE_RANGES;

export interface BetRecordQuery {
  date: DateCode;
  page: number;
  api_type: string;
}
export type BetRecordPage = Page<BetRecordItem> & { bet_total: string; win_loss_total: string };

export const fetchBetRecords = (q: BetRecordQuery) => request<BetRecordPage>('/api/betrecord', { body: q });

export const betRecordsQueryOptions = (q: BetRecordQuery) =>
  queryOptions({ queryKey: ['records', 'bets', q] as const, queryFn: () => fetchBetRecords(q), placeholderData: keepPreviousData });

export function useBetRecords(q: BetRecordQuery) {
  return useQuery(betRecordsQueryOptions(q));
}
