import { OrderState, type ApiReply } from '@portal/contracts';
import { useAdminQuery } from '../../lib/hooks';
import { api } from '../../lib/api';
import { money, when } from '../../lib/format';
import { StatePill } from '../../components/state-pill';
import { Fact, OrderDetail } from './order-detail';
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
  csv: {
    name: 'deposits',
    read: (filters, page) => api.call('deposits.list', { ...toListBody(filters, page), per_page: 100 }),
    header: [
      'deposit_no',
      'username',
      'paytype',
      'catepay',
      'amount',
      'real_money',
      'usdt_amount',
      'payer_name',
      'payer_bank',
      'state',
      'created_at',
      'reviewer',
      'reviewed_at',
    ],
    cells: (d) => [
      d.deposit_no,
      d.username,
      d.paytype,
      d.catepay,
      d.amount,
      d.real_money,
      d.usdt_amount,
      d.payer?.bank_owner,
      d.payer?.bank,
      d.state,
      d.created_at,
      d.reviewer,
      d.reviewed_at,
    ],
  },
  decides: 'deposits.approve',
  invalidates: ['deposits.list', 'queues.counts'],
  bulk: {
    route: 'deposits.bulk',
    // One approved once above the threshold is decided in the payouts queue.
    pick: (d) => (d.state === OrderState.pending && d.waiting_payout === null ? d.deposit_no : null),
    approve: (deposit_nos) => ({ action: 'approve' as const, deposit_nos }),
    reject: (deposit_nos, reason) => ({ action: 'reject' as const, deposit_nos, reason }),
    refused: refusedLines,
    amount: (d) => d.real_money,
  },
  drawer: {
    title: (d, t) => `${t('queues.deposit')} ${d.deposit_no}`,
    useSubject: (d) => useAdminQuery('deposits.detail', { deposit_no: d.deposit_no }),
    open: (detail) => detail.order.state === OrderState.pending && detail.order.waiting_payout === null,
    refresh: ['deposits.detail'],
    approve: {
      route: 'deposits.approve',
      input: (d) => ({ deposit_no: d.deposit_no }),
      confirm: (detail, d) => ({ member: d.username, amount: detail.order.real_money }),
    },
    reject: { route: 'deposits.reject', input: (d, reason) => ({ deposit_no: d.deposit_no, reason }) },
    body: (d, _row, t) => (
      <OrderDetail detail={d}>
        <Fact label={t('queues.state')}>
          <StatePill state={d.order.state} />
        </Fact>
        <Fact label={t('queues.amount')} className="mono strong">
          {money(d.order.amount)}
        </Fact>
        <Fact label={t('queues.realMoney')} className="mono">
          {money(d.order.real_money)}
        </Fact>
        <Fact label="USDT" show={d.order.usdt_amount} className="mono">
          {money(d.order.usdt_amount)} {d.order.catepay}
        </Fact>
        <Fact label={t('queues.payType')}>{t(`payTypes.${d.order.paytype}`, { defaultValue: d.order.paytype })}</Fact>
        <Fact label={t('queues.payer')} show={d.order.payer}>
          {d.order.payer?.bank_owner} · {d.order.payer?.bank} · <span className="mono">{d.order.payer?.bank_no}</span>
        </Fact>
        <Fact label={t('queues.createdAt')}>{when(d.order.created_at)}</Fact>
        <Fact label={t('queues.expiresAt')}>{when(d.order.expires_at)}</Fact>
        <Fact label={t('queues.limitNote')} show={d.limit_note}>
          <span className="limit-note" role="note" data-testid="deposit-limit-note">
            {d.limit_note}
          </span>
        </Fact>
        <Fact label={t('payouts.title')} show={d.order.waiting_payout}>
          <span data-testid="deposit-waiting">{t('payouts.depositWaiting', { id: d.order.waiting_payout })}</span>
        </Fact>
      </OrderDetail>
    ),
  },
});

export default function DepositsPage() {
  return <ReviewQueue config={depositQueue} />;
}
