import { z } from 'zod';
import { moneyText, pageReply } from '../common/replies.js';

/**
 * /api/agent/application: what /mine/applyagent shows. state 0 = never applied, otherwise the
 * latest application's state (agents/rules.ts); is_agent may be true without an application (set by staff).
 */
export const agentApplicationReply = z.object({
  is_agent: z.boolean(),
  realname: z.string(),
  state: z.number(),
  mobile: z.string(),
  apply_info: z.string(),
  reason: z.string(),
  created_at: z.string(),
  reviewed_at: z.string(),
});
export type AgentApplicationReply = z.infer<typeof agentApplicationReply>;

/** /api/agent/summary: the agent's pid and referral link, and over every member they referred: how many, approved deposits and turnover. */
export const agentSummaryReply = z.object({
  pid: z.number(),
  link: z.string(),
  members: z.number(),
  deposits: moneyText,
  turnover: moneyText,
});
export type AgentSummary = z.infer<typeof agentSummaryReply>;

/** One referred member on /api/agent/members. */
export const agentMemberReply = z.object({
  username: z.string(),
  created_at: z.string(),
  deposits: moneyText,
  turnover: moneyText,
});
export type AgentMember = z.infer<typeof agentMemberReply>;
export const agentMembersReply = pageReply(agentMemberReply);

/** One application in the back office's review list. */
export const agentApplicationReviewReply = z.object({
  id: z.number(),
  username: z.string(),
  realname: z.string(),
  mobile: z.string(),
  apply_info: z.string(),
  state: z.number(),
  reason: z.string(),
  reviewer: z.string(),
  created_at: z.string(),
  reviewed_at: z.string(),
});
export type AgentApplicationReview = z.infer<typeof agentApplicationReviewReply>;
