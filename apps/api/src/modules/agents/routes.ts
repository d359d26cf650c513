import { type Router } from 'express';
import { createRouter } from '../../http/router.js';
import { APPLY_AGENT_ORDER, applyAgentSchema, pageSchema } from '@portal/contracts';
import type { Endpoints } from '../../http/endpoint.js';
import type { AgentService } from './service.js';

export function agentRoutes(ep: Endpoints, agents: AgentService): Router {
  const r = createRouter();
  r.post('/applyagentdo', ...ep.member({ schema: applyAgentSchema, order: APPLY_AGENT_ORDER, idempotent: 'agent.apply' }, (input, ctx) => agents.apply(ctx, input)));
  r.post('/agent/application', ...ep.member({}, async (_i, ctx) => ({ data: await agents.application(ctx) })));
  r.post('/agent/summary', ...ep.member({}, async (_i, ctx) => ({ data: await agents.summary(ctx) })));
  r.post('/agent/members', ...ep.member({ schema: pageSchema }, async (input, ctx) => ({ data: await agents.members(ctx, input) })));
  r.get('/getAgentLoginUrl', ...ep.member({}, async (_i, ctx) => ({ data: await agents.loginUrl(ctx) })));
  return r;
}
