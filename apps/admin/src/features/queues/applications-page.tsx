import { ApplyState, type ApiReply } from '@portal/contracts';
import { useAdminQuery } from '../../lib/hooks';
import { api } from '../../lib/api';
import { money, when } from '../../lib/format';
import { StatePill } from '../../components/state-pill';
import { Pill } from '../../components/ui';
import { MemberSummary } from './member-summary';
import { Fact } from './order-detail';
import { ReviewQueue, defineQueue, theRow } from './review-queue';

type Application = ApiReply<'promotions.applications'>['data'][number];

/**
 * Promotion applications: pending first, approve (paying the promotion's bonus, after a
 * confirmation) or reject with a remark. The drawer shows the member's qualifying deposit (and
 * whether another bonus already used it: one deposit, one bonus), the bonus an approval pays (or
 * paid) with the turnover it adds, and a bonus above the threshold waiting for a second finance
 * person in the payouts queue (decided there, not here).
 */
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
    { key: 'bonus', title: t('bonus.column'), align: 'right', render: (a) => <span className="mono">{money(a.bonus)}</span> },
    { key: 'created', title: t('queues.createdAt'), render: (a) => when(a.created_at) },
    {
      key: 'state',
      title: t('queues.state'),
      render: (a) => (a.waiting_payout !== null ? <Pill tone="warn">{t('bonus.waiting')}</Pill> : <StatePill state={a.state} />),
    },
    { key: 'remark', title: t('queues.remark'), render: (a) => a.remark || '—' },
  ],
  csv: {
    name: 'promotion-applications',
    read: (filters, page) => api.call('promotions.applications', { page, ...(filters.state ? { state: Number(filters.state) } : {}) }),
    header: [
      'id',
      'username',
      'activity',
      'qualifying_deposit',
      'qualifying_amount',
      'deposit_used_by',
      'bonus',
      'bonus_turnover',
      'state',
      'remark',
      'created_at',
    ],
    cells: (a) => [
      a.id,
      a.username,
      a.activity_name,
      a.qualifying_deposit?.deposit_no,
      a.qualifying_deposit?.amount,
      a.qualifying_deposit?.used_by?.application_id,
      a.bonus,
      a.bonus_turnover,
      a.state,
      a.remark,
      a.created_at,
    ],
  },
  decides: 'promotions.review',
  invalidates: ['promotions.applications', 'queues.counts', 'members.detail'],
  drawer: {
    title: (a) => `${a.activity_name} · ${a.username}`,
    useSubject: (a) => theRow(a),
    open: (a) => a.state === ApplyState.pending && a.waiting_payout === null,
    approve: {
      route: 'promotions.review',
      input: (a) => ({ id: a.id, state: ApplyState.approved, remark: '' }),
      confirm: (a) => ({ member: a.username, amount: a.bonus }),
    },
    reject: { route: 'promotions.review', input: (a, remark) => ({ id: a.id, state: ApplyState.rejected, remark }) },
    body: (a, _row, t) => (
      <div className="stack">
        <dl className="kv" data-testid="bonus-facts">
          <Fact label={t('queues.state')}>
            <StatePill state={a.state} />
          </Fact>
          <Fact label={t('bonus.qualifying')}>
            {a.qualifying_deposit ? (
              <>
                <span className="mono strong">{money(a.qualifying_deposit.amount)}</span> · <span className="mono">{a.qualifying_deposit.deposit_no}</span> ·{' '}
                {when(a.qualifying_deposit.created_at)}
              </>
            ) : (
              <span className="muted">{t('bonus.noDeposit')}</span>
            )}
          </Fact>
          <Fact label={t('bonus.depositUse')} show={a.qualifying_deposit}>
            <span data-testid="deposit-use">
              {a.qualifying_deposit?.used_by ? (
                <Pill tone={a.stackable ? 'info' : 'bad'}>
                  {t('bonus.usedBy', { id: a.qualifying_deposit.used_by.application_id, activity: a.qualifying_deposit.used_by.activity_name })}
                </Pill>
              ) : (
                <Pill tone="good">{t('bonus.unused')}</Pill>
              )}{' '}
              {a.stackable && <span className="muted small">{t('bonus.stackableNote')}</span>}
            </span>
          </Fact>
          <Fact label={t('payouts.title')} show={a.waiting_payout}>
            <span data-testid="bonus-waiting">{t('bonus.waitingNote', { id: a.waiting_payout })}</span>
          </Fact>
          <Fact label={t(a.state === ApplyState.approved ? 'bonus.paid' : 'bonus.toPay')} className="mono strong">
            <span data-testid="bonus-amount">{money(a.bonus)}</span>
          </Fact>
          <Fact label={t('bonus.turnoverAdded')} className="mono">
            {money(a.bonus_turnover)}
          </Fact>
          <Fact label={t('queues.createdAt')}>{when(a.created_at)}</Fact>
        </dl>
        <MemberSummary username={a.username} />
      </div>
    ),
  },
});

export default function ApplicationsPage() {
  return <ReviewQueue config={applicationQueue} />;
}
