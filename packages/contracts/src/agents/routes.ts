import { z } from 'zod';
import { defineRoutes } from '../api/define.js';
import { ROLES } from '../staff/roles.js';
import { pageSchema } from '../common/schemas.js';
import { linkReply } from '../site/replies.js';
import { agentApplicationsSchema, agentLoginUrlSchema, APPLY_AGENT_ORDER, applyAgentSchema, approveAgentSchema, rejectAgentSchema } from './schemas.js';
import { agentApplicationReply, agentApplicationReviewReply, agentMembersReply, agentSummaryReply } from './replies.js';
import { pageReply } from '../common/replies.js';

/** Becoming an agent, the agent's own pages, and the back office's review of applications. */
export const agentRoutes = defineRoutes({
  'agents.apply': {
    method: 'post',
    path: '/api/applyagentdo',
    realm: 'member',
    summary: 'Apply to become an agent',
    request: applyAgentSchema,
    order: APPLY_AGENT_ORDER,
    idempotent: 'agent.apply',
    reply: z.null(),
  },
  'agents.application': {
    method: 'post',
    path: '/api/agent/application',
    realm: 'member',
    summary: "The member's agent application",
    reply: agentApplicationReply,
  },
  'agents.summary': { method: 'post', path: '/api/agent/summary', realm: 'member', summary: "An agent's figures", reply: agentSummaryReply },
  'agents.members': {
    method: 'post',
    path: '/api/agent/members',
    realm: 'member',
    summary: "An agent's members, a page",
    request: pageSchema,
    reply: agentMembersReply,
  },
  'agents.loginUrl': {
    method: 'get',
    path: '/api/getAgentLoginUrl',
    realm: 'member',
    summary: 'The agent site link',
    request: agentLoginUrlSchema,
    source: 'query',
    reply: linkReply,
  },

  'agents.applications': {
    method: 'post',
    path: '/api/admin/agents/applications',
    realm: 'staff',
    roles: ROLES.operationsReaders,
    summary: 'Agent applications, a page',
    request: agentApplicationsSchema,
    reply: pageReply(agentApplicationReviewReply),
  },
  'agents.approve': {
    method: 'post',
    path: '/api/admin/agents/approve',
    realm: 'staff',
    roles: ROLES.operations,
    summary: 'Approve an agent application',
    request: approveAgentSchema,
    idempotent: 'admin.agents.approve',
    reply: agentApplicationReviewReply,
  },
  'agents.reject': {
    method: 'post',
    path: '/api/admin/agents/reject',
    realm: 'staff',
    roles: ROLES.operations,
    summary: 'Reject an agent application',
    request: rejectAgentSchema,
    idempotent: 'admin.agents.reject',
    reply: agentApplicationReviewReply,
  },
});
