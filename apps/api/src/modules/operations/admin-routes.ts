import { type Router } from 'express';
import type { Endpoints } from '../../http/endpoint.js';
import { adminRouter } from '../../http/table-routes.js';
import type { OperationsService } from './service.js';

/** Operations under /api/admin: queue badges, jobs, pending transfers. */
export function operationsAdminRoutes(ep: Endpoints, ops: OperationsService): Router {
  const { router, route } = adminRouter(ep);
  route('queues.counts', async () => ({ data: await ops.queueCounts() }));
  route('jobs.list', async () => ({ data: await ops.jobList() }));
  route('jobs.run', async (input, ctx) => ({ data: await ops.runNow(ctx, input) }));
  route('transfers.pending', async (input) => ({ data: await ops.pendingTransfers(input) }));
  route('transfers.repair', async (input, ctx) => ({ data: await ops.repairTransfer(ctx, input) }));
  return router;
}
