import type { Core } from '../../core.js';
import { createEndpoints } from '../../http/endpoint.js';
import type { Module } from '../types.js';
import { reportsAdminRoutes } from './admin-routes.js';
import { createReportsService } from './service.js';

/** Reports by Beijing day, platform and agent, from the ledger and the bet records. */
export function reportsModule(core: Core): Module {
  return { name: 'reports', adminRoutes: reportsAdminRoutes(createEndpoints(core), createReportsService({ sql: core.sql, clock: core.clock })) };
}
