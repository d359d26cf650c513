import { z } from 'zod';
import { fitsDigits, intInput, moneyAmount, moneyFigure } from '../common/schemas.js';
import type { MessageKey } from '../texts.js';
import { always, calendarDay, requiredText } from '../common/validation.js';
import {
  CardType,
  DEFAULT_PROTOCOL,
  HOUR_PATTERN,
  isErc20Address,
  isTrc20Address,
  isUsdtAddress,
  OrderState,
  PayWaySwitch,
  PAY_CHANNEL_WAYS,
  PAY_RANGE_TYPES,
  PAY_TYPES,
  USDT_PROTOCOLS,
  toScaled,
  type UsdtProtocol,
} from './rules.js';
import { WITHDRAW_MIN } from '../common/constants.js';

// Requests of the cashier (spec §5 messages, checked in the forms' field order). The server parses
// every body with these; the forms use the same schemas and orders.

/** Numbers or strings (the clients send both) -> trimmed string; absent or null -> ''. */
const loose = (v: unknown) => (v === undefined || v === null ? '' : typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v);
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
/** An optional text field: any string up to `max` characters (longer reports `tooLong`); absent is '' (a default, so callers may leave the key out). */
const optionalField = (tooLong: MessageKey, max: number) => z.preprocess(loose, z.string({ error: tooLong }).max(max, { error: tooLong })).default('');
/** A positive id (an int4 column) sent as a number or a digit string. */
const idOf = (key: MessageKey) => intInput(key);
const protocolOf = (key: MessageKey) =>
  z
    .preprocess(
      (v) => (v === undefined || v === null || v === '' ? DEFAULT_PROTOCOL : typeof v === 'string' ? v.trim().toUpperCase() : v),
      z.enum(USDT_PROTOCOLS, { error: key }),
    )
    .default(DEFAULT_PROTOCOL);

// ---- deposits ----

/** /api/getPayRange {type}. */
export const payRangeSchema = z.object({
  type: z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), z.enum(PAY_RANGE_TYPES, { error: 'cashier.payTypeInvalid' })),
});
export type PayRangeInput = z.infer<typeof payRangeSchema>;

/** The bank form's fields are at most 24 characters (card number, address) per spec §5; name and bank 32. */
export const DEPOSIT_FIELD_MAX = { bank_owner: 32, bank: 32, bank_no: 24, bank_address: 24 } as const;

/**
 * /api/recharge: paytype (wechat is sent as wxpay) and amount; a bank deposit also names the
 * depositor, bank, card number and branch address (spec §5, in that order); usdt takes catepay
 * ERC20 (default) or TRC20. The amount's range per way is the server's check (configured).
 */
export const depositSchema = z
  .object({
    paytype: z.preprocess(
      (v) => (typeof v === 'string' ? (v.trim().toLowerCase() === 'wechat' ? 'wxpay' : v.trim().toLowerCase()) : v),
      z.enum(PAY_TYPES, { error: 'cashier.payTypeInvalid' }),
    ),
    bank_owner: optionalField('cashier.depositorRequired', DEPOSIT_FIELD_MAX.bank_owner),
    bank: optionalField('cashier.depositBankRequired', DEPOSIT_FIELD_MAX.bank),
    bank_no: optionalField('cashier.depositCardNoTooLong', DEPOSIT_FIELD_MAX.bank_no),
    bank_address: optionalField('cashier.depositAddressTooLong', DEPOSIT_FIELD_MAX.bank_address),
    catepay: protocolOf('cashier.protocolInvalid'),
    amount: moneyAmount,
  })
  .refine((v) => v.paytype !== 'bank' || text(v.bank_owner) !== '', { error: 'cashier.depositorRequired', path: ['bank_owner'], ...always })
  .refine((v) => v.paytype !== 'bank' || text(v.bank) !== '', { error: 'cashier.depositBankRequired', path: ['bank'], ...always })
  .refine((v) => v.paytype !== 'bank' || text(v.bank_no) !== '', { error: 'cashier.depositCardNoRequired', path: ['bank_no'], ...always })
  .refine((v) => v.paytype !== 'bank' || text(v.bank_address) !== '', { error: 'cashier.depositAddressRequired', path: ['bank_address'], ...always });
