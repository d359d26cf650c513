import i18next from 'i18next';
import { compareMoney, isMoney } from './money';

// The form checks of spec §5, in the order the forms list their fields. Each returns the first
// broken rule's text, or null. TEMPORARY: the contracts' cashier schemas replace these.
const t = (key: string, values: Record<string, string> = {}) => i18next.t(key, values);

export interface Range {
  min: string;
  max: string;
}

export function checkAmount(amount: string, range: Range): string | null {
  if (amount.trim() === '') return t('cashier.rule.amountRequired');
  if (!isMoney(amount)) return t('cashier.rule.amountInvalid');
  if (compareMoney(amount, range.min) < 0 || compareMoney(amount, range.max) > 0) return t('cashier.rule.amountRange', { min: range.min, max: range.max });
  return null;
}

export interface BankDepositForm {
  bank_owner: string;
  bank: string;
  bank_no: string;
  bank_address: string;
  amount: string;
}
export function checkBankDeposit(f: BankDepositForm, range: Range): string | null {
  if (!f.bank_owner.trim()) return t('cashier.rule.depositorRequired');
  if (!f.bank.trim()) return t('cashier.rule.bankRequired');
  if (!f.bank_no.trim()) return t('cashier.rule.cardNoRequired');
  if (f.bank_no.trim().length > 24) return t('cashier.rule.cardNoTooLong');
  if (!f.bank_address.trim()) return t('cashier.rule.bankAddressRequired');
  if (f.bank_address.trim().length > 24) return t('cashier.rule.bankAddressTooLong');
  return checkAmount(f.amount, range);
}

export interface WithdrawForm {
  bank: number | null;
  amount: string;
  password: string;
}
export function checkWithdraw(f: WithdrawForm): string | null {
  if (f.bank === null) return t('cashier.rule.addressRequired');
  if (f.amount.trim() === '' || !isMoney(f.amount) || compareMoney(f.amount, '100') < 0) return t('cashier.rule.withdrawMin');
  if (!f.password) return t('cashier.rule.payPasswordRequired');
  return null;
}

export interface BindCardForm {
  bank_owner: string;
  bank: string;
  bank_address: string;
  bank_no: string;
  pay_pass: string;
}
export function checkBindCard(f: BindCardForm): string | null {
  if (!f.bank_owner.trim()) return t('cashier.rule.ownerRequired');
  if (!f.bank.trim()) return t('cashier.rule.bankRequired');
  if (!f.bank_address.trim()) return t('cashier.rule.bankAddressRequired');
  if (!f.bank_no.trim()) return t('cashier.rule.cardNoRequired');
  if (!/^\d{8,}$/.test(f.bank_no.trim())) return t('cashier.rule.cardNoShort');
  if (f.pay_pass.length < 6 || f.pay_pass.length > 18) return t('cashier.rule.payPasswordLength');
  return null;
}

export interface BindUsdtForm {
  bank_no: string;
  bank_owner: string;
  pay_pass: string;
}
export function checkBindUsdt(f: BindUsdtForm): string | null {
  if (!f.bank_no.trim()) return t('cashier.rule.usdtAddressRequired');
  if (!f.bank_owner) return t('cashier.rule.protocolRequired');
  if (!f.pay_pass) return t('cashier.rule.payPasswordRequired');
  return null;
}
