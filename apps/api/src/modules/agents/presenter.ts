import { AgentApplicationState, maskMobile, type AgentApplicationReply, type AgentApplicationReview, type AgentMember } from '@portal/contracts';
import { formatMoney } from '../../money.js';
import { beijingDateTime } from '../../time.js';
import type { ApplicationRow, MemberSumRow, ReviewRow } from './store.js';

const when = (d: Date | null) => (d ? beijingDateTime(d) : '');

/** /mine/applyagent: state none when the member never applied. */
export function presentApplication(user: { is_agent: boolean; realname: string }, latest: ApplicationRow | undefined): AgentApplicationReply {
  return {
    is_agent: user.is_agent,
    realname: user.realname,
    state: latest?.state ?? AgentApplicationState.none,
    mobile: latest?.mobile ?? '',
    apply_info: latest?.apply_info ?? '',
    reason: latest?.reason ?? '',
    created_at: when(latest?.created_at ?? null),
    reviewed_at: when(latest?.reviewed_at ?? null),
  };
}

export function presentMember(row: MemberSumRow): AgentMember {
  return { username: row.username, created_at: beijingDateTime(row.created_at), deposits: formatMoney(row.deposits), turnover: formatMoney(row.turnover) };
}

export function presentReview(row: ReviewRow): AgentApplicationReview {
  return {
    id: row.id,
    username: row.username,
    realname: row.realname,
    // masked as in the member list: the full number is on the member's page (audited)
    mobile: maskMobile(row.mobile),
    apply_info: row.apply_info,
    state: row.state,
    reason: row.reason,
    reviewer: row.reviewer ?? '',
    created_at: beijingDateTime(row.created_at),
    reviewed_at: when(row.reviewed_at),
  };
}
