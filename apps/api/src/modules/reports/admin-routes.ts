import { type Router } from 'express';
import { createRouter } from '../../http/router.js';
import { reportRangeSchema } from '@portal/contracts';
import type { Endpoints } from '../../http/endpoint.js';
import type { ReportsService } from './service.js';


/** Reports under /api/admin/reports, each over {from, to} Beijing days. */
export function reportsAdminRoutes(ep: Endpoints, reports: ReportsService): Router {
  const r = createRouter();
  r.post('/reports/daily', ...ep.admin({ schema: reportRangeSchema }, async (input) => ({ data: await reports.daily(input) })));
  r.post('/reports/daily.csv', ...ep.admin({ schema: reportRangeSchema }, async (input) => ({ file: await reports.dailyCsv(input) })));
  r.post('/reports/platforms', ...ep.admin({ schema: reportRangeSchema }, async (input) => ({ data: await reports.platforms(input) })));
  r.post('/reports/agents', ...ep.admin({ schema: reportRangeSchema }, async (input) => ({ data: await reports.agents(input) })));
  return r;
}
