import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLang } from '../../../lib/use-lang';

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

export const fetchReality = () => api.call('responsible.realityState');

/** This login's reality check: the interval, when the next check is due, the net win or loss so far. */
export const realityQueryOptions = () => queryOptions({ queryKey: responsibleKeys.reality, queryFn: fetchReality });

export function useReality() {
  return useQuery(realityQueryOptions());
}