export type DepositInput = z.infer<typeof depositSchema>;
export const DEPOSIT_ORDER = ['paytype', 'bank_owner', 'bank', 'bank_no', 'bank_address', 'catepay', 'amount'] as const;

/** /api/payinfo {deposit_no}. */
export const payInfoSchema = z.object({ deposit_no: requiredText('cashier.depositNoRequired', 64) });
export type PayInfoInput = z.infer<typeof payInfoSchema>;

/**
 * /api/generateRechargeQRcode {amount, deposit_no?}: with the order's number (what the scan dialog
 * sends) the QR is that order's channel's, the one its pay page shows; without it (the original
 * client) the first open channel of the game QR way.
 */
export const depositQrSchema = z.object({
  amount: moneyAmount,
  deposit_no: z.preprocess(loose, z.string({ error: 'common.badRequest' }).max(64, { error: 'common.badRequest' })).default(''),
});
export type DepositQrInput = z.infer<typeof depositQrSchema>;

// ---- bound cards and USDT addresses ----

/** /api/getcard {type: 1 bank | 2 USDT} (absent: 1). */
export const getCardSchema = z.object({
  type: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? CardType.bank : typeof v === 'string' ? Number(v) : v),
    z.union([z.literal(CardType.bank), z.literal(CardType.usdt)], { error: 'cashier.cardTypeInvalid' }),
  ),
});
export type GetCardInput = z.infer<typeof getCardSchema>;

export const PAY_PASS_LENGTH = { min: 6, max: 18 } as const;
export const CARD_NO_PATTERN = /^\d{8,30}$/;

export type BindCardInput =
  | { type: typeof CardType.bank; bank: string; bank_address: string; bank_no: string; bank_owner: string; pay_pass: string }
  | { type: typeof CardType.usdt; bank: 'USDT'; bank_address: ''; bank_no: string; bank_owner: UsdtProtocol; pay_pass: string };
/** What the bind forms send (type is optional: bank 'USDT' means a USDT address). */
export interface BindCardForm {
  type?: number | string;
  bank?: string;
  bank_address?: string;
  bank_no?: string | number;
  bank_owner?: string;
  pay_pass?: string;
}

/** Form field order of each kind (spec §5): the first rule broken is the one reported. */
export const BIND_CARD_ORDER = ['bank_owner', 'bank', 'bank_address', 'bank_no', 'pay_pass'] as const;
export const BIND_USDT_ORDER = ['bank_no', 'bank_owner', 'pay_pass'] as const;

type Rule = [field: string, key: MessageKey, broken: boolean];
const payPassRules = (payPass: string): Rule[] => [
  ['pay_pass', 'cashier.payPassRequired', payPass === ''],
  ['pay_pass', 'cashier.payPassLength', payPass.length < PAY_PASS_LENGTH.min || payPass.length > PAY_PASS_LENGTH.max],
];

/**
 * /api/bindcard. A bank card: owner, bank, branch address and number required, the number at
 * least 8 digits, the withdrawal password 6-18 characters. A USDT address (type 2, or bank
 * 'USDT'): the address, the protocol in bank_owner (ERC20 | TRC20), an address valid for that
 * protocol, the withdrawal password. Only the first broken rule is reported.
 */
