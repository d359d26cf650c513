import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { Field } from '../../../components/field';
import { useBanks } from '../api/get-banks';
import { useBindCard } from '../api/bind-card';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { checkBindCard } from '../rules';

const EMPTY = { bank_owner: '', bank: '', bank_address: '', bank_no: '', pay_pass: '' };
type BindCardForm = typeof EMPTY;

/** Bind a bank card (spec §5): owner, bank from /api/banklist, branch address, number (>= 8 digits), withdrawal password (6-18). */
export function BindCardDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const banks = useBanks();
  const bind = useBindCard();
  const [form, setForm] = useState<BindCardForm>(EMPTY);
  const set = (field: keyof BindCardForm) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setForm((f) => ({ ...f, [field]: e.target.value }));

  const submitCard = useFormSubmit(bind, { check: checkBindCard, onSuccess: onClose });
  const submit = () => void submitCard({ type: 1, ...form });

  return (
    <Dialog
      open
      width={460}
      title={t('cashier.bindCardTitle')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="button" className="btn btn-gold" disabled={bind.isPending} onClick={submit} data-testid="bind-card-submit">
            {t('cashier.bindSubmit')}
          </button>
        </>
      }
    >
      <form
        className="dialog-form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        noValidate
        data-testid="bind-card-form"
      >
        <Field
          label={t('cashier.cardOwner')}
          name="bank_owner"
          maxLength={32}
          autoComplete="name"
          value={form.bank_owner}
          onChange={set('bank_owner')}
          placeholder={t('cashier.cardOwnerPlaceholder')}
        />
        <label className="field" htmlFor="bind-bank">
          <span className="field-label">{t('cashier.bank')}</span>
          <span className="field-box">
            <select
              id="bind-bank"
              name="bank"
              className="field-select"
              aria-label={t('cashier.bank')}
              value={form.bank}
              onChange={set('bank')}
              disabled={banks.isPending}
            >
              <option value="">{banks.isPending ? t('common.loading') : banks.isError ? t('common.loadFailed') : t('cashier.chooseBank')}</option>
              {banks.data?.map((b) => (
                <option key={b.bank_name} value={b.bank_name}>
                  {b.bank_name}
                </option>
              ))}
            </select>
          </span>
        </label>
        <Field
          label={t('cashier.bankAddress')}
          name="bank_address"
          maxLength={64}
          autoComplete="off"
          value={form.bank_address}
          onChange={set('bank_address')}
          placeholder={t('cashier.bankAddressPlaceholder')}
        />
        <Field
          label={t('cashier.cardNo')}
          name="bank_no"
          maxLength={24}
          inputMode="numeric"
          autoComplete="off"
          value={form.bank_no}
          onChange={set('bank_no')}
          placeholder={t('cashier.cardNoMinPlaceholder')}
        />
        <Field
          label={t('cashier.payPassword')}
          name="pay_pass"
          type="password"
          maxLength={18}
          autoComplete="off"
          value={form.pay_pass}
          onChange={set('pay_pass')}
          placeholder={t('cashier.payPasswordPlaceholder')}
        />
        <button type="submit" hidden />
      </form>
    </Dialog>
  );
}
