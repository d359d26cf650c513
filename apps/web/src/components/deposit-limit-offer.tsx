import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LIMIT_PERIODS, type LimitOfferPlace, type LimitPeriod } from '@portal/contracts';
import { useIdempotentSend } from '../lib/idempotency';
import { useFormSubmit } from '../lib/use-form-submit';
import { responsibleKeys } from '../lib/responsible-state';
import { Field } from './field';

/**
 * Before the first deposit (after every registration path, and on the first top-up page): a
 * deposit limit offered, daily, weekly or monthly, set at once, or gone on without. The server
 * records either answer with its place (staff see it); then the member goes on (`onDone`).
 */
export function DepositLimitOffer({ place, onDone }: { place: LimitOfferPlace; onDone: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const sendOnce = useIdempotentSend();
  const [value, setValue] = useState('');
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const answer = useMutation({
    mutationFn: (a: { choice: 'set' | 'declined'; value?: string }) =>
      sendOnce('responsible.offer', a.choice === 'set' ? { place, choice: 'set', period, value: a.value } : { place, choice: 'declined' }),
    onSettled: () => client.invalidateQueries({ queryKey: responsibleKeys.all }),
  });
  const submitAnswer = useFormSubmit(answer, { onSuccess: onDone });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void submitAnswer({ choice: 'set', value: value.trim() });
  };
  return (
    <form className="auth-form" onSubmit={submit} noValidate data-testid="deposit-limit-offer">
      <p className="hint">{t(place === 'first_deposit' ? 'responsible.firstDepositOffer' : 'responsible.registerOffer')}</p>
      <div className="field">
        <label htmlFor="deposit_limit_period">{t('responsible.offerPeriod')}</label>
        <select id="deposit_limit_period" name="deposit_limit_period" value={period} onChange={(e) => setPeriod(e.target.value as LimitPeriod)}>
          {LIMIT_PERIODS.map((p) => (
            <option key={p} value={p}>
              {t(`responsible.period_${p}`)}
            </option>
          ))}
        </select>
      </div>
      <Field
        label={t('responsible.limitName', { period: t(`responsible.period_${period}`), kind: t('responsible.kind_deposit') })}
        name="deposit_limit"
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('responsible.registerPlaceholder')}
        addon={<span className="field-unit">CNY</span>}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <button type="submit" className="btn btn-gold btn-block" disabled={answer.isPending} data-testid="deposit-limit-set">
        {answer.isPending ? t('common.loading') : t('responsible.save')}
      </button>
      <button
        type="button"
        className="btn btn-ghost btn-block"
        data-testid="deposit-limit-skip"
        disabled={answer.isPending}
        onClick={() => void submitAnswer({ choice: 'declined' })}
      >
        {t('responsible.registerSkip')}
      </button>
    </form>
  );
}
