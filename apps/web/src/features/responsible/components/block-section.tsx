import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXCLUSION_PERIODS, TIMEOUT_DAYS, type ExclusionPeriod, type ResponsibleBlockItem } from '@portal/contracts';
import { Dialog } from '../../../components/dialog';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { beijing, formatDateTime } from '../../../lib/dates';
import { useExcludeSelf, useReopen, useTakeTimeout } from '../api/change-responsible';

const TIMEOUT_CHOICES = [1, 3, 7, 14, 30, TIMEOUT_DAYS.max] as const;

/** The running time-out or exclusion and what it means; else the forms to start one, each confirmed in words before it is sent. */
export function BlockSection({ block }: { block: ResponsibleBlockItem | null | undefined }) {
  const { t } = useTranslation();
  return (
    <section className="rg-section" data-testid="rg-block">
      <h3>{t('responsible.block')}</h3>
      {block && (
        <div className="rg-block-running" data-testid="rg-block-running">
          <strong>
            {block.ends_at === null
              ? t('responsible.blockIndefinite')
              : t(block.kind === 'timeout' ? 'responsible.blockTimeout' : 'responsible.blockExclusion', { until: formatDateTime(block.ends_at) })}
          </strong>
        </div>
      )}
      {block?.kind === 'exclusion' && (block.ended || block.ends_at === null) && <ReopenForm block={block} />}
      <p className="hint">{t('responsible.blockMeans')}</p>
      <div className="rg-columns">
        <TimeoutForm />
        <ExclusionForm />
      </div>
    </section>
  );
}

function TimeoutForm() {
  const { t } = useTranslation();
  const [days, setDays] = useState<number>(TIMEOUT_CHOICES[0]);
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState(false);
  const submit = useFormSubmit(useTakeTimeout(), { onSuccess: () => setPassword('') });
  const until = formatDateTime(beijing().add(days, 'day').toDate());
  return (
    <form
      className="rg-form rg-card"
      data-testid="rg-timeout"
      onSubmit={(e) => {
        e.preventDefault();
        setConfirming(true);
      }}
    >
      <h4>{t('responsible.timeout')}</h4>
      <p className="hint">{t('responsible.timeoutHint')}</p>
      <label className="field">
        <span className="field-label">{t('responsible.days')}</span>
        <span className="field-box">
          <select className="field-select" name="days" aria-label={t('responsible.days')} value={days} onChange={(e) => setDays(Number(e.target.value))}>
            {TIMEOUT_CHOICES.map((d) => (
              <option key={d} value={d}>
                {t('responsible.daysN', { n: d })}
              </option>
            ))}
          </select>
        </span>
      </label>
      <PasswordField value={password} onChange={setPassword} name="timeout-password" />
      <button type="submit" className="btn btn-gold" data-testid="rg-timeout-submit">
        {t('responsible.timeoutSubmit')}
      </button>
      <Dialog
        open={confirming}
        title={t('responsible.timeout')}
        onClose={() => setConfirming(false)}
        footer={
          <>
            <button type="button" className="btn btn-ghost" onClick={() => setConfirming(false)}>
              {t('responsible.back')}
            </button>
            <button
              type="button"
              className="btn btn-gold"
              data-testid="rg-timeout-confirm"
              onClick={() => {
                setConfirming(false);
                void submit({ days, password });
              }}
            >
              {t('responsible.confirm')}
            </button>
          </>
        }
      >
        <p data-testid="rg-timeout-text">{t('responsible.timeoutConfirm', { n: days, until })}</p>
      </Dialog>
    </form>
  );
}

function ExclusionForm() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<ExclusionPeriod>(EXCLUSION_PERIODS[0]);
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [understood, setUnderstood] = useState(false);
  const submit = useFormSubmit(useExcludeSelf(), { onSuccess: () => setPassword('') });
  const close = () => {
    setConfirming(false);
    setUnderstood(false);
  };
  return (
    <form
      className="rg-form rg-card"
      data-testid="rg-exclusion"
      onSubmit={(e) => {
        e.preventDefault();
        setConfirming(true);
      }}
    >
      <h4>{t('responsible.exclusion')}</h4>
      <p className="hint">{t('responsible.exclusionHint')}</p>
      <div className="rg-choices" role="radiogroup" aria-label={t('responsible.exclusion')}>
        {EXCLUSION_PERIODS.map((p) => (
          <label key={p} className="rg-choice">
            <input type="radio" name="exclusion-period" value={p} checked={period === p} onChange={() => setPeriod(p)} />
            {t(`responsible.excl_${p}`)}
          </label>
        ))}
      </div>
      <PasswordField value={password} onChange={setPassword} name="exclusion-password" />
      <button type="submit" className="btn rg-danger" data-testid="rg-exclusion-submit">
        {t('responsible.exclusionSubmit')}
      </button>
      <Dialog
        open={confirming}
        title={t('responsible.exclusionConfirmTitle')}
        onClose={close}
        width={520}
        footer={
          <>
            <button type="button" className="btn btn-ghost" onClick={close}>
              {t('responsible.back')}
            </button>
            <button
              type="button"
              className="btn btn-gold"
              data-testid="rg-exclusion-confirm"
              disabled={!understood}
              onClick={() => {
                close();
                void submit({ period, password });
              }}
            >
              {t('responsible.confirm')}
            </button>
          </>
        }
      >
        <p data-testid="rg-exclusion-text">{t('responsible.exclusionConfirm', { period: t(`responsible.excl_${period}`) })}</p>
        <label className="rg-choice">
          <input type="checkbox" data-testid="rg-exclusion-understood" checked={understood} onChange={(e) => setUnderstood(e.target.checked)} />
          {t('responsible.understand')}
        </label>
      </Dialog>
    </form>
  );
}

/**
 * Cooling-off (docs/player-protection.md#cooling-off): an ended exclusion reopens only when the member
 * asks, 24 hours later; an indefinite one can be asked to end after 6 months, for staff to review.
 */
function ReopenForm({ block }: { block: ResponsibleBlockItem }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const submit = useFormSubmit(useReopen(), { onSuccess: () => setPassword('') });
  return (
    <form
      className="rg-form rg-card"
      data-testid="rg-reopen"
      onSubmit={(e) => {
        e.preventDefault();
        void submit({ password });
      }}
    >
      <h4>{t('responsible.reopen')}</h4>
      <p className="hint">{t('responsible.reopenHint')}</p>
      {block.reopens_at && <p data-testid="rg-reopens-at">{t('responsible.reopensAt', { at: formatDateTime(block.reopens_at) })}</p>}
      {block.review === 'pending' && <p data-testid="rg-review-pending">{t('responsible.reviewPending')}</p>}
      {block.review === 'refused' && <p>{t('responsible.reviewRefused')}</p>}
      {!block.reopens_at && block.review !== 'pending' && (
        <>
          <PasswordField value={password} onChange={setPassword} name="reopen-password" />
          <button type="submit" className="btn btn-gold" data-testid="rg-reopen-submit">
            {t('responsible.reopenSubmit')}
          </button>
        </>
      )}
    </form>
  );
}

function PasswordField({ value, onChange, name }: { value: string; onChange: (v: string) => void; name: string }) {
  const { t } = useTranslation();
  return (
    <label className="field">
      <span className="field-label">{t('responsible.password')}</span>
      <span className="field-box">
        <input
          type="password"
          name={name}
          autoComplete="current-password"
          aria-label={t('responsible.password')}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </span>
    </label>
  );
}
