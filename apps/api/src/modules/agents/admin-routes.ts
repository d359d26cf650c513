import { Router } from 'express';
import { agentApplicationsSchema, approveAgentSchema, rejectAgentSchema } from '@portal/contracts';
import type { StaffRole } from '../../context.js';
import type { Endpoints } from '../../http/endpoint.js';
import type { AgentService } from './service.js';

/** Agent applications are reviewed by operations staff (a super admin always may). */
const OPERATIONS: readonly StaffRole[] = ['operations'];

/** The back office's agent routes under /api/admin: the review queue, approve, reject (audited; Idempotency-Key honoured). */
export function agentAdminRoutes(ep: Endpoints, agents: AgentService): Router {
  const r = Router();
  r.post('/agents/applications', ...ep.admin({ schema: agentApplicationsSchema, roles: OPERATIONS }, async (input, ctx) => ({ data: await agents.listApplications(ctx, input) })));
  r.post('/agents/approve', ...ep.admin({ schema: approveAgentSchema, roles: OPERATIONS, idempotent: 'admin.agents.approve' }, (input, ctx) => agents.approve(ctx, input)));
  r.post('/agents/reject', ...ep.admin({ schema: rejectAgentSchema, roles: OPERATIONS, idempotent: 'admin.agents.reject' }, (input, ctx) => agents.reject(ctx, input)));
  return r;
}