export const bindCardSchema = z.unknown().transform((raw, ctx): BindCardInput => {
  const form = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const typeRaw = text(form.type);
  const bank = text(form.bank);
  const isUsdt = typeRaw === String(CardType.usdt) || (typeRaw === '' && bank.toUpperCase() === 'USDT');
  const payPass = typeof form.pay_pass === 'string' ? form.pay_pass : text(form.pay_pass);
  const bankNo = text(form.bank_no).replace(/\s+/g, '');
  const owner = text(form.bank_owner);
  const address = text(form.bank_address);
  const protocol = owner.toUpperCase();
  const rules: Rule[] = isUsdt
    ? [
        ['bank_no', 'cashier.usdtAddressRequired', bankNo === ''],
        ['bank_owner', 'cashier.usdtProtocolRequired', !(USDT_PROTOCOLS as readonly string[]).includes(protocol)],
        ['bank_no', 'cashier.usdtAddressInvalid', !isUsdtAddress(protocol as UsdtProtocol, bankNo)],
        ...payPassRules(payPass),
      ]
    : [
        ['type', 'cashier.cardTypeInvalid', typeRaw !== '' && typeRaw !== String(CardType.bank)],
        ['bank_owner', 'cashier.cardOwnerRequired', owner === '' || owner.length > 32],
        ['bank', 'cashier.cardBankRequired', bank === '' || bank.length > 32],
        ['bank_address', 'cashier.cardAddressRequired', address === '' || address.length > 64],
        ['bank_no', 'cashier.cardNoRequired', bankNo === ''],
        ['bank_no', 'cashier.cardNoFormat', !CARD_NO_PATTERN.test(bankNo)],
        ...payPassRules(payPass),
      ];
  const broken = rules.find(([, , isBroken]) => isBroken);
  if (broken) {
    ctx.addIssue({ code: 'custom', message: broken[1], path: [broken[0]] });
    return z.NEVER;
  }
  return isUsdt
    ? { type: CardType.usdt, bank: 'USDT', bank_address: '', bank_no: bankNo, bank_owner: protocol as UsdtProtocol, pay_pass: payPass }
    : { type: CardType.bank, bank, bank_address: address, bank_no: bankNo, bank_owner: owner, pay_pass: payPass };
});

/** /api/delcard {id}. */
export const delCardSchema = z.object({ id: idOf('cashier.cardIdRequired') });
export type DelCardInput = z.infer<typeof delCardSchema>;

// ---- withdrawals ----

/**
 * /api/withdraw {amount, bank (card id), password}: the shape only. The rules with their own
 * codes (daily count 216, hours 218/219, turnover 217, min 214 / max 215, password 203, card,
 * balance 208) are the server's, in that order.
 */
export const withdrawalSchema = z.object({
  bank: idOf('cashier.selectAddress'),
  amount: moneyAmount,
  password: z.string({ error: 'cashier.payPassRequired' }).min(1, { error: 'cashier.payPassRequired' }).max(64, { error: 'cashier.payPassWrong' }),
});
export type WithdrawalInput = z.infer<typeof withdrawalSchema>;
export const WITHDRAWAL_ORDER = ['bank', 'amount', 'password'] as const;

/** The withdrawal form's own check before sending (spec §5): also the 100 minimum ('单笔取款不能低于100元'). */
export const withdrawalFormSchema = withdrawalSchema.refine((v) => toScaled(v.amount, 2) >= toScaled(String(WITHDRAW_MIN), 2), {
  error: 'withdraw.min',
  path: ['amount'],
});

// ---- back office: review ----

const page = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? 1 : typeof v === 'string' ? Number(v) : v),
  z
    .number({ error: 'common.badRequest' })
    .int({ error: 'common.badRequest' })
    .min(1, { error: 'common.badRequest' })
    .max(100_000, { error: 'common.badRequest' }),
);

/**
 * POST /api/admin/deposits and /api/admin/withdrawals {state?, username?, page, ...filters}. An empty
 * filter may be left out (the back office sends only the filters it has): `.default` makes the field
 * optional for the sender and gives the reader the same '' / 1 as an empty value.
 */
