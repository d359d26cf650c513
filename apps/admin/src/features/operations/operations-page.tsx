import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminAction, useAdminQuery } from '../../lib/hooks';
import { money, when } from '../../lib/format';
import { can } from '../../lib/permissions';
import { useStaff } from '../../lib/use-staff';
import type { ApiReply } from '@portal/contracts';
import { Card, PageHead, Pill } from '../../components/ui';
import { Pager, Table } from '../../components/table';
import { Icon } from '../../components/icons';

/** Operations: the ledger's invariant check, the scheduled jobs (last run, run now), pending transfers and their repair. */
export default function OperationsPage() {
  const { t } = useTranslation();
  const role = useStaff()?.role ?? '';
  return (
    <>
      <PageHead title={t('nav.operations')} />
      <div className="grid-2">
        {can(role, 'ledger.check') && <LedgerCard />}
        {can(role, 'jobs.list') && <JobsCard />}
      </div>
      {can(role, 'transfers.pending') && <TransfersCard />}
    </>
  );
}

function LedgerCard() {
  const { t } = useTranslation();
  const [result, setResult] = useState<ApiReply<'ledger.check'> | null>(null);
  const check = useAdminAction('ledger.check', { onDone: setResult });
  return (
    <Card
      title={t('ops.ledger')}
      actions={
        <button type="button" className="btn btn-primary btn-sm" disabled={check.isPending} onClick={() => check.mutate({})}>
          <Icon name="check" size={15} /> {t('ops.runCheck')}
        </button>
      }
    >
      {!result ? (
        <p className="muted">{t('ops.ledgerHint')}</p>
      ) : result.ok ? (
        <div className="verdict verdict-ok" data-testid="ledger-ok">
          <Icon name="check" /> {t('ops.ledgerOk')}
        </div>
      ) : (
        <>
          <div className="verdict verdict-bad">{t('ops.breaches', { count: result.breaches.length })}</div>
          <ul className="breaches">
            {result.breaches.map((b, i) => (
              <li key={i}>
                <Pill tone="bad">{b.rule}</Pill> <span className="mono small">{b.detail}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}

function JobsCard() {
  const { t } = useTranslation();
  const jobs = useAdminQuery('jobs.list');
  const run = useAdminAction('jobs.run', { invalidates: ['jobs.list'] });
  return (
    <Card title={t('ops.jobs')}>
      <Table
        rows={jobs.data}
        loading={jobs.isLoading}
        error={jobs.error}
        retry={() => void jobs.refetch()}
        rowKey={(j) => j.name}
        columns={[
          {
            key: 'name',
            title: t('ops.job'),
            render: (j) => (
              <>
                <strong className="mono">{j.name}</strong>
                <div className="muted small mono">{j.schedule}</div>
              </>
            ),
          },
          { key: 'last', title: t('ops.lastRun'), render: (j) => (j.last_run ? when(j.last_run.started_at) : '—') },
          {
            key: 'result',
            title: t('ops.result'),
            render: (j) =>
              !j.last_run ? (
                '—'
              ) : j.last_run.ok === null ? (
                <Pill tone="info">{t('ops.running')}</Pill>
              ) : j.last_run.ok ? (
                <Pill tone="good">{t('common.ok')}</Pill>
              ) : (
                <Pill tone="bad">{t('common.failed')}</Pill>
              ),
          },
          {
            key: 'run',
            title: '',
            align: 'right',
            render: (j) => (
              <button type="button" className="btn btn-ghost btn-sm" disabled={run.isPending} onClick={() => run.mutate({ name: j.name })}>
                {t('ops.runNow')}
              </button>
            ),
          },
        ]}
      />
    </Card>
  );
}

function TransfersCard() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useAdminQuery('transfers.pending', { page });
  const repair = useAdminAction('transfers.repair', { invalidates: ['transfers.pending'] });
  return (
    <Card title={t('ops.transfers')}>
      <Table
        rows={list.data?.data}
        loading={list.isLoading}
        error={list.error}
        retry={() => void list.refetch()}
        rowKey={(r) => r.order_no}
        columns={[
          { key: 'no', title: t('queues.orderNo'), render: (r) => <span className="mono">{r.order_no}</span> },
          { key: 'user', title: t('members.username'), render: (r) => r.username },
          { key: 'plat', title: t('members.platform'), render: (r) => r.platname },
          { key: 'dir', title: t('members.direction'), render: (r) => t(`members.dir.${r.direction}`, { defaultValue: r.direction }) },
          { key: 'amount', title: t('queues.amount'), align: 'right', render: (r) => <span className="mono">{money(r.amount)}</span> },
          { key: 'attempts', title: t('ops.attempts'), align: 'right', render: (r) => r.attempts },
          { key: 'at', title: t('queues.createdAt'), render: (r) => when(r.created_at) },
          {
            key: 'fix',
            title: '',
            align: 'right',
            render: (r) => (
              <button type="button" className="btn btn-primary btn-sm" disabled={repair.isPending} onClick={() => repair.mutate({ order_no: r.order_no })}>
                {t('ops.repair')}
              </button>
            ),
          },
        ]}
      />
      <Pager page={list.data} onPage={setPage} />
    </Card>
  );
}
