import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderState } from '@portal/contracts';
import { useAdminAction, useAdminQuery } from '../../lib/hooks';
import { money, when } from '../../lib/format';
import { can } from '../../lib/permissions';
import { useStaff } from '../../lib/use-staff';
import type { BulkReply, DepositDetailReply, DepositReviewRow, Page } from '../../lib/types';
import { Pager, Table, type Column } from '../../components/table';
import { Drawer, ReasonDialog } from '../../components/overlay';
import { QueryView } from '../../components/states';
import { PageHead } from '../../components/ui';
import { StatePill } from '../../components/state-pill';
import { MemberContext } from '../../components/member-context';
import { OrderFilters, type OrderFilterValues, emptyOrderFilters, toListBody } from './order-filters';
import { useToast } from '../../components/toast';

const INVALIDATES = ['/api/admin/deposits', '/api/admin/queues/counts'];

/** The deposit queue: filters, paging, a detail drawer, approve / reject with a reason, bulk decisions on pending orders. */
export default function DepositsPage() {
  const { t } = useTranslation();
  const role = useStaff()?.role ?? '';
  const toast = useToast();
  const [filters, setFilters] = useState<OrderFilterValues>({ ...emptyOrderFilters, state: String(OrderState.pending) });
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [bulkReject, setBulkReject] = useState(false);
  const list = useAdminQuery<Page<DepositReviewRow>>('/api/admin/deposits', toListBody(filters, page));
  const mayDecide = can(role, '/api/admin/deposits/approve');
  const bulk = useAdminAction<{ action: 'approve' | 'reject'; deposit_nos: string[]; reason?: string }, BulkReply>('/api/admin/deposits/bulk', {
    invalidates: INVALIDATES,
    onDone: (lines) => {
      const failed = lines.filter((l) => l.code !== 200);
      if (failed.length) toast.error(failed.map((l) => `${l.order_no}: ${l.message}`).join('；'));
      setSelected([]);
      setBulkReject(false);
    },
  });
  const pendingRows = (list.data?.data ?? []).filter((d) => d.state === OrderState.pending);
  const toggle = (no: string) => setSelected((s) => (s.includes(no) ? s.filter((x) => x !== no) : [...s, no]));

  const columns: Column<DepositReviewRow>[] = [
    ...(mayDecide
      ? [
          {
            key: 'pick',
            title: (
              <input
                type="checkbox"
                aria-label={t('common.selectAll')}
                checked={pendingRows.length > 0 && pendingRows.every((r) => selected.includes(r.deposit_no))}
                onChange={(e) => setSelected(e.target.checked ? pendingRows.map((r) => r.deposit_no) : [])}
              />
            ),
            render: (d: DepositReviewRow) =>
              d.state === OrderState.pending ? <input type="checkbox" aria-label={d.deposit_no} checked={selected.includes(d.deposit_no)} onClick={(e) => e.stopPropagation()} onChange={() => toggle(d.deposit_no)} /> : null,
          },
        ]
      : []),
    { key: 'no', title: t('queues.orderNo'), render: (d) => <span className="mono">{d.deposit_no}</span> },
    { key: 'user', title: t('members.username'), render: (d) => d.username },
    { key: 'type', title: t('queues.payType'), render: (d) => t(`payTypes.${d.paytype}`, { defaultValue: d.paytype }) + (d.catepay ? ` ${d.catepay}` : '') },
    { key: 'amount', title: t('queues.amount'), align: 'right', render: (d) => <span className="mono">{money(d.amount)}</span> },
    { key: 'payer', title: t('queues.payer'), render: (d) => (d.payer ? `${d.payer.bank_owner} · ${d.payer.bank}` : '—') },
    { key: 'created', title: t('queues.createdAt'), render: (d) => when(d.created_at) },
    { key: 'state', title: t('queues.state'), render: (d) => <StatePill state={d.state} /> },
    { key: 'reviewer', title: t('queues.reviewer'), render: (d) => d.reviewer ?? '—' },
  ];

  return (
    <>
      <PageHead title={t('nav.deposits')} actions={mayDecide && selected.length > 0 ? (
        <>
          <span className="muted">{t('queues.selected', { count: selected.length })}</span>
          <button type="button" className="btn btn-primary btn-sm" disabled={bulk.isPending} onClick={() => bulk.mutate({ action: 'approve', deposit_nos: selected })}>
            {t('queues.bulkApprove')}
          </button>
          <button type="button" className="btn btn-danger btn-sm" onClick={() => setBulkReject(true)}>
            {t('queues.bulkReject')}
          </button>
        </>
      ) : undefined} />
      <OrderFilters initial={filters} onApply={(f) => { setFilters(f); setPage(1); setSelected([]); }} />
      <div className="card">
        <Table testId="deposits-table" columns={columns} rows={list.data?.data} loading={list.isLoading} error={list.error} retry={() => void list.refetch()} rowKey={(d) => d.deposit_no} onRow={(d) => setOpen(d.deposit_no)} />
        <Pager page={list.data} onPage={setPage} />
      </div>
      {open && <DepositDrawer depositNo={open} mayDecide={mayDecide} onClose={() => setOpen(null)} />}
      {bulkReject && <ReasonDialog title={t('queues.bulkReject')} busy={bulk.isPending} onClose={() => setBulkReject(false)} onSubmit={(reason) => bulk.mutate({ action: 'reject', deposit_nos: selected, reason })} />}
    </>
  );
}

