import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AFFORDABILITY_DECISIONS, LIMIT_PERIODS, TIMEOUT_DAYS, type AffordabilityDecision, type ApiReply, type LimitPeriod } from '@portal/contracts';
import { useAdminAction, useAdminQuery } from '../../lib/hooks';
import { money, when } from '../../lib/format';
import { can } from '../../lib/permissions';
import { useStaff } from '../../lib/use-staff';
import { PageHead, Pill } from '../../components/ui';
import { Modal } from '../../components/overlay';
import { Table, type Column } from '../../components/table';

type Row = ApiReply<'responsible.admin.affordability'>['rows'][number];

/**
 * Affordability reviews: members whose net deposits of 30 days passed the threshold; their deposits
 * are held until decided here (approve with a note, set a deposit limit, or impose a time-out; audited).
 */
export default function AffordabilityPage() {
  const { t } = useTranslation();
  const queue = useAdminQuery('responsible.admin.affordability');
  const role = useStaff()?.role ?? '';
  const [deciding, setDeciding] = useState<Row | null>(null);
  const mayDecide = can(role, 'responsible.admin.affordabilityDecide');
  const columns: Column<Row>[] = [
    { key: 'username', title: t('members.username'), render: (r) => <strong>{r.username}</strong> },
    { key: 'opened', title: t('affordability.openedAt'), render: (r) => when(r.opened_at) },
    { key: 'net', title: t('affordability.net'), align: 'right', render: (r) => <span className="mono">{money(r.net_deposits)}</span> },
    {
      key: 'state',
      title: t('queues.state'),
      render: (r) => <Pill tone={r.state === 'open' ? 'warn' : 'good'}>{t(`affordability.states.${r.state}`)}</Pill>,
    },
    { key: 'decided', title: t('affordability.decided'), render: (r) => (r.decided_at ? `${when(r.decided_at)} · ${r.decided_by ?? ''}` : '—') },
    { key: 'note', title: t('affordability.note'), render: (r) => r.note },
    {
      key: 'act',
      title: '',
      render: (r) =>
        r.state === 'open' && mayDecide ? (
          <button type="button" className="btn btn-ghost" data-testid={`decide-${r.id}`} onClick={() => setDeciding(r)}>
            {t('affordability.decide')}
          </button>
        ) : null,
    },
  ];
  return (
    <>
      <PageHead title={t('nav.affordability')} />
      <p className="muted">{queue.data && t('affordability.rules', { threshold: money(queue.data.threshold) })}</p>
      <div className="card">
        <Table
          testId="affordability-table"
          columns={columns}
          rows={queue.data?.rows}
          loading={queue.isLoading}
          error={queue.error}
          retry={() => void queue.refetch()}
          rowKey={(r) => r.id}
        />
      </div>
      {deciding && <Decide row={deciding} onClose={() => setDeciding(null)} />}
    </>
  );
}

function Decide({ row, onClose }: { row: Row; onClose: () => void }) {
  const { t } = useTranslation();
  const [decision, setDecision] = useState<AffordabilityDecision>('approve');
  const [note, setNote] = useState('');
  const [period, setPeriod] = useState<LimitPeriod>('month');
  const [value, setValue] = useState('');
  const [days, setDays] = useState('7');
  const decide = useAdminAction('responsible.admin.affordabilityDecide', {
    invalidates: ['responsible.admin.affordability', 'responsible.admin.member'] as const,
    onDone: onClose,
  });
  return (
    <Modal title={`${t('affordability.decide')} · ${row.username}`} onClose={onClose}>
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault();
          decide.mutate({
            id: row.id,
            decision,
            note: note.trim(),
            ...(decision === 'limit' ? { period, value: value.trim() } : {}),
            ...(decision === 'timeout' ? { days: Number(days) } : {}),
          });
        }}
      >
        <label className="field">
          <span>{t('affordability.decision')}</span>
          <select name="decision" value={decision} onChange={(e) => setDecision(e.target.value as AffordabilityDecision)}>
            {AFFORDABILITY_DECISIONS.map((d) => (
              <option key={d} value={d}>
                {t(`affordability.decisions.${d}`)}
              </option>
            ))}
          </select>
        </label>
        {decision === 'limit' && (
          <>
            <label className="field">
              <span>{t('protection.period')}</span>
              <select name="period" value={period} onChange={(e) => setPeriod(e.target.value as LimitPeriod)}>
                {LIMIT_PERIODS.map((p) => (
                  <option key={p} value={p}>
                    {t(`protection.periods.${p}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              <span>{t('protection.value')}</span>
              <input name="value" inputMode="decimal" value={value} onChange={(e) => setValue(e.target.value)} required />
            </label>
          </>
        )}
        {decision === 'timeout' && (
          <label className="field">
            <span>{t('protection.days')}</span>
            <input name="days" type="number" min={TIMEOUT_DAYS.min} max={TIMEOUT_DAYS.max} value={days} onChange={(e) => setDays(e.target.value)} required />
          </label>
        )}
        <label className="field">
          <span>{t('affordability.note')}</span>
          <textarea name="note" rows={2} maxLength={200} value={note} onChange={(e) => setNote(e.target.value)} required />
        </label>
        <div className="form-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={decide.isPending || note.trim().length === 0}>
            {t('common.confirm')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
