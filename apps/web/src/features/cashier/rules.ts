import {
  BIND_CARD_ORDER,
  BIND_USDT_ORDER,
  bindCardSchema,
  parseInOrder,
  RECHARGE_ORDER,
  rechargeSchema,
  toScaled,
  WITHDRAW_ORDER,
  withdrawFormSchema,
  type BindCardForm,
  type BindCardInput,
  type RechargeInput,
  type WithdrawInput,
} from '@portal/contracts';
import { ruleMessage } from '../../i18n/rule-message';

// The form checks of spec §5 are the contracts' schemas, in the forms' field order: the forms
// refuse exactly what the server would, with the same texts. Each returns the parsed body or the
// first broken rule's text.

export type Checked<T> = { ok: true; data: T } | { ok: false; message: string };

export interface Range {
  min: string;
  max: string;
}

/** Within the way's range (the server's check too; the form says it before sending). */
export function inRange(amount: string, range: Range): boolean {
  const a = toScaled(amount, 2);
  return a >= toScaled(range.min, 2) && a <= toScaled(range.max, 2);
}

export function checkDeposit(form: Record<string, string>, range: Range): Checked<RechargeInput> {
  const parsed = parseInOrder(rechargeSchema, form, RECHARGE_ORDER);
  if (!parsed.ok) return { ok: false, message: ruleMessage(parsed.key) };
  if (!inRange(parsed.data.amount, range)) return { ok: false, message: ruleMessage('cashier.amountOutOfRange', { min: range.min, max: range.max }) };
  return parsed;
}

export function checkWithdraw(form: { bank: number | null; amount: string; password: string }): Checked<WithdrawInput> {
  const parsed = parseInOrder(withdrawFormSchema, { ...form, bank: form.bank ?? undefined }, WITHDRAW_ORDER);
  return parsed.ok ? parsed : { ok: false, message: ruleMessage(parsed.key) };
}

export function checkBindCard(form: BindCardForm): Checked<BindCardInput> {
  const parsed = parseInOrder(bindCardSchema, form, form.type === 2 ? BIND_USDT_ORDER : BIND_CARD_ORDER);
  return parsed.ok ? parsed : { ok: false, message: ruleMessage(parsed.key) };
}
