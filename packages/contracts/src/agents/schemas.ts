import { z } from 'zod';
import { intInput, optionalIntInput } from '../common/schemas.js';
import { isMobile, requiredText } from '../common/validation.js';
import { referrerPid } from '../auth/schemas.js';
import { getGameUrlSchema } from '../games/schemas.js';
import { AgentApplicationState } from './rules.js';

// The agent programme: the member's application (spec §5), the agent's own page, and the review by
// the back office.

/** Longest application description kept. */
export const APPLY_INFO_MAX = 500;

/** /api/applyagentdo: the contact phone, then the description (spec §5 order). */
export const applyAgentSchema = z.object({
  mobile: requiredText('agent.mobileFormat', 11).refine(isMobile, { error: 'agent.mobileFormat' }),
  apply_info: requiredText('agent.applyInfoRequired', APPLY_INFO_MAX),
});
export type ApplyAgentInput = z.infer<typeof applyAgentSchema>;
export const APPLY_AGENT_ORDER = ['mobile', 'apply_info'] as const;

/** /api/getVisitUrl?pid=7: the visit link carries the referrer on (spec §7). */
export const visitUrlSchema = z.object({ pid: referrerPid });
export type VisitUrlInput = z.infer<typeof visitUrlSchema>;

/** /api/getAgentLoginUrl?is_mobile_url=0 (spec §7): the flag as /api/getGameUrl reads it; the agent site's link is the same either way. */
export const agentLoginUrlSchema = getGameUrlSchema.pick({ is_mobile_url: true });

// ---- back office ----

/** /api/admin/agents/applications: every state when none is given (0 or '' also mean every state). */
export const agentApplicationsSchema = z.object({
  state: z.preprocess(
    (v: number | string | null | undefined) =>
      v === undefined || v === null || v === '' || v === 0 || v === '0' ? undefined : typeof v === 'string' ? Number(v) : v,
    z
      .union([z.literal(AgentApplicationState.pending), z.literal(AgentApplicationState.approved), z.literal(AgentApplicationState.rejected)], {
        error: 'common.badRequest',
      })
      .optional(),
  ),
  page: optionalIntInput().default(1),
});
export type AgentApplicationsInput = z.infer<typeof agentApplicationsSchema>;

export const approveAgentSchema = z.object({ id: intInput('common.badRequest') });
export type ApproveAgentInput = z.infer<typeof approveAgentSchema>;

export const rejectAgentSchema = z.object({ id: intInput('common.badRequest'), reason: requiredText('agent.rejectReasonRequired', 200) });
export type RejectAgentInput = z.infer<typeof rejectAgentSchema>;
