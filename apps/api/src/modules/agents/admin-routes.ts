import { type Router } from 'express';
import type { Endpoints } from '../../http/endpoint.js';
import { adminRouter } from '../../http/table-routes.js';
import type { AgentService } from './service.js';

/** The back office's agent routes under /api/admin: the review queue, approve, reject (audited; Idempotency-Key honoured). */
export function agentAdminRoutes(ep: Endpoints, agents: AgentService): Router {
  const { router, route } = adminRouter(ep);
  route('agents.applications', async (input, ctx) => ({ data: await agents.listApplications(ctx, input) }));
  route('agents.approve', (input, ctx) => agents.approve(ctx, input));
  route('agents.reject', (input, ctx) => agents.reject(ctx, input));
  return router;
}
