import { useAdminQuery } from './hooks';
import { useStaff } from './use-staff';

export interface QueueCounts {
  deposits: number;
  withdrawals: number;
  withdrawals_second_approval: number;
  /** Balance adjustments above the threshold waiting for a second staff member. */
  adjustments: number;
  activity_applications: number;
  agent_applications: number | null;
}

/** What waits for review, per queue (the navigation's badges), refreshed every 30 s. */
export function usePendingCounts(): QueueCounts | undefined {
  const staff = useStaff();
  return useAdminQuery<QueueCounts>('/api/admin/queues/counts', {}, { refetchInterval: 30_000, enabled: !!staff }).data;
}
