import { ApplyState, type ApiReply } from '@portal/contracts';
import { useAdminQuery } from '../../lib/hooks';
import { when } from '../../lib/format';
import { StatePill } from '../../components/state-pill';
import { MemberSummary } from './member-summary';
import { ReviewQueue, defineQueue, theRow } from './review-queue';

type Application = ApiReply<'promotions.applications'>['data'][number];

/** Promotion applications: pending first, approve or reject with a remark. */
export const applicationQueue = defineQueue({
  title: 'nav.applications',
  filters: 'states',
  initialState: String(ApplyState.pending),
  useList: (filters, page) => useAdminQuery('promotions.applications', { page, ...(filters.state ? { state: filters.state } : {}) }),
  rowKey: (a: Application) => a.id,
  columns: (t) => [
    { key: 'id', title: 'ID', render: (a) => a.id },
    { key: 'user', title: t('members.username'), render: (a) => a.username },
    { key: 'activity', title: t('queues.activity'), render: (a) => a.activity_name },
    { key: 'created', title: t('queues.createdAt'), render: (a) => when(a.created_at) },
    { key: 'state', title: t('queues.state'), render: (a) => <StatePill state={a.state} /> },
    { key: 'remark', title: t('queues.remark'), render: (a) => a.remark || '—' },
  ],
  decides: 'promotions.review',
  invalidates: ['promotions.applications', 'queues.counts'],
  drawer: {
    title: (a) => `${a.activity_name} · ${a.username}`,
    useSubject: (a) => theRow(a),
    open: (a) => a.state === ApplyState.pending,
    approve: { route: 'promotions.review', input: (a) => ({ id: a.id, state: ApplyState.approved, remark: '' }) },
    reject: { route: 'promotions.review', input: (a, remark) => ({ id: a.id, state: ApplyState.rejected, remark }) },
    body: (a) => <MemberSummary username={a.username} />,
  },
});

export default function ApplicationsPage() {
  return <ReviewQueue config={applicationQueue} />;
}
