import { useQueryClient } from '@tanstack/react-query';
import { keys } from '../../../api/queries';
import { cashierKeys } from './keys';

// The financial record's queries start with 'records' (features/records).
const RECORDS = ['records'] as const;

/** After money moved or was put on hold: the balance, the member (paysum), the records and the cashier's lists. */
export function useInvalidateMoney() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: keys.balance }),
      client.invalidateQueries({ queryKey: keys.user }),
      client.invalidateQueries({ queryKey: RECORDS }),
      client.invalidateQueries({ queryKey: cashierKeys.betAmount }),
    ]);
}
