import type { ApiReply } from '@portal/contracts';
import { useAdminQuery } from './hooks';
import { useStaff } from './use-staff';

export type QueueCounts = ApiReply<'queues.counts'>;

/** What waits for review, per queue (the navigation's badges), refreshed every 30 s. */
export function usePendingCounts(): QueueCounts | undefined {
  const staff = useStaff();
  return useAdminQuery('queues.counts', undefined, { refetchInterval: 30_000, enabled: !!staff }).data;
}
