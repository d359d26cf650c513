import { Router } from 'express';
import { reportRangeSchema } from '@portal/contracts';
import type { StaffRole } from '../../context.js';
import type { Endpoints } from '../../http/endpoint.js';
import type { ReportsService } from './service.js';

// As contracts' ADMIN_PERMISSIONS (which the endpoint enforces): finance and operations.
const READERS: readonly StaffRole[] = ['finance', 'operations'];

/** Reports under /api/admin/reports, each over {from, to} Beijing days. */
export function reportsAdminRoutes(ep: Endpoints, reports: ReportsService): Router {
  const r = Router();
  r.post('/reports/daily', ...ep.admin({ schema: reportRangeSchema, roles: READERS }, async (input) => ({ data: await reports.daily(input) })));
  r.post('/reports/daily.csv', ...ep.admin({ schema: reportRangeSchema, roles: READERS }, async (input) => ({ file: await reports.dailyCsv(input) })));
  r.post('/reports/platforms', ...ep.admin({ schema: reportRangeSchema, roles: READERS }, async (input) => ({ data: await reports.platforms(input) })));
  r.post('/reports/agents', ...ep.admin({ schema: reportRangeSchema, roles: READERS }, async (input) => ({ data: await reports.agents(input) })));
  return r;
}