function DepositDrawer({ depositNo, mayDecide, onClose }: { depositNo: string; mayDecide: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useAdminQuery<DepositDetailReply>('/api/admin/deposits/detail', { deposit_no: depositNo });
  const [rejecting, setRejecting] = useState(false);
  const approve = useAdminAction<{ deposit_no: string }>('/api/admin/deposits/approve', { invalidates: [...INVALIDATES, '/api/admin/deposits/detail'], onDone: onClose });
  const reject = useAdminAction<{ deposit_no: string; reason: string }>('/api/admin/deposits/reject', { invalidates: [...INVALIDATES, '/api/admin/deposits/detail'], onDone: onClose });
  const pending = detail.data?.order.state === OrderState.pending;
  return (
    <Drawer
      title={`${t('queues.deposit')} ${depositNo}`}
      onClose={onClose}
      footer={
        mayDecide && pending ? (
          <>
            <button type="button" className="btn btn-danger" onClick={() => setRejecting(true)}>
              {t('queues.reject')}
            </button>
            <button type="button" className="btn btn-primary" disabled={approve.isPending} onClick={() => approve.mutate({ deposit_no: depositNo })}>
              {t('queues.approve')}
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
              <dd><StatePill state={d.order.state} /></dd>
              <dt>{t('queues.amount')}</dt>
              <dd className="mono strong">{money(d.order.amount)}</dd>
              <dt>{t('queues.realMoney')}</dt>
              <dd className="mono">{money(d.order.real_money)}</dd>
              {d.order.usdt_amount && (<><dt>USDT</dt><dd className="mono">{money(d.order.usdt_amount)} {d.order.catepay}</dd></>)}
              <dt>{t('queues.payType')}</dt>
              <dd>{t(`payTypes.${d.order.paytype}`, { defaultValue: d.order.paytype })}</dd>
              {d.order.payer && (<><dt>{t('queues.payer')}</dt><dd>{d.order.payer.bank_owner} · {d.order.payer.bank} · <span className="mono">{d.order.payer.bank_no}</span></dd></>)}
              <dt>{t('queues.createdAt')}</dt>
              <dd>{when(d.order.created_at)}</dd>
              <dt>{t('queues.expiresAt')}</dt>
              <dd>{when(d.order.expires_at)}</dd>
              {d.order.reviewer && (<><dt>{t('queues.reviewer')}</dt><dd>{d.order.reviewer} · {when(d.order.reviewed_at)}</dd></>)}
              {d.order.reason && (<><dt>{t('common.reason')}</dt><dd>{d.order.reason}</dd></>)}
            </dl>
            <MemberContext member={d.member} deposits={d.recent_deposits} withdrawals={d.recent_withdrawals} cards={d.cards} />
          </div>
        )}
      </QueryView>
      {rejecting && <ReasonDialog title={t('queues.reject')} busy={reject.isPending} onClose={() => setRejecting(false)} onSubmit={(reason) => reject.mutate({ deposit_no: depositNo, reason })} />}
    </Drawer>
  );
}
