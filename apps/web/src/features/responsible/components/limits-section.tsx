import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMIT_KINDS, LIMIT_PERIODS, type ResponsibleChangeItem, type ResponsibleLimitItem, type ResponsibleState } from '@portal/contracts';
import { DataTable, type Column } from '../../../components/table';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { formatDateTime } from '../../../lib/dates';
import { useCancelChange, useSetLimit } from '../api/change-responsible';
import { limitName, limitValue } from './format';

interface Props {
  state: ResponsibleState | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
}

/** The limits in force (used, left, reset), the form to set, raise, lower or remove one, the pending changes and the history. */
export function LimitsSection({ state, loading, error, onRetry }: Props) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<string>(LIMIT_KINDS[0]);
  const [period, setPeriod] = useState<string>(LIMIT_PERIODS[0]);
  const [value, setValue] = useState('');
  const setLimit = useFormSubmit(useSetLimit(), { onSuccess: () => setValue('') });
  const cancel = useFormSubmit(useCancelChange());
  const send = (v: string | null) => setLimit({ kind, period, value: v } as never);

  const limitColumns: Column<ResponsibleLimitItem>[] = [
    { key: 'name', title: t('responsible.kind'), render: (l) => limitName(t, l.kind, l.period) },
    { key: 'value', title: t('responsible.value'), align: 'right', render: (l) => limitValue(t, l.kind, l.value) },
    {
      key: 'used',
      title: t('responsible.used'),
      align: 'right',
      render: (l) => (
        <>
          {limitValue(t, l.kind, l.used)}
          {l.awaiting && l.awaiting !== '0.00' && (
            <small className="muted limit-awaiting" data-testid={`limit-awaiting-${l.period}`}>
              {t('responsible.awaiting', { amount: limitValue(t, l.kind, l.awaiting) })}
            </small>
          )}
        </>
      ),
    },
    { key: 'left', title: t('responsible.left'), align: 'right', render: (l) => limitValue(t, l.kind, l.left) },
    { key: 'reset', title: t('responsible.resetsAt'), render: (l) => <span className="nowrap">{formatDateTime(l.resets_at)}</span> },
  ];
  const change = (c: ResponsibleChangeItem) =>
    `${limitValue(t, c.kind, c.previous ?? null).replace(t('responsible.removed'), t('responsible.none'))} → ${limitValue(t, c.kind, c.value)}`;
  const pendingColumns: Column<ResponsibleChangeItem>[] = [
    { key: 'name', title: t('responsible.kind'), render: (c) => limitName(t, c.kind, c.period) },
    { key: 'change', title: t('responsible.change'), render: change },
    { key: 'effective', title: t('responsible.effectiveAt'), render: (c) => <span className="nowrap">{formatDateTime(c.effective_at)}</span> },
    {
      key: 'cancel',
      title: '',
      align: 'center',
      render: (c) => (
        <button type="button" className="btn btn-ghost btn-small" data-testid={`cancel-change-${c.id}`} onClick={() => void cancel({ id: c.id })}>
          {t('responsible.cancel')}
        </button>
      ),
    },
  ];
  const historyColumns: Column<ResponsibleChangeItem>[] = [
    { key: 'asked', title: t('responsible.requestedAt'), render: (c) => <span className="nowrap">{formatDateTime(c.requested_at)}</span> },
    { key: 'name', title: t('responsible.kind'), render: (c) => limitName(t, c.kind, c.period) },
    { key: 'change', title: t('responsible.change'), render: change },
    { key: 'effective', title: t('responsible.effectiveAt'), render: (c) => <span className="nowrap">{formatDateTime(c.effective_at)}</span> },
    { key: 'state', title: t('responsible.state'), align: 'center', render: (c) => t(`responsible.state_${c.state}`) },
  ];
  const common = { loading, error, onRetry };
  return (
    <>
      <section className="rg-section" data-testid="rg-limits">
        <h3>{t('responsible.limits')}</h3>
        <DataTable
          columns={limitColumns}
          rows={state?.limits}
          rowKey={(l) => `${l.kind}:${l.period}`}
          emptyText={t('responsible.noLimits')}
          label={t('responsible.limits')}
          testId="rg-limit-table"
          {...common}
        />
        <form
          className="rg-form"
          onSubmit={(e) => {
            e.preventDefault();
            void send(value.trim());
          }}
        >
          <label className="field">
            <span className="field-label">{t('responsible.kind')}</span>
            <span className="field-box">
              <select className="field-select" name="kind" aria-label={t('responsible.kind')} value={kind} onChange={(e) => setKind(e.target.value)}>
                {LIMIT_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(`responsible.kind_${k}`, { defaultValue: k })}
                  </option>
                ))}
              </select>
            </span>
          </label>
          <label className="field">
            <span className="field-label">{t('responsible.period')}</span>
            <span className="field-box">
              <select className="field-select" name="period" aria-label={t('responsible.period')} value={period} onChange={(e) => setPeriod(e.target.value)}>
                {LIMIT_PERIODS.map((p) => (
                  <option key={p} value={p}>
                    {t(`responsible.period_${p}`, { defaultValue: p })}
                  </option>
                ))}
              </select>
            </span>
          </label>
          <label className="field">
            <span className="field-label">{t('responsible.newValue')}</span>
            <span className="field-box">
              <input
                name="value"
                inputMode="decimal"
                aria-label={t('responsible.newValue')}
                placeholder={t('responsible.valuePlaceholder')}
                value={value}
                onChange={(e) => setValue(e.target.value)}
              />
            </span>
          </label>
          <div className="rg-actions">
            <button type="submit" className="btn btn-gold" data-testid="rg-set-limit">
              {t('responsible.save')}
            </button>
            {state?.limits.some((l) => l.kind === kind && l.period === period) && (
              <button type="button" className="btn btn-ghost" data-testid="rg-remove-limit" onClick={() => void send(null)}>
                {t('responsible.remove')}
              </button>
            )}
          </div>
        </form>
        <p className="hint">{t('responsible.rule')}</p>
      </section>
      <section className="rg-section" data-testid="rg-pending">
        <h3>{t('responsible.pending')}</h3>
        <DataTable
          columns={pendingColumns}
          rows={state?.pending}
          rowKey={(c) => c.id}
          emptyText={t('responsible.noPending')}
          label={t('responsible.pending')}
          testId="rg-pending-table"
          {...common}
        />
      </section>
      <section className="rg-section" data-testid="rg-history">
        <h3>{t('responsible.history')}</h3>
        <DataTable
          columns={historyColumns}
          rows={state?.history}
          rowKey={(c) => c.id}
          emptyText={t('responsible.noHistory')}
          label={t('responsible.history')}
          testId="rg-history-table"
          {...common}
        />
      </section>
    </>
  );
}
