import { type Router } from 'express';
import { createRouter } from '../../http/router.js';
import { agentApplicationsSchema, approveAgentSchema, rejectAgentSchema } from '@portal/contracts';
import type { Endpoints } from '../../http/endpoint.js';
import type { AgentService } from './service.js';

/** The back office's agent routes under /api/admin: the review queue, approve, reject (audited; Idempotency-Key honoured). */
export function agentAdminRoutes(ep: Endpoints, agents: AgentService): Router {
  const r = createRouter();
  r.post('/agents/applications', ...ep.admin({ schema: agentApplicationsSchema }, async (input, ctx) => ({ data: await agents.listApplications(ctx, input) })));
  r.post('/agents/approve', ...ep.admin({ schema: approveAgentSchema, idempotent: 'admin.agents.approve' }, (input, ctx) => agents.approve(ctx, input)));
  r.post('/agents/reject', ...ep.admin({ schema: rejectAgentSchema, idempotent: 'admin.agents.reject' }, (input, ctx) => agents.reject(ctx, input)));
  return r;
}
