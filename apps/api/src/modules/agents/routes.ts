import { type Router } from 'express';
import type { Endpoints } from '../../http/endpoint.js';
import { apiRouter } from '../../http/table-routes.js';
import type { AgentService } from './service.js';

export function agentRoutes(ep: Endpoints, agents: AgentService): Router {
  const { router, route } = apiRouter(ep);
  route('agents.apply', (input, ctx) => agents.apply(ctx, input));
  route('agents.application', async (_i, ctx) => ({ data: await agents.application(ctx) }));
  route('agents.summary', async (_i, ctx) => ({ data: await agents.summary(ctx) }));
  route('agents.members', async (input, ctx) => ({ data: await agents.members(ctx, input) }));
  route('agents.loginUrl', async (_i, ctx) => ({ data: await agents.loginUrl(ctx) }));
  return router;
}
