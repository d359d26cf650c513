import { Router } from 'express';
import type { Endpoints } from '../../http/endpoint.js';
import type { AgentService } from './service.js';

export function agentRoutes(ep: Endpoints, agents: AgentService): Router {
  const r = Router();
  r.get('/getAgentLoginUrl', ...ep.member({}, async (_i, ctx) => ({ data: await agents.loginUrl(ctx) })));
  return r;
}
