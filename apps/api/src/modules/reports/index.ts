import type { Core } from '../../core.js';
import { createEndpoints } from '../../http/endpoint.js';
import type { Module } from '../types.js';
import { reportsAdminRoutes } from './admin-routes.js';
import { createReportsService } from './service.js';

export { markBetDaysStale } from './summary.js';

/**
 * Reports by Beijing day, platform and agent, from the ledger and the bet records. The
 * `report-summary` job (REPORT_SUMMARY_CRON, by default 00:20 Beijing) summarises the day that
 * closed (and, on its first run, every closed day of the last two years); a report also
 * summarises any closed day of its range still missing or stale before it reads.
 */
export function reportsModule(core: Core): Module {
  const reports = createReportsService({ sql: core.sql, clock: core.clock });
  return {
    name: 'reports',
    adminRoutes: reportsAdminRoutes(createEndpoints(core), reports),
    jobs: [{ name: 'report-summary', schedule: core.config.jobs.reportSummaryCron, run: () => reports.summariseClosedDays() }],
  };
}
