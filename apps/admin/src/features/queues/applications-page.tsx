import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApplyState } from '@portal/contracts';
import { useAdminAction, useAdminQuery } from '../../lib/hooks';
import { when } from '../../lib/format';
import { can } from '../../lib/permissions';
import { useStaff } from '../../lib/use-staff';
import type { Page } from '../../lib/types';
import { Pager, Table, type Column } from '../../components/table';
import { Drawer, ReasonDialog } from '../../components/overlay';
import { PageHead } from '../../components/ui';
import { StatePill } from '../../components/state-pill';
import { MemberSummary } from './member-summary';

interface Application {
  id: number;
  username: string;
  activity_id: number;
  activity_name: string;
  state: number;
  remark: string;
  created_at: string;
}
const INVALIDATES = ['/api/admin/activity/applies', '/api/admin/queues/counts'];

/** Promotion applications: pending first, approve or reject with a remark. */
export default function ApplicationsPage() {
  const { t } = useTranslation();
  const role = useStaff()?.role ?? '';
  const [state, setState] = useState(String(ApplyState.pending));
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Application | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const list = useAdminQuery<Page<Application>>('/api/admin/activity/applies', { page, ...(state ? { state } : {}) }, { method: 'GET' });
  const review = useAdminAction<{ id: number; state: number; remark: string }>('/api/admin/activity/review', { invalidates: INVALIDATES, onDone: () => { setOpen(null); setRejecting(false); } });
  const mayDecide = can(role, '/api/admin/activity/review');
  const columns: Column<Application>[] = [
    { key: 'id', title: 'ID', render: (a) => a.id },
    { key: 'user', title: t('members.username'), render: (a) => a.username },
    { key: 'activity', title: t('queues.activity'), render: (a) => a.activity_name },
    { key: 'created', title: t('queues.createdAt'), render: (a) => when(a.created_at) },
    { key: 'state', title: t('queues.state'), render: (a) => <StatePill state={a.state} /> },
    { key: 'remark', title: t('queues.remark'), render: (a) => a.remark || '—' },
  ];
  return (
    <>
      <PageHead title={t('nav.applications')} />
      <div className="segmented" role="radiogroup">
        {[['1', 'states.1'], ['2', 'states.2'], ['3', 'states.3'], ['', 'common.all']].map(([v, label]) => (
          <button key={v || 'all'} type="button" role="radio" aria-checked={state === v} className={state === v ? 'seg active' : 'seg'} onClick={() => { setState(v!); setPage(1); }}>{t(label!)}</button>
        ))}
      </div>
      <div className="card">
        <Table columns={columns} rows={list.data?.data} loading={list.isLoading} error={list.error} retry={() => void list.refetch()} rowKey={(a) => a.id} onRow={setOpen} />
        <Pager page={list.data} onPage={setPage} />
      </div>
      {open && (
        <Drawer
          title={`${open.activity_name} · ${open.username}`}
          onClose={() => setOpen(null)}
          footer={mayDecide && open.state === ApplyState.pending ? (
            <>
              <button type="button" className="btn btn-danger" onClick={() => setRejecting(true)}>{t('queues.reject')}</button>
              <button type="button" className="btn btn-primary" disabled={review.isPending} onClick={() => review.mutate({ id: open.id, state: ApplyState.approved, remark: '' })}>{t('queues.approve')}</button>
            </>
          ) : undefined}
        >
          <MemberSummary username={open.username} />
        </Drawer>
      )}
      {open && rejecting && <ReasonDialog title={t('queues.reject')} busy={review.isPending} onClose={() => setRejecting(false)} onSubmit={(remark) => review.mutate({ id: open.id, state: ApplyState.rejected, remark })} />}
    </>
  );
}

