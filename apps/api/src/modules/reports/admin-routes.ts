import { type Router } from 'express';
import type { Endpoints } from '../../http/endpoint.js';
import { adminRouter } from '../../http/table-routes.js';
import type { ReportsService } from './service.js';

/** Reports under /api/admin/reports, each over {from, to} Beijing days. */
export function reportsAdminRoutes(ep: Endpoints, reports: ReportsService): Router {
  const { router, route } = adminRouter(ep);
  route('reports.daily', async (input) => ({ data: await reports.daily(input) }));
  route('reports.dailyCsv', async (input) => ({ file: await reports.dailyCsv(input) }));
  route('reports.today', async () => ({ data: await reports.today() }));
  route('reports.platforms', async (input) => ({ data: await reports.platforms(input) }));
  route('reports.agents', async (input) => ({ data: await reports.agents(input) }));
  return router;
}
