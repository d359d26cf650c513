import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderState } from '@portal/contracts';
import { useAdminAction, useAdminQuery } from '../../lib/hooks';
import { money, when } from '../../lib/format';
import { can } from '../../lib/permissions';
import { useStaff } from '../../lib/use-staff';
import type { BulkReply, Page, WithdrawalDetailReply, WithdrawalReviewRow } from '../../lib/types';
import { Pager, Table, type Column } from '../../components/table';
import { Drawer, ReasonDialog } from '../../components/overlay';
import { QueryView } from '../../components/states';
import { PageHead, Pill } from '../../components/ui';
import { StatePill } from '../../components/state-pill';
import { MemberContext } from '../../components/member-context';
import { useToast } from '../../components/toast';
import { OrderFilters, type OrderFilterValues, emptyOrderFilters, toListBody } from './order-filters';

const INVALIDATES = ['/api/admin/withdrawals', '/api/admin/queues/counts'];

/**
 * The withdrawal queue. Four-eyes (modules/cashier): above the review threshold the first approval
 * only records its approver and a second, different staff member completes it; the screen says which
 * step an order is at and does not offer the second step to the first approver (the API refuses it too).
 * Only rejection is offered in bulk: approvals move money out and may need the second person.
 */
export default function WithdrawalsPage() {
  const { t } = useTranslation();
  const role = useStaff()?.role ?? '';
  const toast = useToast();
  const [filters, setFilters] = useState<OrderFilterValues>({ ...emptyOrderFilters, state: String(OrderState.pending) });
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [bulkReject, setBulkReject] = useState(false);
  const list = useAdminQuery<Page<WithdrawalReviewRow>>('/api/admin/withdrawals', toListBody(filters, page));
  const mayDecide = can(role, '/api/admin/withdrawals/approve');
  const bulk = useAdminAction<{ order_nos: string[]; reason: string }, BulkReply>('/api/admin/withdrawals/bulk-reject', {
    invalidates: INVALIDATES,
    onDone: (lines) => {
      const failed = lines.filter((l) => l.code !== 200);
      if (failed.length) toast.error(failed.map((l) => `${l.order_no}: ${l.message}`).join('；'));
      setSelected([]);
      setBulkReject(false);
    },
  });
  const pendingRows = (list.data?.data ?? []).filter((w) => w.state === OrderState.pending);
  const toggle = (no: string) => setSelected((s) => (s.includes(no) ? s.filter((x) => x !== no) : [...s, no]));

  const columns: Column<WithdrawalReviewRow>[] = [
    ...(mayDecide
      ? [
          {
            key: 'pick',
            title: (
              <input
                type="checkbox"
                aria-label={t('common.selectAll')}
                checked={pendingRows.length > 0 && pendingRows.every((r) => selected.includes(r.order_no))}
                onChange={(e) => setSelected(e.target.checked ? pendingRows.map((r) => r.order_no) : [])}
              />
            ),
            render: (w: WithdrawalReviewRow) =>
              w.state === OrderState.pending ? <input type="checkbox" aria-label={w.order_no} checked={selected.includes(w.order_no)} onClick={(e) => e.stopPropagation()} onChange={() => toggle(w.order_no)} /> : null,
          },
        ]
      : []),
    { key: 'no', title: t('queues.orderNo'), render: (w) => <span className="mono">{w.order_no}</span> },
    { key: 'user', title: t('members.username'), render: (w) => w.username },
    { key: 'amount', title: t('queues.amount'), align: 'right', render: (w) => <span className="mono">{money(w.amount)}</span> },
    { key: 'card', title: t('queues.card'), render: (w) => `${w.card.bank} ${w.card.bank_no.slice(-4)}` },
    { key: 'created', title: t('queues.createdAt'), render: (w) => when(w.created_at) },
    { key: 'state', title: t('queues.state'), render: (w) => <StatePill state={w.state} /> },
    { key: 'eyes', title: t('queues.fourEyes'), render: (w) => <FourEyes row={w} /> },
    { key: 'reviewer', title: t('queues.reviewer'), render: (w) => w.reviewer ?? '—' },
  ];

  return (
    <>
      <PageHead
        title={t('nav.withdrawals')}
        actions={
          mayDecide && selected.length > 0 ? (
            <>
              <span className="muted">{t('queues.selected', { count: selected.length })}</span>
              <button type="button" className="btn btn-danger btn-sm" onClick={() => setBulkReject(true)}>
                {t('queues.bulkReject')}
              </button>
            </>
          ) : undefined
        }
      >
        {t('queues.fourEyesHint')}
      </PageHead>
      <OrderFilters initial={filters} onApply={(f) => { setFilters(f); setPage(1); setSelected([]); }} />
      <div className="card">
        <Table testId="withdrawals-table" columns={columns} rows={list.data?.data} loading={list.isLoading} error={list.error} retry={() => void list.refetch()} rowKey={(w) => w.order_no} onRow={(w) => setOpen(w.order_no)} />
        <Pager page={list.data} onPage={setPage} />
      </div>
      {open && <WithdrawalDrawer orderNo={open} mayDecide={mayDecide} onClose={() => setOpen(null)} />}
      {bulkReject && <ReasonDialog title={t('queues.bulkReject')} busy={bulk.isPending} onClose={() => setBulkReject(false)} onSubmit={(reason) => bulk.mutate({ order_nos: selected, reason })} />}
    </>
  );
}

