import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { responsibleKeys } from '../../../lib/responsible-state';

export { responsibleKeys, fetchResponsible, responsibleQueryOptions, useResponsible } from '../../../lib/responsible-state';

export const fetchReality = () => api.call('responsible.realityState');

/** This login's reality check: the interval, when the next check is due, the net win or loss so far. */
export const realityQueryOptions = () => queryOptions({ queryKey: responsibleKeys.reality, queryFn: fetchReality });

export function useReality() {
  return useQuery(realityQueryOptions());
}
