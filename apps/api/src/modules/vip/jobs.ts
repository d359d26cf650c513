import type { Job } from '../../jobs/scheduler.js';

/** `vip-daily` (VIP_DAILY_CRON, by default 00:05 Beijing): the daily drop and promotion, see daily.ts. */
export function vipJobs(runDaily: () => Promise<unknown>, { dailyCron }: { dailyCron: string }): Job[] {
  return [{ name: 'vip-daily', schedule: dailyCron, run: runDaily }];
}
