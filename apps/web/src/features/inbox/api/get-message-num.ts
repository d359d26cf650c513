import { queryOptions, useQuery } from '@tanstack/react-query';
import { BALANCE_REFRESH_MS } from '@portal/contracts';
import { api } from '../../../lib/api-client';
import { useIsLoggedIn } from '../../../lib/session/queries';

/** Every inbox query: the unread count and the message pages, read again together after a message is opened. */
export const inboxKeys = {
  all: ['messages'] as const,
  unread: ['messages', 'unread'] as const,
  list: (page: number, lang: string) => ['messages', 'list', page, lang] as const,
};

/** /api/messagenum: the member's unread count (the header badge; spec §3 messageNum). */
export const fetchMessageNum = async () => (await api.call('inbox.unread', undefined, { handle401: false })).count;

/** Read while logged in, again with the balance's rhythm and whenever the window regains focus. */
export const messageNumQueryOptions = (loggedIn: boolean) =>
  queryOptions({ queryKey: inboxKeys.unread, enabled: loggedIn, refetchInterval: BALANCE_REFRESH_MS, queryFn: fetchMessageNum });

export function useMessageNum() {
  return useQuery(messageNumQueryOptions(useIsLoggedIn()));
}
