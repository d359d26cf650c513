import { Router } from 'express';
import { jobRunSchema, pendingTransfersSchema, transferRepairSchema } from '@portal/contracts';
import { ANY_STAFF, type StaffRole } from '../../context.js';
import type { Endpoints } from '../../http/endpoint.js';
import type { OperationsService } from './service.js';

// As contracts' ADMIN_PERMISSIONS (which the endpoint enforces).
const OPERATIONS: readonly StaffRole[] = ['operations'];
const MONEY_DESK: readonly StaffRole[] = ['finance', 'operations'];

/** Operations under /api/admin: queue badges, jobs, pending transfers. */
export function operationsAdminRoutes(ep: Endpoints, ops: OperationsService): Router {
  const r = Router();
  r.post('/queues/counts', ...ep.admin({ roles: ANY_STAFF }, async () => ({ data: await ops.queueCounts() })));
  r.post('/jobs', ...ep.admin({ roles: OPERATIONS }, async () => ({ data: await ops.jobList() })));
  r.post('/jobs/run', ...ep.admin({ schema: jobRunSchema, roles: OPERATIONS }, async (input, ctx) => ({ data: await ops.runNow(ctx, input) })));
  r.post('/transfers/pending', ...ep.admin({ schema: pendingTransfersSchema, roles: MONEY_DESK }, async (input) => ({ data: await ops.pendingTransfers(input) })));
  r.post('/transfers/repair', ...ep.admin({ schema: transferRepairSchema, roles: MONEY_DESK }, async (input, ctx) => ({ data: await ops.repairTransfer(ctx, input) })));
  return r;
}