export const reviewListSchema = z.object({
  state: z.preprocess(
    (v) => (v === undefined || v === null || v === '' || v === 0 || v === '0' ? undefined : typeof v === 'string' ? Number(v) : v),
    z.union([z.literal(OrderState.pending), z.literal(OrderState.approved), z.literal(OrderState.rejected)], { error: 'common.badRequest' }).optional(),
  ),
  username: z.preprocess(loose, z.string({ error: 'common.badRequest' }).max(32, { error: 'common.badRequest' })).default(''),
  page: page.default(1),
  /** Filters of the back office's queues: created on or after `from` / on or before `to` (Beijing days YYYY-MM-DD), amount range, order number. */
  from: z.preprocess(loose, z.union([z.literal(''), calendarDay()], { error: 'staff.dateInvalid' })).default(''),
  to: z.preprocess(loose, z.union([z.literal(''), calendarDay()], { error: 'staff.dateInvalid' })).default(''),
  min_amount: z
    .preprocess(loose, z.string({ error: 'common.amountInvalid' }).regex(/^(\d{1,12}(\.\d{1,2})?)?$/, { error: 'common.amountInvalid' }))
    .default(''),
  max_amount: z
    .preprocess(loose, z.string({ error: 'common.amountInvalid' }).regex(/^(\d{1,12}(\.\d{1,2})?)?$/, { error: 'common.amountInvalid' }))
    .default(''),
  order_no: z.preprocess(loose, z.string({ error: 'common.badRequest' }).max(64, { error: 'common.badRequest' })).default(''),
  /** Rows per page (default 15, at most 100). */
  per_page: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? undefined : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: 'common.badRequest' })
      .int({ error: 'common.badRequest' })
      .min(1, { error: 'common.badRequest' })
      .max(100, { error: 'common.badRequest' })
      .optional(),
  ),
});
export type ReviewListInput = z.infer<typeof reviewListSchema>;

const orderNo = (key: MessageKey) => requiredText(key, 64);
const reason = requiredText('cashier.rejectReasonRequired', 200);
export const approveDepositSchema = z.object({ deposit_no: orderNo('cashier.depositNoRequired') });
export const rejectDepositSchema = z.object({ deposit_no: orderNo('cashier.depositNoRequired'), reason });
export const approveWithdrawalSchema = z.object({ order_no: orderNo('cashier.depositNoRequired') });
export const rejectWithdrawalSchema = z.object({ order_no: orderNo('cashier.depositNoRequired'), reason });
export type ApproveDepositInput = z.infer<typeof approveDepositSchema>;
export type RejectDepositInput = z.infer<typeof rejectDepositSchema>;
export type ApproveWithdrawalInput = z.infer<typeof approveWithdrawalSchema>;
export type RejectWithdrawalInput = z.infer<typeof rejectWithdrawalSchema>;

// ---- back office: cashier settings ----

const bad = { error: 'cashier.settingsInvalid' } as const;
/** A rate or fee of `places` decimals and at most `digits` whole digits (within its column: NUMERIC(18,6) for rates and fees, (8,2) for the turnover multiple). */
const decimalOf = (places: number, { positive, digits = 9 }: { positive: boolean; digits?: number }) =>
  z
    .union([z.number(bad), z.string(bad)], bad)
    .transform((v) => String(v).trim())
    .refine((v) => new RegExp(`^\\d+(\\.\\d{1,${places}})?$`).test(v) && fitsDigits(v, digits) && (!positive || !/^[0.]+$/.test(v)), bad);
const flag = z.union([z.literal(0), z.literal(1), z.boolean()], bad).transform((v) => (v === true || v === 1 ? PayWaySwitch.open : PayWaySwitch.closed));
const range = z.object({ min_price: moneyFigure, max_price: moneyFigure });
const shortText = (max: number) => z.string(bad).trim().min(1, bad).max(max, bad);

