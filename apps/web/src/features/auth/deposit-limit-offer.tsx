import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { useIdempotentSend } from '../../lib/idempotency';
import { useFormSubmit } from '../../lib/use-form-submit';
import { Field } from '../../components/field';
import { AuthSubmit } from './auth-shell';

/**
 * After registration, the optional step: a daily deposit limit (player protection), set at once,
 * or skipped. Either way the member goes on (`onDone`); the responsible gaming page sets any other.
 */
export function DepositLimitOffer({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const sendOnce = useIdempotentSend();
  const [value, setValue] = useState('');
  const setLimit = useMutation({ mutationFn: (v: string) => sendOnce('responsible.setLimit', { kind: 'deposit', period: 'day', value: v }) });
  const submitLimit = useFormSubmit(setLimit, { onSuccess: onDone });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void submitLimit(value.trim());
  };
  return (
    <form className="auth-form" onSubmit={submit} noValidate data-testid="deposit-limit-offer">
      <p className="hint">{t('responsible.registerOffer')}</p>
      <Field
        label={t('responsible.limitName', { period: t('responsible.period_day'), kind: t('responsible.kind_deposit') })}
        name="deposit_limit"
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('responsible.registerPlaceholder')}
        addon={<span className="field-unit">CNY</span>}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <AuthSubmit busy={setLimit.isPending} label={t('responsible.save')} testId="deposit-limit-set" />
      <button type="button" className="btn btn-ghost btn-block" data-testid="deposit-limit-skip" onClick={onDone}>
        {t('responsible.registerSkip')}
      </button>
    </form>
  );
}
