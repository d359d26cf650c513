import {
  BIND_CARD_ORDER,
  BIND_USDT_ORDER,
  bindCardSchema,
  parseInOrder,
  DEPOSIT_ORDER,
  depositSchema,
  toScaled,
  WITHDRAWAL_ORDER,
  withdrawalFormSchema,
  type BindCardForm,
} from '@portal/contracts';
import type { FormCheck } from '../../lib/use-form-submit';
import type { DepositForm } from './api/create-deposit';
import type { WithdrawalForm } from './api/request-withdrawal';

// The form checks of spec §5 are the contracts' schemas, in the forms' field order: the forms
// refuse exactly what the server would, with the same texts, before anything is sent.

export interface Range {
  min: string;
  max: string;
}

/** Within the way's range (the server checks it too; the form says it before sending). */
export function inRange(amount: string, range: Range): boolean {
  const a = toScaled(amount, 2);
  return a >= toScaled(range.min, 2) && a <= toScaled(range.max, 2);
}

export function checkDeposit(form: DepositForm, range: Range): FormCheck {
  const parsed = parseInOrder(depositSchema, form, DEPOSIT_ORDER);
  if (!parsed.ok) return parsed;
  if (!inRange(parsed.data.amount, range)) return { ok: false, key: 'cashier.amountOutOfRange', field: 'amount', params: { min: range.min, max: range.max } };
  return { ok: true };
}

export function checkWithdrawal(form: WithdrawalForm): FormCheck {
  return parseInOrder(withdrawalFormSchema, { ...form, bank: form.bank ?? undefined }, WITHDRAWAL_ORDER);
}

export function checkBindCard(form: BindCardForm): FormCheck {
  return parseInOrder(bindCardSchema, form, Number(form.type) === 2 ? BIND_USDT_ORDER : BIND_CARD_ORDER);
}
