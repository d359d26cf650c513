import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { useLang } from './use-lang';

// The member's player protection state as a query: the responsible gaming page reads it, and the
// top-up page (the limit offered before the first deposit, an affordability review) too.

/** Every query of player protection; the reality check's lives under the same root. */
export const responsibleKeys = {
  all: ['responsible'] as const,
  reality: ['responsible', 'reality'] as const,
};

export const fetchResponsible = () => api.call('responsible.state');

/** Limits in force with what is used and when it resets, pending changes, history, the running time-out or exclusion. */
export const responsibleQueryOptions = (lang: string) =>
  queryOptions({ queryKey: [...responsibleKeys.all, 'state', lang] as const, queryFn: fetchResponsible });

export function useResponsible() {
  return useQuery(responsibleQueryOptions(useLang()));
}
