import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HousePayoutState, type ApiReply } from '@portal/contracts';
import { useAdminAction, useAdminQuery } from '../../lib/hooks';
import { money, when } from '../../lib/format';
import { can } from '../../lib/permissions';
import { useStaff } from '../../lib/use-staff';
import { Pager, Table, type Column } from '../../components/table';
import { Drawer, ReasonDialog } from '../../components/overlay';
import { ConfirmMoney } from '../../components/confirm-money';
import { PageHead, Pill, Tabs } from '../../components/ui';
import { MemberSummary } from './member-summary';

type Payout = ApiReply<'payouts.list'>['data'][number];
const INVALIDATES = ['payouts.list', 'queues.counts', 'promotions.applications', 'deposits.list', 'members.detail'] as const;

/**
 * The payouts queue: payments out of a house account above their threshold (a promotion's bonus,
 * a rebate collection, a deposit, a held USDT transfer), each waiting until a second finance or
 * super staff member approves it (after a confirmation: the money moves at once) or rejects it with
 * a reason. Whoever asked for one or set its amount sees it but cannot decide it (the API refuses it too).
 */
export default function PayoutsPage() {
  const { t } = useTranslation();
  const staff = useStaff();
  const role = staff?.role ?? '';
  const [state, setState] = useState<HousePayoutState>(HousePayoutState.pending);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Payout | null>(null);
  const [step, setStep] = useState<'view' | 'confirm' | 'reject'>('view');
  const list = useAdminQuery('payouts.list', { page, state });
  const done = () => {
    setOpen(null);
    setStep('view');
  };
  const approve = useAdminAction('payouts.approve', { invalidates: INVALIDATES, onDone: done });
  const reject = useAdminAction('payouts.reject', { invalidates: INVALIDATES, onDone: done });
  const mayDecide = can(role, 'payouts.approve');
  /** Why the signed-in staff member may not decide this one (null: they may). */
  const barred = (p: Payout) => (p.requested_by === staff?.name ? 'payouts.own' : p.amount_set_by === staff?.name ? 'payouts.setAmount' : null);
  const columns: Column<Payout>[] = [
    { key: 'id', title: 'ID', render: (p) => p.id },
    { key: 'kind', title: t('payouts.kind'), render: (p) => <Pill tone="info">{t(`payouts.kinds.${p.kind}`, { defaultValue: p.kind })}</Pill> },
    { key: 'user', title: t('adjustments.member'), render: (p) => p.username },
    { key: 'amount', title: t('queues.amount'), align: 'right', render: (p) => <span className="num">{money(p.amount)}</span> },
    { key: 'memo', title: t('payouts.source'), render: (p) => <span className="clip">{p.memo}</span> },
    { key: 'by', title: t('adjustments.requestedBy'), render: (p) => p.requested_by ?? t('payouts.member') },
    { key: 'set', title: t('payouts.amountSetBy'), render: (p) => p.amount_set_by ?? '—' },
    { key: 'at', title: t('adjustments.requestedAt'), render: (p) => when(p.requested_at) },
    ...(state === HousePayoutState.pending
      ? []
      : [
          { key: 'decided', title: t('payouts.decidedBy'), render: (p: Payout) => p.decided_by ?? '—' },
          { key: 'reason', title: t('queues.remark'), render: (p: Payout) => p.reason || '—' },
        ]),
  ];
  return (
    <>
      <PageHead title={t('payouts.title')}>{t('payouts.hint')}</PageHead>
      <div className="card" data-testid="payouts">
        <Tabs
          tabs={[HousePayoutState.pending, HousePayoutState.paid, HousePayoutState.rejected].map((s) => ({ key: s, label: t(`payouts.states.${s}`) }))}
          active={state}
          onChange={(s) => {
            setState(s);
            setPage(1);
          }}
        />
        <Table
          columns={columns}
          rows={list.data?.data}
          loading={list.isLoading}
          error={list.error}
          retry={() => void list.refetch()}
          rowKey={(p) => p.id}
          onRow={(p) => {
            setOpen(p);
            setStep('view');
          }}
        />
        <Pager page={list.data} onPage={setPage} />
      </div>
      {open && (
        <Drawer
          title={`${t('payouts.title')} · ${open.username}`}
          onClose={done}
          footer={
            mayDecide && open.state === HousePayoutState.pending && !barred(open) ? (
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
          <dl className="kv" data-testid="payout-facts">
            <dt>{t('payouts.kind')}</dt>
            <dd>{t(`payouts.kinds.${open.kind}`, { defaultValue: open.kind })}</dd>
            <dt>{t('queues.amount')}</dt>
            <dd className="num" data-testid="payout-amount">
              {money(open.amount)}
            </dd>
            <dt>{t('payouts.source')}</dt>
            <dd>
              {open.memo}{' '}
              <span className="muted small">
                ({t(`payouts.sources.${open.source}`, { defaultValue: open.source })} {open.source_ref})
              </span>
            </dd>
            <dt>{t('adjustments.requestedBy')}</dt>
            <dd>{open.requested_by ?? t('payouts.member')}</dd>
            <dt>{t('payouts.amountSetBy')}</dt>
            <dd>{open.amount_set_by ?? '—'}</dd>
            <dt>{t('adjustments.requestedAt')}</dt>
            <dd>{when(open.requested_at)}</dd>
            {open.state !== HousePayoutState.pending && (
              <>
                <dt>{t('payouts.decidedBy')}</dt>
                <dd>
                  {open.decided_by} · {when(open.decided_at)}
                </dd>
                <dt>{t('queues.remark')}</dt>
                <dd>{open.reason || '—'}</dd>
              </>
            )}
          </dl>
          {open.state === HousePayoutState.pending && barred(open) && (
            <p className="muted" data-testid="payout-barred">
              {t(barred(open)!)}
            </p>
          )}
          <MemberSummary username={open.username} />
        </Drawer>
      )}
      {open && step === 'confirm' && (
        <ConfirmMoney
          what={{ member: open.username, amount: open.amount }}
          busy={approve.isPending}
          onCancel={() => setStep('view')}
          onConfirm={() => approve.mutate({ id: open.id })}
        />
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
