import type { Core } from '../../core.js';
import { createEndpoints } from '../../http/endpoint.js';
import type { Job } from '../../jobs/scheduler.js';
import type { CashierBackOffice } from '../cashier/index.js';
import type { Audit } from '../../audit/log.js';
import type { Module } from '../types.js';
import type { Adjustments, PayoutQueue, Transfers } from '../wallet/index.js';
import { operationsAdminRoutes } from './admin-routes.js';
import { createOperationsService } from './service.js';

interface Deps {
  audit: Audit;
  cashier: CashierBackOffice;
  transfers: Transfers;
  adjustments: Adjustments;
  payouts: PayoutQueue;
  jobs: () => Job[];
}

/** The back office's operations: pending-count badges, jobs with their last run and run-now, pending transfers and repair. */
export function operationsModule(core: Core, { audit, cashier, transfers, adjustments, payouts, jobs }: Deps): Module {
  const { sql, clock } = core;
  const ops = createOperationsService({ sql, clock, audit, cashier, transfers, adjustments, payouts, jobs });
  return { name: 'operations', adminRoutes: operationsAdminRoutes(createEndpoints(core), ops) };
}
