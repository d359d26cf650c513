import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLang } from '../../../lib/use-lang';
import { messageKeys } from './get-message-num';

/** /api/messagelist: a page of the member's internal messages, newest first, in the language shown (the server renders them). */
export const fetchMessages = (page: number) => api.call('messages.list', { page });

export const messagesQueryOptions = (page: number, lang: string) =>
  queryOptions({ queryKey: messageKeys.list(page, lang), queryFn: () => fetchMessages(page), placeholderData: keepPreviousData });

export function useMessages(page: number) {
  return useQuery(messagesQueryOptions(page, useLang()));
}
