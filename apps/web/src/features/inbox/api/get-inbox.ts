import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLang } from '../../../lib/use-lang';
import { inboxKeys } from './get-message-num';

/** /api/messagelist: a page of the member's internal messages, newest first, in the language shown (the server renders them). */
export const fetchInbox = (page: number) => api.call('inbox.list', { page });

export const inboxQueryOptions = (page: number, lang: string) =>
  queryOptions({ queryKey: inboxKeys.list(page, lang), queryFn: () => fetchInbox(page), placeholderData: keepPreviousData });

export function useInbox(page: number) {
  return useQuery(inboxQueryOptions(page, useLang()));
}
