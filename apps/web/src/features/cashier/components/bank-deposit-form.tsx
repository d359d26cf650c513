import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field';
import { Empty, LoadError, Spinner } from '../../../components/states';
import { ruleMessage } from '../../../i18n/rule-message';
import { useBanks } from '../api/get-banks';
import { usePayBanks } from '../api/get-pay-banks';
import { useCreateDeposit } from '../api/create-deposit';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { checkDeposit } from '../rules';
import { AmountField } from './amount-field';
import { CopyButton } from './copy-button';
import { useDepositRange } from './use-range';
import { useKeptState } from '../../../lib/kept-state';

/** Spec §4: after a bank deposit the member goes to the financial record after 2 s. */
export const AFTER_BANK_DEPOSIT_MS = 2_000;
const EMPTY = { bank_owner: '', bank: '', bank_no: '', bank_address: '', amount: '' };
type BankDepositForm = typeof EMPTY;

/** Where to transfer to: the portal's receiving accounts (/api/getpaybank). */
function ReceivingAccounts() {
  const { t } = useTranslation();
  const accounts = usePayBanks();
  if (accounts.isPending) return <Spinner />;
  if (accounts.isError) return <LoadError onRetry={() => void accounts.refetch()} />;
  if (accounts.data.length === 0) return <Empty text={t('cashier.noReceivingAccount')} />;
  return (
    <ul className="receiving-list" data-testid="receiving-accounts">
      {accounts.data.map((a) => (
        <li key={a.bank_no} className="receiving-card">
          <div className="receiving-bank">{a.bank_data.bank_name}</div>
          <dl>
            <dt>{t('cashier.payee')}</dt>
            <dd>
              {a.bank_owner} <CopyButton text={a.bank_owner} />
            </dd>
            <dt>{t('cashier.payeeAccount')}</dt>
            <dd className="mono">
              {a.bank_no} <CopyButton text={a.bank_no} />
            </dd>
            <dt>{t('cashier.payeeBranch')}</dt>
            <dd>{a.bank_address}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** Bank transfer deposit (spec §2.5, §5): who paid, from which bank and card, and how much. */
export function BankDepositForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const banks = useBanks();
  const range = useDepositRange('bank');
  const deposit = useCreateDeposit();
  // cached (spec §2.4): what was typed is still there when the member comes back, until the order is made
  const [form, setForm] = useKeptState<BankDepositForm>('recharge.bank.form', EMPTY, (v) => typeof v === 'object' && v !== null && !Array.isArray(v));
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const set = (field: keyof BankDepositForm) => (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [field]: e.target.value }));

  // The reply's message is the order number: the member is told the order awaits review instead.
  const submitDeposit = useFormSubmit(
    {
      mutateAsync: async (input: BankDepositForm) => ({
        ...(await deposit.mutateAsync({ paytype: 'bank', ...input })),
        message: ruleMessage('common.submittedForReview'),
      }),
    },
    {
      check: (input) => checkDeposit({ paytype: 'bank', ...input }, range),
      onSuccess: () => {
        setDone(true);
        setForm(EMPTY);
        timer.current = setTimeout(() => void navigate('/mine/transRecord'), AFTER_BANK_DEPOSIT_MS);
      },
    },
  );
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!done) void submitDeposit(form);
  };

  return (
    <div className="cashier-split">
      <form className="cashier-form" onSubmit={submit} noValidate data-testid="bank-form">
        <Field
          label={t('cashier.depositor')}
          name="bank_owner"
          maxLength={32}
          autoComplete="name"
          placeholder={t('cashier.depositorPlaceholder')}
          value={form.bank_owner}
          onChange={set('bank_owner')}
        />
        <Field
          label={t('cashier.bank')}
          name="bank"
          maxLength={32}
          list="cashier-banks"
          autoComplete="off"
          placeholder={t('cashier.bankPlaceholder')}
          value={form.bank}
          onChange={set('bank')}
        />
        <datalist id="cashier-banks">
          {banks.data?.map((b) => (
            <option key={b.bank_name} value={b.bank_name} />
          ))}
        </datalist>
        <Field
          label={t('cashier.cardNo')}
          name="bank_no"
          maxLength={24}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('cashier.cardNoPlaceholder')}
          value={form.bank_no}
          onChange={set('bank_no')}
        />
        <Field
          label={t('cashier.bankAddress')}
          name="bank_address"
          maxLength={24}
          autoComplete="off"
          placeholder={t('cashier.bankAddressPlaceholder')}
          value={form.bank_address}
          onChange={set('bank_address')}
        />
        <AmountField value={form.amount} onChange={(amount) => setForm((f) => ({ ...f, amount }))} range={range} />
        <button type="submit" className="btn btn-gold btn-block" disabled={deposit.isPending || done} data-testid="deposit-submit">
          {deposit.isPending ? t('cashier.submitting') : t('cashier.submitDeposit')}
        </button>
      </form>
      <aside className="cashier-aside">
        <h4>{t('cashier.receivingTitle')}</h4>
        <ReceivingAccounts />
        <ol className="cashier-steps">
          <li>{t('cashier.bankStep1')}</li>
          <li>{t('cashier.bankStep2')}</li>
          <li>{t('cashier.bankStep3')}</li>
        </ol>
      </aside>
    </div>
  );
}
