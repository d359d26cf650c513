import { useQueryClient } from '@tanstack/react-query';
import { sessionKeys } from '../../../lib/session/queries';
import { cashierKeys } from './keys';

// The financial record's queries start with 'records' (features/records/api).
const RECORDS = ['records'] as const;

/** After money moved or was put on hold: the balance, the member (paysum), the records and the turnover. */
export function useInvalidateMoney() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: sessionKeys.balance }),
      client.invalidateQueries({ queryKey: sessionKeys.user }),
      client.invalidateQueries({ queryKey: RECORDS }),
      client.invalidateQueries({ queryKey: cashierKeys.betAmount }),
    ]);
}
