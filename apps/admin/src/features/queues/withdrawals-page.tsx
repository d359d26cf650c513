import { useTranslation } from 'react-i18next';
import { OrderState, type ApiReply } from '@portal/contracts';
import { useAdminQuery } from '../../lib/hooks';
import { api } from '../../lib/api';
import { money, when } from '../../lib/format';
import { Pill } from '../../components/ui';
import { StatePill } from '../../components/state-pill';
import { Fact, OrderDetail } from './order-detail';
import { toListBody } from './order-filters';
import { ReviewQueue, defineQueue } from './review-queue';
import { refusedLines } from './bulk';
import { PayoutFacts, PayoutForm } from './payout-tx';

type WithdrawalRow = ApiReply<'withdrawals.list'>['data'][number];

/**
 * The withdrawal queue. Four-eyes (modules/cashier): above the review threshold the first approval
 * only records its approver and a second, different staff member completes it; the screen says which
 * step an order is at and does not offer the second step to the first approver (the API refuses it too).
 * Only rejection is offered in bulk: approvals move money out and may need the second person.
 */
export const withdrawalQueue = defineQueue({
  title: 'nav.withdrawals',
  hint: 'queues.fourEyesHint',
  testId: 'withdrawals-table',
  filters: 'orders',
  initialState: String(OrderState.pending),
  useList: (filters, page) => useAdminQuery('withdrawals.list', toListBody(filters, page)),
  rowKey: (w: WithdrawalRow) => w.order_no,
  columns: (t) => [
    { key: 'no', title: t('queues.orderNo'), render: (w) => <span className="mono">{w.order_no}</span> },
    { key: 'user', title: t('members.username'), render: (w) => w.username },
    { key: 'amount', title: t('queues.amount'), align: 'right', render: (w) => <span className="mono">{money(w.amount)}</span> },
    { key: 'card', title: t('queues.card'), render: (w) => `${w.card.bank} ${w.card.bank_no.slice(-4)}` },
    { key: 'created', title: t('queues.createdAt'), render: (w) => when(w.created_at) },
    { key: 'state', title: t('queues.state'), render: (w) => <StatePill state={w.state} /> },
    { key: 'eyes', title: t('queues.fourEyes'), render: (w) => <FourEyes row={w} /> },
    { key: 'reviewer', title: t('queues.reviewer'), render: (w) => w.reviewer ?? '—' },
  ],
  csv: {
    name: 'withdrawals',
    read: (filters, page) => api.call('withdrawals.list', { ...toListBody(filters, page), per_page: 100 }),
    header: ['order_no', 'username', 'amount', 'usdt_amount', 'fee', 'bank', 'bank_owner', 'bank_no', 'state', 'created_at', 'first_approver', 'reviewer'],
    cells: (w) => [
      w.order_no,
      w.username,
      w.amount,
      w.usdt_amount,
      w.fee,
      w.card.bank,
      w.card.bank_owner,
      w.card.bank_no,
      w.state,
      w.created_at,
      w.first_approver,
      w.reviewer,
    ],
  },
  decides: 'withdrawals.approve',
  invalidates: ['withdrawals.list', 'queues.counts'],
  bulk: {
    route: 'withdrawals.bulkReject',
    pick: (w) => (w.state === OrderState.pending ? w.order_no : null),
    reject: (order_nos, reason) => ({ order_nos, reason }),
    refused: refusedLines,
    amount: (w) => w.amount,
  },
  drawer: {
    title: (w, t) => `${t('queues.withdrawal')} ${w.order_no}`,
    useSubject: (w) => useAdminQuery('withdrawals.detail', { order_no: w.order_no }),
    open: (d) => d.order.state === OrderState.pending,
    refresh: ['withdrawals.detail'],
    approve: {
      route: 'withdrawals.approve',
      input: (w) => ({ order_no: w.order_no }),
      label: ({ order }, t) =>
        !order.needs_second_approval ? t('queues.approve') : order.first_approver ? t('queues.secondApproval') : t('queues.firstApproval'),
      blocked: ({ order }, me) => !!order.first_approver && order.first_approver === me,
      blockedNote: 'queues.needsAnother',
      staysOpen: true,
      // The approval that pays the withdrawal out asks for confirmation; a first of two approvals moves nothing.
      confirm: ({ order }, w) => (order.needs_second_approval && !order.first_approver ? null : { member: w.username, amount: order.amount, way: 'payout' }),
    },
    reject: { route: 'withdrawals.reject', input: (w, reason) => ({ order_no: w.order_no, reason }) },
    body: (d, _row, t) => (
      <OrderDetail detail={d} actions={<PayoutForm order={d.order} />}>
        <Fact label={t('queues.state')}>
          <StatePill state={d.order.state} /> <FourEyes row={d.order} />
        </Fact>
        <Fact label={t('queues.amount')} className="mono strong">
          {money(d.order.amount)}
        </Fact>
        <Fact label="USDT" show={d.order.usdt_amount} className="mono">
          {money(d.order.usdt_amount)} {d.order.protocol}
        </Fact>
        <Fact label={t('queues.fee')} show={d.order.fee} className="mono">
          {money(d.order.fee)}
        </Fact>
        <Fact label={t('queues.card')}>
          {d.order.card.bank_owner} · {d.order.card.bank} · <span className="mono">{d.order.card.bank_no}</span>
        </Fact>
        <Fact label={t('queues.createdAt')}>{when(d.order.created_at)}</Fact>
        <Fact label={t('queues.firstApprover')} show={d.order.first_approver}>
          {d.order.first_approver} · {when(d.order.first_approved_at)}
        </Fact>
        <PayoutFacts order={d.order} />
      </OrderDetail>
    ),
  },
});

function FourEyes({ row }: { row: WithdrawalRow }) {
  const { t } = useTranslation();
  if (!row.needs_second_approval) return <span className="muted">—</span>;
  if (row.first_approver && row.state === OrderState.pending) return <Pill tone="warn">{t('queues.awaitingSecond', { name: row.first_approver })}</Pill>;
  return <Pill tone="info">{t('queues.twoApprovals')}</Pill>;
}

export default function WithdrawalsPage() {
  return <ReviewQueue config={withdrawalQueue} />;
}
