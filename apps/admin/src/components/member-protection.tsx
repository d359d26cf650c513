import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { EXCLUSION_PERIODS, TIMEOUT_DAYS, type ApiReply } from '@portal/contracts';
import { useAdminAction, useAdminQuery } from '../lib/hooks';
import { money, when } from '../lib/format';
import { can } from '../lib/permissions';
import { Card, Pill } from './ui';
import { Modal } from './overlay';
import { QueryView } from './states';
import { Table, type Column } from './table';

type State = ApiReply<'responsible.admin.member'>;

/**
 * A member's player protection on their page: the limits in force with what is used and when it
 * resets, the history of changes, the time-out or exclusion in force. Operations may impose a
 * time-out or exclusion (audited); nothing here lifts, shortens or raises one.
 */
export function MemberProtection({ username, role }: { username: string; role: string }) {
  const { t } = useTranslation();
  const state = useAdminQuery('responsible.admin.member', { username });
  const [dialog, setDialog] = useState<'timeout' | 'exclusion' | null>(null);
  const mayImpose = can(role, 'responsible.admin.timeout');
  return (
    <Card
      title={t('protection.title')}
      actions={
        mayImpose && (
          <>
            <button type="button" className="btn btn-ghost" onClick={() => setDialog('timeout')}>
              {t('protection.imposeTimeout')}
            </button>
            <button type="button" className="btn btn-danger" onClick={() => setDialog('exclusion')}>
              {t('protection.imposeExclusion')}
            </button>
          </>
        )
      }
    >
      <QueryView query={state}>{(s) => <ProtectionView s={s} />}</QueryView>
      {dialog && <Impose username={username} kind={dialog} onClose={() => setDialog(null)} />}
    </Card>
  );
}

/** A limit's figure: money, or minutes for a play-time limit. */
function figure(kind: string, value: string | null, t: TFunction): string {
  if (value === null) return t('protection.removed');
  return kind === 'time' ? t('protection.minutes', { count: Number(value) }) : money(value);
}

function ProtectionView({ s }: { s: State }) {
  const { t } = useTranslation();
  const limitName = (kind: string, period: string) => `${t(`protection.periods.${period}`)} · ${t(`protection.kinds.${kind}`)}`;
  const limits: Column<State['limits'][number]>[] = [
    { key: 'limit', title: t('protection.limit'), render: (l) => limitName(l.kind, l.period) },
    { key: 'value', title: t('protection.value'), align: 'right', render: (l) => <span className="mono">{figure(l.kind, l.value, t)}</span> },
    {
      key: 'used',
      title: t('protection.used'),
      align: 'right',
      render: (l) => (
        <>
          <span className="mono">{figure(l.kind, l.used, t)}</span>
          {l.awaiting && l.awaiting !== '0.00' && <small className="muted block">{t('protection.awaiting', { amount: money(l.awaiting) })}</small>}
        </>
      ),
    },
    { key: 'left', title: t('protection.left'), align: 'right', render: (l) => <span className="mono">{figure(l.kind, l.left, t)}</span> },
    { key: 'reset', title: t('protection.resetsAt'), render: (l) => when(l.resets_at) },
  ];
  const history: Column<State['history'][number]>[] = [
    { key: 'at', title: t('protection.requestedAt'), render: (c) => when(c.requested_at) },
    { key: 'limit', title: t('protection.limit'), render: (c) => limitName(c.kind, c.period) },
    {
      key: 'from',
      title: t('protection.previous'),
      align: 'right',
      render: (c) => <span className="mono">{c.previous === null ? '—' : figure(c.kind, c.previous, t)}</span>,
    },
    { key: 'to', title: t('protection.value'), align: 'right', render: (c) => <span className="mono">{figure(c.kind, c.value, t)}</span> },
    { key: 'effective', title: t('protection.effectiveAt'), render: (c) => when(c.effective_at) },
    {
      key: 'state',
      title: t('queues.state'),
      render: (c) => <Pill tone={c.state === 'pending' ? 'warn' : c.state === 'applied' ? 'good' : 'neutral'}>{t(`protection.changeStates.${c.state}`)}</Pill>,
    },
  ];
  const b = s.block;
  return (
    <div data-testid="member-protection">
      <dl className="kv">
        <dt>{t('protection.block')}</dt>
        <dd>
          {!b ? (
            <Pill tone="good">{t('protection.none')}</Pill>
          ) : (
            <>
              <Pill tone="bad">{t(b.kind === 'timeout' ? 'protection.timeout' : 'protection.exclusion')}</Pill>{' '}
              <span className="muted">
                {t('protection.period')}: {b.period} · {when(b.started_at)} → {b.ends_at ? when(b.ends_at) : t('protection.indefinite')}
                {b.ended && ` · ${b.reopens_at ? t('protection.reopensAt', { at: when(b.reopens_at) }) : t('protection.awaitingReopen')}`}
                {b.imposed_by_staff && ` · ${t('protection.byStaff')}`}
              </span>
            </>
          )}
        </dd>
      </dl>
      <h4>{t('protection.limits')}</h4>
      <Table columns={limits} rows={s.limits} rowKey={(l) => `${l.kind}:${l.period}`} />
      <h4>{t('protection.history')}</h4>
      <Table columns={history} rows={s.history} rowKey={(c) => c.id} />
      <small className="muted">{t('protection.neverLift')}</small>
    </div>
  );
}

/** Impose a time-out (days) or an exclusion (period), with a reason; a shorter one than what runs is refused by the API. */
function Impose({ username, kind, onClose }: { username: string; kind: 'timeout' | 'exclusion'; onClose: () => void }) {
  const { t } = useTranslation();
  const [days, setDays] = useState('7');
  const [period, setPeriod] = useState<(typeof EXCLUSION_PERIODS)[number]>('6m');
  const [reason, setReason] = useState('');
  const invalidates = ['responsible.admin.member', 'responsible.admin.harm'] as const;
  const timeout = useAdminAction('responsible.admin.timeout', { invalidates, onDone: onClose });
  const exclusion = useAdminAction('responsible.admin.exclude', { invalidates, onDone: onClose });
  const busy = timeout.isPending || exclusion.isPending;
  return (
    <Modal title={t(kind === 'timeout' ? 'protection.imposeTimeout' : 'protection.imposeExclusion')} onClose={onClose}>
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault();
          if (kind === 'timeout') timeout.mutate({ username, days: Number(days), reason: reason.trim() });
          else exclusion.mutate({ username, period, reason: reason.trim() });
        }}
      >
        {kind === 'timeout' ? (
          <label className="field">
            <span>{t('protection.days')}</span>
            <input name="days" type="number" min={TIMEOUT_DAYS.min} max={TIMEOUT_DAYS.max} value={days} onChange={(e) => setDays(e.target.value)} required />
          </label>
        ) : (
          <label className="field">
            <span>{t('protection.period')}</span>
            <select name="period" value={period} onChange={(e) => setPeriod(e.target.value as (typeof EXCLUSION_PERIODS)[number])}>
              {EXCLUSION_PERIODS.map((p) => (
                <option key={p} value={p}>
                  {t(`protection.exclusionPeriods.${p}`)}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="field">
          <span>{t('common.reason')}</span>
          <textarea name="reason" rows={2} maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} required />
        </label>
        <small className="muted">{t('protection.imposeHint')}</small>
        <div className="form-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-danger" disabled={busy || reason.trim().length === 0}>
            {t('common.confirm')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
