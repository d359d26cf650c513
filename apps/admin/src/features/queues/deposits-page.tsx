import { OrderState, type ApiReply } from '@portal/contracts';
import { useAdminQuery } from '../../lib/hooks';
import { money, when } from '../../lib/format';
import { StatePill } from '../../components/state-pill';
import { MemberContext } from '../../components/member-context';
import { toListBody } from './order-filters';
import { ReviewQueue, defineQueue } from './review-queue';
import { refusedLines } from './bulk';

type DepositRow = ApiReply<'deposits.list'>['data'][number];

/** The deposit queue: filters, paging, a detail drawer, approve / reject with a reason, bulk decisions on pending orders. */
export const depositQueue = defineQueue({
  title: 'nav.deposits',
  testId: 'deposits-table',
  filters: 'orders',
  initialState: String(OrderState.pending),
  useList: (filters, page) => useAdminQuery('deposits.list', toListBody(filters, page)),
  rowKey: (d: DepositRow) => d.deposit_no,
  columns: (t) => [
    { key: 'no', title: t('queues.orderNo'), render: (d) => <span className="mono">{d.deposit_no}</span> },
    { key: 'user', title: t('members.username'), render: (d) => d.username },
    { key: 'type', title: t('queues.payType'), render: (d) => t(`payTypes.${d.paytype}`, { defaultValue: d.paytype }) + (d.catepay ? ` ${d.catepay}` : '') },
    { key: 'amount', title: t('queues.amount'), align: 'right', render: (d) => <span className="mono">{money(d.amount)}</span> },
    { key: 'payer', title: t('queues.payer'), render: (d) => (d.payer ? `${d.payer.bank_owner} · ${d.payer.bank}` : '—') },
    { key: 'created', title: t('queues.createdAt'), render: (d) => when(d.created_at) },
    { key: 'state', title: t('queues.state'), render: (d) => <StatePill state={d.state} /> },
    { key: 'reviewer', title: t('queues.reviewer'), render: (d) => d.reviewer ?? '—' },
  ],
  decides: 'deposits.approve',
  invalidates: ['deposits.list', 'queues.counts'],
  bulk: {
    route: 'deposits.bulk',
    pick: (d) => (d.state === OrderState.pending ? d.deposit_no : null),
    approve: (deposit_nos) => ({ action: 'approve' as const, deposit_nos }),
    reject: (deposit_nos, reason) => ({ action: 'reject' as const, deposit_nos, reason }),
    refused: refusedLines,
  },
  drawer: {
    title: (d, t) => `${t('queues.deposit')} ${d.deposit_no}`,
    useSubject: (d) => useAdminQuery('deposits.detail', { deposit_no: d.deposit_no }),
    open: (detail) => detail.order.state === OrderState.pending,
    refresh: ['deposits.detail'],
    approve: { route: 'deposits.approve', input: (d) => ({ deposit_no: d.deposit_no }) },
    reject: { route: 'deposits.reject', input: (d, reason) => ({ deposit_no: d.deposit_no, reason }) },
    body: (d, _row, t) => (
      <div className="stack">
        <dl className="kv">
          <dt>{t('queues.state')}</dt>
          <dd>
            <StatePill state={d.order.state} />
          </dd>
          <dt>{t('queues.amount')}</dt>
          <dd className="mono strong">{money(d.order.amount)}</dd>
          <dt>{t('queues.realMoney')}</dt>
          <dd className="mono">{money(d.order.real_money)}</dd>
          {d.order.usdt_amount && (
            <>
              <dt>USDT</dt>
              <dd className="mono">
                {money(d.order.usdt_amount)} {d.order.catepay}
              </dd>
            </>
          )}
          <dt>{t('queues.payType')}</dt>
          <dd>{t(`payTypes.${d.order.paytype}`, { defaultValue: d.order.paytype })}</dd>
          {d.order.payer && (
            <>
              <dt>{t('queues.payer')}</dt>
              <dd>
                {d.order.payer.bank_owner} · {d.order.payer.bank} · <span className="mono">{d.order.payer.bank_no}</span>
              </dd>
            </>
          )}
          <dt>{t('queues.createdAt')}</dt>
          <dd>{when(d.order.created_at)}</dd>
          <dt>{t('queues.expiresAt')}</dt>
          <dd>{when(d.order.expires_at)}</dd>
          {d.order.reviewer && (
            <>
              <dt>{t('queues.reviewer')}</dt>
              <dd>
                {d.order.reviewer} · {when(d.order.reviewed_at)}
              </dd>
            </>
          )}
          {d.order.reason && (
            <>
              <dt>{t('common.reason')}</dt>
              <dd>{d.order.reason}</dd>
            </>
          )}
        </dl>
        <MemberContext member={d.member} deposits={d.recent_deposits} withdrawals={d.recent_withdrawals} cards={d.cards} />
      </div>
    ),
  },
});

export default function DepositsPage() {
  return <ReviewQueue config={depositQueue} />;
}
