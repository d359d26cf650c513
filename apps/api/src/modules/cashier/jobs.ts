import type { Job } from '../../jobs/scheduler.js';
import type { CashierService } from './service.js';

/**
 * The cashier's background jobs (the scheduler takes each one's advisory lock, so one process of a
 * cluster runs it): deposit orders whose payment hour ran out are closed (rejected, reason
 * 'expired'), by default every minute (DEPOSIT_EXPIRY_CRON).
 */
export function cashierJobs(cashier: CashierService, { expiryCron }: { expiryCron: string }): Job[] {
  return [{ name: 'deposit-expiry', schedule: expiryCron, run: () => cashier.expireDeposits() }];
}
