import { useState } from 'react';
import { DEFAULT_PROTOCOL, USDT_PROTOCOLS, type BindCardForm } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { Field } from '../../../components/field';
import { useBanks } from '../api/get-banks';
import { useBindCard } from '../api/bind-card';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { checkBindCard } from '../rules';

/** The dialog's fields, named as /api/bindcard reads them: a USDT address keeps its protocol in bank_owner and the address in bank_no. */
const EMPTY = { bank_owner: '', bank: '', bank_address: '', bank_no: '', pay_pass: '' };
type BindFields = typeof EMPTY;
type FieldsProps = { form: BindFields; set: (field: keyof BindFields, value: string) => void };

/** Binding a bank card (spec §5): owner, bank from /api/banklist, branch address, number (>= 8 digits), withdrawal password (6-18). */
function BankCardFields({ form, set }: FieldsProps) {
  const { t } = useTranslation();
  const banks = useBanks();
  return (
    <>
      <Field
        label={t('cashier.cardOwner')}
        name="bank_owner"
        maxLength={32}
        autoComplete="name"
        value={form.bank_owner}
        onChange={(e) => set('bank_owner', e.target.value)}
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
            onChange={(e) => set('bank', e.target.value)}
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
        onChange={(e) => set('bank_address', e.target.value)}
        placeholder={t('cashier.bankAddressPlaceholder')}
      />
      <Field
        label={t('cashier.cardNo')}
        name="bank_no"
        maxLength={24}
        inputMode="numeric"
        autoComplete="off"
        value={form.bank_no}
        onChange={(e) => set('bank_no', e.target.value)}
        placeholder={t('cashier.cardNoMinPlaceholder')}
      />
      <PayPasswordField form={form} set={set} />
    </>
  );
}

/** Binding a USDT address (spec §3, §5): its protocol, the address and the withdrawal password. */
function UsdtAddressFields({ form, set }: FieldsProps) {
  const { t } = useTranslation();
  const protocol = form.bank_owner;
  return (
    <>
      <div className="field">
        <span className="field-label">{t('cashier.protocol')}</span>
        <div className="segmented" role="radiogroup" aria-label={t('cashier.protocol')}>
          {USDT_PROTOCOLS.map((p) => (
            <button
              key={p}
              type="button"
              role="radio"
              aria-checked={protocol === p}
              className={protocol === p ? 'active' : ''}
              data-testid={`bind-protocol-${p}`}
              onClick={() => set('bank_owner', p)}
            >
              {p}
            </button>
          ))}
        </div>
      </div>
      <Field
        label={t('cashier.usdtAddress')}
        name="address"
        maxLength={64}
        autoComplete="off"
        spellCheck={false}
        value={form.bank_no}
        onChange={(e) => set('bank_no', e.target.value)}
        placeholder={t(protocol === 'ERC20' ? 'cashier.erc20Placeholder' : 'cashier.trc20Placeholder')}
      />
      <PayPasswordField form={form} set={set} />
      <p className="hint">{t('cashier.bindUsdtHint')}</p>
    </>
  );
}

function PayPasswordField({ form, set }: FieldsProps) {
  const { t } = useTranslation();
  return (
    <Field
      label={t('cashier.payPassword')}
      name="pay_pass"
      type="password"
      maxLength={18}
      autoComplete="off"
      value={form.pay_pass}
      onChange={(e) => set('pay_pass', e.target.value)}
      placeholder={t('cashier.payPasswordPlaceholder')}
    />
  );
}

/** What differs between the two: the dialog's size, title and test ids, the fields, and the form /api/bindcard is sent. */
const KINDS = {
  bank: {
    width: 460,
    title: 'cashier.bindCardTitle',
    testId: 'bind-card',
    empty: EMPTY,
    Fields: BankCardFields,
    request: (form: BindFields): BindCardForm => ({ type: 1, ...form }),
  },
  usdt: {
    width: 480,
    title: 'cashier.bindUsdtTitle',
    testId: 'bind-usdt',
    empty: { ...EMPTY, bank_owner: DEFAULT_PROTOCOL },
    Fields: UsdtAddressFields,
    request: (f: BindFields): BindCardForm => ({ type: 2, bank: 'USDT', bank_no: f.bank_no, bank_owner: f.bank_owner, pay_pass: f.pay_pass }),
  },
} as const;

export type BindKind = keyof typeof KINDS;

/** Bind a bank card or a USDT address: the fields, the withdrawal password, the rules checked in order, one request, its toast; closes once bound. */
export function BindDialog({ kind, onClose }: { kind: BindKind; onClose: () => void }) {
  const { t } = useTranslation();
  const { width, title, testId, empty, Fields, request } = KINDS[kind];
  const bind = useBindCard();
  const [form, setForm] = useState<BindFields>(empty);
  const set = (field: keyof BindFields, value: string) => setForm((f) => ({ ...f, [field]: value }));

  const submitForm = useFormSubmit(bind, { check: checkBindCard, onSuccess: onClose });
  const submit = () => void submitForm(request(form));

  return (
    <Dialog
      open
      width={width}
      title={t(title)}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="button" className="btn btn-gold" disabled={bind.isPending} onClick={submit} data-testid={`${testId}-submit`}>
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
        data-testid={`${testId}-form`}
      >
        <Fields form={form} set={set} />
        <button type="submit" hidden />
      </form>
    </Dialog>
  );
}
