import type { AgentApplicationReply, AgentMember, AgentSummary } from '@portal/contracts';
import { ok, post, type Answer } from '../../../../test/msw';

type Route = Parameters<typeof post>[1];

// The routes of the agents feature (spec §2.5 Apply agent, §7 applyagentdo; the agent/* routes).

export const application = (fields: Partial<AgentApplicationReply> = {}): Answer =>
  ok(
    {
      is_agent: false,
      realname: '張三',
      state: 0,
      mobile: '',
      apply_info: '',
      reason: '',
      created_at: '',
      reviewed_at: '',
      ...fields,
    } satisfies AgentApplicationReply,
    '',
  );

export const summary = (fields: Partial<AgentSummary> = {}): Answer =>
  ok(
    { pid: 42, link: 'https://portal.example/registerForAplink?pid=42', members: 0, deposits: '0.00', turnover: '0.00', ...fields } satisfies AgentSummary,
    '',
  );

export const referred = (i: number, deposits = '0.00', turnover = '0.00'): AgentMember => ({
  username: `friend${i}`,
  created_at: `2026-11-2${i % 10} 10:00:00`,
  deposits,
  turnover,
});

export const membersPage = (rows: AgentMember[], { total = rows.length, page = 1 } = {}): Answer =>
  ok({ data: rows, total, current_page: page, per_page: 10, last_page: Math.max(1, Math.ceil(total / 10)) }, '');

export const agentHandlers = {
  application: (route: Route) => post('/api/agent/application', route),
  apply: (route: Route) => post('/api/applyagentdo', route),
  summary: (route: Route) => post('/api/agent/summary', route),
  members: (route: Route) => post('/api/agent/members', route),
};