/** Every cashier setting, as the back office reads it (money and rates as decimal strings). */
export const cashierSettingsSchema = z.object({
  pay_ways: z.object({ card: flag, wechat: flag, alipay: flag, game: flag, usdt: flag }),
  pay_ranges: z.object({ bank: range, wechat: range, alipay: range, game: range, 'usdt-erc20': range, 'usdt-trc20': range }),
  banks: z.array(shortText(32), bad).min(1, bad).max(100, bad),
  receiving_accounts: z
    .array(z.object({ bank_name: shortText(32), bank_no: shortText(32), bank_owner: shortText(32), bank_address: shortText(64) }), bad)
    .max(20, bad),
  usdt_addresses: z.object({ ERC20: z.string(bad).trim().refine(isErc20Address, bad), TRC20: z.string(bad).trim().refine(isTrc20Address, bad) }),
  usdtrate: decimalOf(6, { positive: true }),
  withdrawusdtrate: decimalOf(6, { positive: true }),
  withdrawcashfee: decimalOf(2, { positive: false }),
  withdrawfeeusdttrc: decimalOf(2, { positive: false }),
  withdraw: z.object({
    daily_count: z.number(bad).int(bad).min(0, bad).max(1000, bad),
    start: z.string(bad).regex(HOUR_PATTERN, bad),
    end: z.string(bad).regex(HOUR_PATTERN, bad),
    min: moneyFigure,
    max: moneyFigure,
    turnover_multiple: decimalOf(2, { positive: false, digits: 6 }),
    review_threshold: moneyFigure,
  }),
});
export type CashierSettings = z.infer<typeof cashierSettingsSchema>;

/** POST /api/admin/cashier/settings/update: any part of the settings; objects merge, lists replace. */
export const cashierSettingsUpdateSchema = z
  .object({
    pay_ways: cashierSettingsSchema.shape.pay_ways.partial(),
    pay_ranges: cashierSettingsSchema.shape.pay_ranges.partial(),
    banks: cashierSettingsSchema.shape.banks,
    receiving_accounts: cashierSettingsSchema.shape.receiving_accounts,
    usdt_addresses: cashierSettingsSchema.shape.usdt_addresses.partial(),
    usdtrate: cashierSettingsSchema.shape.usdtrate,
    withdrawusdtrate: cashierSettingsSchema.shape.withdrawusdtrate,
    withdrawcashfee: cashierSettingsSchema.shape.withdrawcashfee,
    withdrawfeeusdttrc: cashierSettingsSchema.shape.withdrawfeeusdttrc,
    withdraw: cashierSettingsSchema.shape.withdraw.partial(),
  })
  .partial()
  .strict();
export type CashierSettingsUpdate = z.infer<typeof cashierSettingsUpdateSchema>;

// ---- back office: the QR pay ways' channels ----

const channelBad = { error: 'cashier.channelInvalid' } as const;
const httpUrl = (v: string) => {
  try {
    const u = new URL(v);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
};

/**
 * POST /api/admin/cashier/channels/save: a new channel (no id) or a change to one. A channel shows
 * either an uploaded QR image (qr_image: the id /channels/upload answered) or a QR drawn from its
 * pay_url (an http(s) address); an enabled channel needs one of them (checked by the service).
 */
export const payChannelSaveSchema = z.object({
  id: intInput('cashier.channelInvalid').optional(),
  paytype: z.enum(PAY_CHANNEL_WAYS, channelBad),
  name: z.string(channelBad).trim().min(1, channelBad).max(32, channelBad),
  mch_id: z.string(channelBad).trim().max(64, channelBad).default(''),
  pay_url: z
    .string(channelBad)
    .trim()
    .max(500, channelBad)
    .refine((v) => v === '' || httpUrl(v), channelBad)
    .default(''),
  qr_image: z.uuid(channelBad).nullable().default(null),
  enabled: z.boolean(channelBad).default(true),
  sort: z.number(channelBad).int(channelBad).min(0, channelBad).max(999, channelBad).default(0),
});
export type PayChannelSaveInput = z.infer<typeof payChannelSaveSchema>;
