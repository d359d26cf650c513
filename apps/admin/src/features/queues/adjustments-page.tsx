import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminAction, useAdminQuery } from '../../lib/hooks';
import { api } from '../../lib/api';
import { downloadCsv, exportPages, toCsv } from '../../lib/csv';
import { useToast } from '../../components/toast';
import { money, when } from '../../lib/format';
import { can } from '../../lib/permissions';
import { useStaff } from '../../lib/use-staff';
import type { ApiReply } from '@portal/contracts';
import { Pager, Table, type Column } from '../../components/table';
import { Drawer, Modal, ReasonDialog } from '../../components/overlay';
import { PageHead, Pill } from '../../components/ui';
import { MemberSummary } from './member-summary';

type AdjustmentRow = ApiReply<'adjust.pending'>['data'][number];
const INVALIDATES = ['adjust.pending', 'queues.counts', 'members.search', 'members.detail'] as const;

/**
 * Balance adjustments above the threshold: each waits here until a second staff member
 * approves it (after a confirmation: the money moves at once) or rejects it with a reason. The
 * requester sees their own requests but cannot decide them (the API refuses it too).
 */
export default function AdjustmentsPage() {
  const { t } = useTranslation();
  const staff = useStaff();
  const role = staff?.role ?? '';
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<AdjustmentRow | null>(null);
  const [step, setStep] = useState<'view' | 'confirm' | 'reject'>('view');
  const list = useAdminQuery('adjust.pending', { page });
  const done = () => {
    setOpen(null);
    setStep('view');
  };
  const approve = useAdminAction('adjust.approve', { invalidates: INVALIDATES, onDone: done });
  const reject = useAdminAction('adjust.reject', { invalidates: INVALIDATES, onDone: done });
  const mayDecide = can(role, 'adjust.approve');
  const toast = useToast();
  const [exporting, setExporting] = useState(false);
  /** The waiting adjustments, every page, as CSV (built here from adjust.pending; formula cells escaped). */
  const exportCsv = async () => {
    setExporting(true);
    try {
      const { rows, truncated } = await exportPages((p) => api.call('adjust.pending', { page: p }));
      downloadCsv(
        'adjustments.csv',
        toCsv(
          ['id', 'username', 'direction', 'amount', 'memo', 'correction', 'correction_reason', 'requested_by', 'requested_at'],
          rows.map((a) => [a.id, a.username, a.direction, a.amount, a.memo, a.correction ? 1 : 0, a.correction_reason, a.requested_by, a.requested_at]),
        ),
      );
      if (truncated) toast.error(t('export.truncated', { count: rows.length }));
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setExporting(false);
    }
  };
  const own = (a: AdjustmentRow) => a.requested_by === staff?.name;
  const columns: Column<AdjustmentRow>[] = [
    { key: 'id', title: 'ID', render: (a) => a.id },
    { key: 'user', title: t('adjustments.member'), render: (a) => a.username },
    {
      key: 'direction',
      title: t('adjustments.direction'),
      render: (a) => <Pill tone={a.direction === 'credit' ? 'good' : 'bad'}>{t(a.direction === 'credit' ? 'members.credit' : 'members.debit')}</Pill>,
    },
    { key: 'amount', title: t('queues.amount'), render: (a) => <span className="num">{money(a.amount)}</span> },
    { key: 'memo', title: t('adjustments.memo'), render: (a) => <span className="clip">{a.memo}</span> },
    { key: 'correction', title: t('adjustments.correction'), render: (a) => (a.correction ? <Pill tone="info">{t('adjustments.correction')}</Pill> : '—') },
    { key: 'by', title: t('adjustments.requestedBy'), render: (a) => a.requested_by },
    { key: 'at', title: t('adjustments.requestedAt'), render: (a) => when(a.requested_at) },
  ];
  return (
    <>
      <PageHead
        title={t('adjustments.title')}
        actions={
          <button type="button" className="btn btn-ghost btn-sm" disabled={exporting} onClick={() => void exportCsv()} data-testid="queue-export">
            {t('export.csv')}
          </button>
        }
      >
        {t('adjustments.fourEyesHint')}
      </PageHead>
      <div className="card">
        <Table
          columns={columns}
          rows={list.data?.data}
          loading={list.isLoading}
          error={list.error}
          retry={() => void list.refetch()}
          rowKey={(a) => a.id}
          onRow={(a) => {
            setOpen(a);
            setStep('view');
          }}
        />
        <Pager page={list.data} onPage={setPage} />
      </div>
      {open && (
        <Drawer
          title={`${t('nav.adjustments')} · ${open.username}`}
          onClose={done}
          footer={
            mayDecide && !own(open) ? (
              <>
                <button type="button" className="btn btn-danger" onClick={() => setStep('reject')}>
                  {t('queues.reject')}
                </button>
                <button type="button" className="btn btn-primary" onClick={() => setStep('confirm')}>
                  {t('queues.approve')}
                </button>
              </>
            ) : undefined
          }
        >
          <dl className="kv">
            <dt>{t('adjustments.direction')}</dt>
            <dd>{t(open.direction === 'credit' ? 'members.credit' : 'members.debit')}</dd>
            <dt>{t('queues.amount')}</dt>
            <dd className="num" data-testid="adjust-amount">
              {money(open.amount)}
            </dd>
            <dt>{t('adjustments.memo')}</dt>
            <dd className="pre">{open.memo}</dd>
            <dt>{t('adjustments.correction')}</dt>
            <dd>{open.correction ? open.correction_reason : open.direction === 'credit' ? t('adjustments.turnoverNote') : '—'}</dd>
            <dt>{t('adjustments.requestedBy')}</dt>
            <dd>{open.requested_by}</dd>
            <dt>{t('adjustments.requestedAt')}</dt>
            <dd>{when(open.requested_at)}</dd>
          </dl>
          {own(open) && (
            <p className="muted" data-testid="adjust-own">
              {t('adjustments.own')}
            </p>
          )}
          <MemberSummary username={open.username} />
        </Drawer>
      )}
      {open && step === 'confirm' && (
        <Modal title={t('adjustments.confirmTitle')} onClose={() => setStep('view')}>
          <div className="form">
            <p>
              {t(open.direction === 'credit' ? 'adjustments.confirmCredit' : 'adjustments.confirmDebit', {
                username: open.username,
                amount: money(open.amount.replace(/^-/, '')),
              })}
            </p>
            <div className="form-actions">
              <button type="button" className="btn btn-ghost" onClick={() => setStep('view')}>
                {t('common.cancel')}
              </button>
              <button type="button" className="btn btn-primary" disabled={approve.isPending} onClick={() => approve.mutate({ id: open.id })}>
                {t('common.confirm')}
              </button>
            </div>
          </div>
        </Modal>
      )}
      {open && step === 'reject' && (
        <ReasonDialog
          title={t('queues.reject')}
          busy={reject.isPending}
          onClose={() => setStep('view')}
          onSubmit={(reason) => reject.mutate({ id: open.id, reason })}
        />
      )}
    </>
  );
}