function FourEyes({ row }: { row: WithdrawalReviewRow }) {
  const { t } = useTranslation();
  if (!row.needs_second_approval) return <span className="muted">—</span>;
  if (row.first_approver && row.state === OrderState.pending) return <Pill tone="warn">{t('queues.awaitingSecond', { name: row.first_approver })}</Pill>;
  return <Pill tone="info">{t('queues.twoApprovals')}</Pill>;
}

function WithdrawalDrawer({ orderNo, mayDecide, onClose }: { orderNo: string; mayDecide: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const me = useStaff()?.name;
  const detail = useAdminQuery<WithdrawalDetailReply>('/api/admin/withdrawals/detail', { order_no: orderNo });
  const [rejecting, setRejecting] = useState(false);
  const refresh = [...INVALIDATES, '/api/admin/withdrawals/detail'];
  const approve = useAdminAction<{ order_no: string }>('/api/admin/withdrawals/approve', { invalidates: refresh });
  const reject = useAdminAction<{ order_no: string; reason: string }>('/api/admin/withdrawals/reject', { invalidates: refresh, onDone: onClose });
  const order = detail.data?.order;
  const pending = order?.state === OrderState.pending;
  const iApprovedFirst = !!order?.first_approver && order.first_approver === me;
  const approveLabel = !order?.needs_second_approval ? t('queues.approve') : order.first_approver ? t('queues.secondApproval') : t('queues.firstApproval');
  return (
    <Drawer
      title={`${t('queues.withdrawal')} ${orderNo}`}
      onClose={onClose}
      footer={
        mayDecide && pending ? (
          <>
            {iApprovedFirst && <span className="muted small">{t('queues.needsAnother')}</span>}
            <button type="button" className="btn btn-danger" onClick={() => setRejecting(true)}>
              {t('queues.reject')}
            </button>
            <button type="button" className="btn btn-primary" disabled={approve.isPending || iApprovedFirst} onClick={() => approve.mutate({ order_no: orderNo })}>
              {approveLabel}
            </button>
          </>
        ) : undefined
      }
    >
      <QueryView query={detail}>
        {(d) => (
          <div className="stack">
            <dl className="kv">
              <dt>{t('queues.state')}</dt>
              <dd><StatePill state={d.order.state} /> <FourEyes row={d.order} /></dd>
              <dt>{t('queues.amount')}</dt>
              <dd className="mono strong">{money(d.order.amount)}</dd>
              {d.order.usdt_amount && (<><dt>USDT</dt><dd className="mono">{money(d.order.usdt_amount)} {d.order.protocol}</dd></>)}
              {d.order.fee && (<><dt>{t('queues.fee')}</dt><dd className="mono">{money(d.order.fee)}</dd></>)}
              <dt>{t('queues.card')}</dt>
              <dd>{d.order.card.bank_owner} · {d.order.card.bank} · <span className="mono">{d.order.card.bank_no}</span></dd>
              <dt>{t('queues.createdAt')}</dt>
              <dd>{when(d.order.created_at)}</dd>
              {d.order.first_approver && (<><dt>{t('queues.firstApprover')}</dt><dd>{d.order.first_approver} · {when(d.order.first_approved_at)}</dd></>)}
              {d.order.reviewer && (<><dt>{t('queues.reviewer')}</dt><dd>{d.order.reviewer} · {when(d.order.reviewed_at)}</dd></>)}
              {d.order.reason && (<><dt>{t('common.reason')}</dt><dd>{d.order.reason}</dd></>)}
            </dl>
            <MemberContext member={d.member} deposits={d.recent_deposits} withdrawals={d.recent_withdrawals} cards={d.cards} />
          </div>
        )}
      </QueryView>
      {rejecting && <ReasonDialog title={t('queues.reject')} busy={reject.isPending} onClose={() => setRejecting(false)} onSubmit={(reason) => reject.mutate({ order_no: orderNo, reason })} />}
    </Drawer>
  );
}
