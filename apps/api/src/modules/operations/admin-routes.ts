import { type Router } from 'express';
import { createRouter } from '../../http/router.js';
import { jobRunSchema, pendingTransfersSchema, transferRepairSchema } from '@portal/contracts';
import type { Endpoints } from '../../http/endpoint.js';
import type { OperationsService } from './service.js';


/** Operations under /api/admin: queue badges, jobs, pending transfers. */
export function operationsAdminRoutes(ep: Endpoints, ops: OperationsService): Router {
  const r = createRouter();
  r.post('/queues/counts', ...ep.admin({}, async () => ({ data: await ops.queueCounts() })));
  r.post('/jobs', ...ep.admin({}, async () => ({ data: await ops.jobList() })));
  r.post('/jobs/run', ...ep.admin({ schema: jobRunSchema }, async (input, ctx) => ({ data: await ops.runNow(ctx, input) })));
  r.post('/transfers/pending', ...ep.admin({ schema: pendingTransfersSchema }, async (input) => ({ data: await ops.pendingTransfers(input) })));
  r.post('/transfers/repair', ...ep.admin({ schema: transferRepairSchema }, async (input, ctx) => ({ data: await ops.repairTransfer(ctx, input) })));
  return r;
}
