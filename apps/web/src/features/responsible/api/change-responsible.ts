import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiInput } from '@portal/contracts';
import { useIdempotentSend, type IdempotentRoute } from '../../../lib/idempotency';
import { afterMoneyMoved } from '../../../lib/money-moved';
import { responsibleKeys } from './get-responsible';

type ChangeRoute = Extract<IdempotentRoute, `responsible.${string}`>;

/**
 * One change of the member's protection (one Idempotency-Key per click); then the page's state and
 * the reality check are read again. A time-out or exclusion recalls the game wallets: the balances too.
 */
function useResponsibleChange<N extends ChangeRoute>(name: N, { moneyMoved = false } = {}) {
  const client = useQueryClient();
  const sendOnce = useIdempotentSend();
  return useMutation({
    mutationFn: (input: ApiInput<N>) => (sendOnce as (n: N, i: ApiInput<N>) => ReturnType<typeof sendOnce<N>>)(name, input),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: responsibleKeys.all }), moneyMoved ? afterMoneyMoved(client) : undefined]),
  });
}

export const useSetLimit = () => useResponsibleChange('responsible.setLimit');
export const useCancelChange = () => useResponsibleChange('responsible.cancel');
export const useSetReality = () => useResponsibleChange('responsible.reality');
export const useTakeTimeout = () => useResponsibleChange('responsible.timeout', { moneyMoved: true });
export const useExcludeSelf = () => useResponsibleChange('responsible.exclude', { moneyMoved: true });
export const useReopen = () => useResponsibleChange('responsible.reopen');
