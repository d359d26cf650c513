import type { Core } from '../../core.js';
import { createEndpoints } from '../../http/endpoint.js';
import type { Audit } from '../../audit/log.js';
import type { Module } from '../types.js';
import { agentAdminRoutes } from './admin-routes.js';
import { agentLinkRoutes } from './link-route.js';
import type { Notify } from '../inbox/index.js';
import { agentRoutes } from './routes.js';
import { createAgentService } from './service.js';

export type { Notify } from '../inbox/index.js';

interface Deps {
  audit: Audit;
  /** The inbox: the member's message about the review's outcome. */
  notify: Notify;
}

/**
 * Agents: applications and their review, the agent page (referral link,
 * referred members, their deposits and turnover), the referral link's entry, and the signed login
 * link to a separate agent site when AGENT_SITE_URL is set.
 */
export function agentsModule(core: Core, { audit, notify }: Deps): Module {
  const { sql, clock, config } = core;
  const service = createAgentService({
    sql,
    clock,
    audit,
    notify,
    jwtSecret: config.jwtSecret,
    publicUrl: config.publicUrl,
    agentSiteUrl: config.agentSiteUrl,
  });
  const ep = createEndpoints(core);
  return { name: 'agents', routes: agentRoutes(ep, service), adminRoutes: agentAdminRoutes(ep, service), files: agentLinkRoutes() };
}
