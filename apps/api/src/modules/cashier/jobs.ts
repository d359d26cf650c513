import type { Job } from '../../jobs/scheduler.js';
import type { CashierService } from './service.js';

/** Every minute: deposit orders whose payment hour ran out are closed (state 3, reason 'expired'). */
export const DEPOSIT_EXPIRY_CRON = '15 * * * * *';

/** The cashier's background jobs (the scheduler takes each one's advisory lock, so one process of a cluster runs it). */
export function cashierJobs(cashier: CashierService, { expiryCron = DEPOSIT_EXPIRY_CRON }: { expiryCron?: string } = {}): Job[] {
  return [{ name: 'deposit-expiry', schedule: expiryCron, run: () => cashier.expireDeposits() }];
}
