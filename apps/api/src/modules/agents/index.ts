import type { Core } from '../../core.js';
import { createEndpoints } from '../../http/endpoint.js';
import type { Module } from '../types.js';
import { agentRoutes } from './routes.js';
import { createAgentService } from './service.js';

/** Agents: for now the signed login link to the separate agent site. */
export function agentsModule(core: Core): Module {
  const service = createAgentService({ sql: core.sql, jwtSecret: core.config.jwtSecret, agentSiteUrl: core.config.agentSiteUrl });
  return { name: 'agents', routes: agentRoutes(createEndpoints(core), service) };
}
