import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { AgentApplicationState } from '@portal/contracts';

/** An agent application: state 1 pending, 2 approved, 3 rejected. */
interface AgentApplication {
  id: number;
  username: string;
  realname: string;
  mobile: string;
  apply_info: string;
  state: number;
  reason: string;
  reviewer: string;
  created_at: string;
  reviewed_at: string;
}
const INVALIDATES = ['/api/admin/agents/applications', '/api/admin/queues/counts'];
const AGENT_PENDING = AgentApplicationState.pending;

export default function AgentApplicationsPage() {
  const { t } = useTranslation();
  const role = useStaff()?.role ?? '';
  const [state, setState] = useState(String(AGENT_PENDING));
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<AgentApplication | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const list = useAdminQuery<Page<AgentApplication>>('/api/admin/agents/applications', { page, ...(state ? { state: Number(state) } : {}) });
  const done = () => { setOpen(null); setRejecting(false); };
  const approve = useAdminAction<{ id: number }>('/api/admin/agents/approve', { invalidates: INVALIDATES, onDone: done });
  const reject = useAdminAction<{ id: number; reason: string }>('/api/admin/agents/reject', { invalidates: INVALIDATES, onDone: done });
  const mayDecide = can(role, '/api/admin/agents/approve');
  const columns: Column<AgentApplication>[] = [
    { key: 'id', title: 'ID', render: (a) => a.id },
    { key: 'user', title: t('members.username'), render: (a) => a.username },
    { key: 'mobile', title: t('members.mobile'), render: (a) => a.mobile },
    { key: 'info', title: t('queues.applyInfo'), render: (a) => <span className="clip">{a.apply_info}</span> },
    { key: 'created', title: t('queues.createdAt'), render: (a) => when(a.created_at) },
    { key: 'state', title: t('queues.state'), render: (a) => <StatePill state={a.state} /> },
    { key: 'reviewer', title: t('queues.reviewer'), render: (a) => a.reviewer || '—' },
  ];
  return (
    <>
      <PageHead title={t('nav.agents')} />
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
          title={`${t('nav.agents')} · ${open.username}`}
          onClose={() => setOpen(null)}
          footer={mayDecide && open.state === AGENT_PENDING ? (
            <>
              <button type="button" className="btn btn-danger" onClick={() => setRejecting(true)}>{t('queues.reject')}</button>
              <button type="button" className="btn btn-primary" disabled={approve.isPending} onClick={() => approve.mutate({ id: open.id })}>{t('queues.approve')}</button>
            </>
          ) : undefined}
        >
          <dl className="kv">
            <dt>{t('members.mobile')}</dt><dd>{open.mobile}</dd>
            <dt>{t('queues.applyInfo')}</dt><dd className="pre">{open.apply_info}</dd>
            {open.reason && (<><dt>{t('common.reason')}</dt><dd>{open.reason}</dd></>)}
          </dl>
          <MemberSummary username={open.username} />
        </Drawer>
      )}
      {open && rejecting && <ReasonDialog title={t('queues.reject')} busy={reject.isPending} onClose={() => setRejecting(false)} onSubmit={(reason) => reject.mutate({ id: open.id, reason })} />}
    </>
  );
}
