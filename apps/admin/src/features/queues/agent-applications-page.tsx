import { AgentApplicationState, type ApiReply } from '@portal/contracts';
import { useAdminQuery } from '../../lib/hooks';
import { api } from '../../lib/api';
import { when } from '../../lib/format';
import { StatePill } from '../../components/state-pill';
import { MemberSummary } from './member-summary';
import { ReviewQueue, defineQueue, theRow } from './review-queue';

type AgentApplication = ApiReply<'agents.applications'>['data'][number];

/** Agent applications: pending first, approve, or reject with a reason (the applicant is told by inbox). */
export const agentApplicationQueue = defineQueue({
  title: 'nav.agents',
  filters: 'states',
  initialState: String(AgentApplicationState.pending),
  useList: (filters, page) => useAdminQuery('agents.applications', { page, ...(filters.state ? { state: Number(filters.state) } : {}) }),
  rowKey: (a: AgentApplication) => a.id,
  columns: (t) => [
    { key: 'id', title: 'ID', render: (a) => a.id },
    { key: 'user', title: t('members.username'), render: (a) => a.username },
    { key: 'mobile', title: t('members.mobile'), render: (a) => a.mobile },
    { key: 'info', title: t('queues.applyInfo'), render: (a) => <span className="clip">{a.apply_info}</span> },
    { key: 'created', title: t('queues.createdAt'), render: (a) => when(a.created_at) },
    { key: 'state', title: t('queues.state'), render: (a) => <StatePill state={a.state} /> },
    { key: 'reviewer', title: t('queues.reviewer'), render: (a) => a.reviewer || '—' },
  ],
  csv: {
    name: 'agent-applications',
    read: (filters, page) => api.call('agents.applications', { page, ...(filters.state ? { state: Number(filters.state) } : {}) }),
    header: ['id', 'username', 'realname', 'mobile', 'apply_info', 'state', 'reason', 'reviewer', 'created_at', 'reviewed_at'],
    cells: (a) => [a.id, a.username, a.realname, a.mobile, a.apply_info, a.state, a.reason, a.reviewer, a.created_at, a.reviewed_at],
  },
  decides: 'agents.approve',
  invalidates: ['agents.applications', 'queues.counts'],
  drawer: {
    title: (a, t) => `${t('nav.agents')} · ${a.username}`,
    useSubject: (a) => theRow(a),
    open: (a) => a.state === AgentApplicationState.pending,
    approve: { route: 'agents.approve', input: (a) => ({ id: a.id }) },
    reject: { route: 'agents.reject', input: (a, reason) => ({ id: a.id, reason }) },
    body: (a, _row, t) => (
      <>
        <dl className="kv">
          <dt>{t('members.mobile')}</dt>
          <dd>{a.mobile}</dd>
          <dt>{t('queues.applyInfo')}</dt>
          <dd className="pre">{a.apply_info}</dd>
          {a.reason && (
            <>
              <dt>{t('common.reason')}</dt>
              <dd>{a.reason}</dd>
            </>
          )}
        </dl>
        <MemberSummary username={a.username} />
      </>
    ),
  },
});

export default function AgentApplicationsPage() {
  return <ReviewQueue config={agentApplicationQueue} />;
}
