import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SPORTS_READS } from './labels';
import { RESETTLE_STATES, type ApiReply } from '@portal/contracts';
import { useAdminAction, useAdminQuery } from '../../lib/hooks';
import { can } from '../../lib/permissions';
import { useStaff } from '../../lib/use-staff';
import { money, when } from '../../lib/format';
import { Pager, Table, type Column } from '../../components/table';
import { Card, Pill } from '../../components/ui';
import { Confirm } from './confirm';

type Resettle = ApiReply<'sports.resettles'>['data'][number];
const TONE = { pending: 'warn', approved: 'good', rejected: 'neutral' } as const;

/**
 * Corrected results, pending first. The trading desk asks (in an event's drawer); a second person of
 * finance or a super admin approves or rejects, never the one who asked: the page says so before the
 * API refuses it, and shows the API's refusal if it comes anyway.
 */
export function ResettlesTab() {
  const { t } = useTranslation();
  const staff = useStaff();
  const mayDecide = can(staff?.role ?? '', 'sports.resettleApprove');
  const [state, setState] = useState('');
  const [page, setPage] = useState(1);
  const [deciding, setDeciding] = useState<{ row: Resettle; approve: boolean } | null>(null);
  const [refusal, setRefusal] = useState<{ id: number; message: string } | null>(null);
  const [moved, setMoved] = useState<string | null>(null);
  const list = useAdminQuery('sports.resettles', { state, page });
  const decide = useAdminAction('sports.resettleApprove', {
    invalidates: SPORTS_READS,
    onDone: (r) => {
      setDeciding(null);
      setRefusal(null);
      setMoved(
        r.outcome
          ? t('sports.moved', { bets: r.outcome.bets, reversed: money(r.outcome.reversed), paid: money(r.outcome.paid), debt: money(r.outcome.debt) })
          : null,
      );
    },
  });
  const send = (row: Resettle, approve: boolean) =>
    decide.mutate({ id: row.id, approve }, { onError: (e) => (setDeciding(null), setRefusal({ id: row.id, message: e.message })) });
  const columns: Column<Resettle>[] = [
    { key: 'id', title: '#', render: (r) => <span className="mono">{r.id}</span> },
    { key: 'event', title: t('sports.event'), render: (r) => `#${r.event_id} ${r.event}` },
    { key: 'previous', title: t('sports.previous'), render: (r) => <span className="mono">{r.previous}</span>, align: 'center' },
    { key: 'corrected', title: t('sports.corrected'), render: (r) => <strong className="mono">{`${r.score_home} - ${r.score_away}`}</strong>, align: 'center' },
    { key: 'reason', title: t('sports.reason'), render: (r) => r.reason },
    { key: 'state', title: t('sports.state'), render: (r) => <Pill tone={TONE[r.state]}>{t(`sports.resettleStates.${r.state}`)}</Pill> },
    { key: 'asked', title: t('sports.requestedBy'), render: (r) => `${r.requested_by} · ${when(r.requested_at)}` },
    { key: 'decided', title: t('sports.decidedBy'), render: (r) => (r.decided_by ? `${r.decided_by} · ${when(r.decided_at)}` : '—') },
    {
      key: 'outcome',
      title: t('sports.result'),
      render: (r) =>
        r.outcome
          ? t('sports.moved', { bets: r.outcome.bets, reversed: money(r.outcome.reversed), paid: money(r.outcome.paid), debt: money(r.outcome.debt) })
          : '—',
    },
    {
      key: 'actions',
      title: '',
      align: 'right',
      render: (r) => {
        if (r.state !== 'pending' || !mayDecide) return null;
        const own = r.requested_by === staff?.name;
        return (
          <div className="resettle-actions">
            {own && (
              <small className="muted" data-testid={`own-${r.id}`}>
                {t('sports.ownRequest')}
              </small>
            )}
            {refusal?.id === r.id && (
              <small className="error" role="alert" data-testid={`refused-${r.id}`}>
                {t('sports.refused', { message: refusal.message })}
              </small>
            )}
            <span className="row-actions">
              <button type="button" className="btn btn-primary btn-sm" disabled={own} onClick={() => setDeciding({ row: r, approve: true })}>
                {t('sports.approve')}
              </button>
              <button type="button" className="btn btn-ghost btn-sm" disabled={own} onClick={() => send(r, false)}>
                {t('sports.reject')}
              </button>
            </span>
          </div>
        );
      },
    },
  ];
  return (
    <Card
      title={t('sports.tabs.resettles')}
      actions={
        <select
          name="resettle_state"
          aria-label={t('sports.state')}
          value={state}
          onChange={(e) => {
            setState(e.target.value);
            setPage(1);
          }}
        >
          <option value="">{t('common.all')}</option>
          {RESETTLE_STATES.map((s) => (
            <option key={s} value={s}>
              {t(`sports.resettleStates.${s}`)}
            </option>
          ))}
        </select>
      }
    >
      <p className="muted">{t('sports.resettleHint')}</p>
      {moved && (
        <p className="notice" role="status" data-testid="resettle-moved">
          {moved}
        </p>
      )}
      <Table
        columns={columns}
        rows={list.data?.data}
        loading={list.isLoading}
        error={list.error}
        retry={() => void list.refetch()}
        rowKey={(r) => r.id}
        testId="sports-resettles"
      />
      <Pager page={list.data} onPage={setPage} />
      {deciding && (
        <Confirm title={t('sports.approve')} busy={decide.isPending} onClose={() => setDeciding(null)} onConfirm={() => send(deciding.row, deciding.approve)}>
          {t('sports.approveConfirm', { event: deciding.row.event, score: `${deciding.row.score_home} - ${deciding.row.score_away}` })}
        </Confirm>
      )}
    </Card>
  );
}
