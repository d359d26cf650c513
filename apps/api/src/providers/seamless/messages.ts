import { z } from 'zod';

// The Hub88 operator wallet API's requests and replies (docs/seamless-wallet.md). Amounts are
// integers of 1/100,000 of the currency; the portal's wallet keeps cents, so an amount must be a
// whole number of cents (a multiple of 1,000).

export const CURRENCY = 'CNY';
/** 1 CNY in the API's units. */
export const UNITS_PER_YUAN = 100_000;
/** The most one transaction may move: 10,000,000 CNY (beyond it the amount is refused as a wrong type). */
export const MAX_UNITS = 10_000_000 * UNITS_PER_YUAN;

export const STATUS = {
  ok: 'RS_OK',
  unknown: 'RS_ERROR_UNKNOWN',
  invalidPartner: 'RS_ERROR_INVALID_PARTNER',
  invalidToken: 'RS_ERROR_INVALID_TOKEN',
  invalidGame: 'RS_ERROR_INVALID_GAME',
  wrongCurrency: 'RS_ERROR_WRONG_CURRENCY',
  notEnoughMoney: 'RS_ERROR_NOT_ENOUGH_MONEY',
  userDisabled: 'RS_ERROR_USER_DISABLED',
  invalidSignature: 'RS_ERROR_INVALID_SIGNATURE',
  tokenExpired: 'RS_ERROR_TOKEN_EXPIRED',
  wrongSyntax: 'RS_ERROR_WRONG_SYNTAX',
  wrongTypes: 'RS_ERROR_WRONG_TYPES',
  duplicateTransaction: 'RS_ERROR_DUPLICATE_TRANSACTION',
  transactionDoesNotExist: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  limitReached: 'RS_ERROR_LIMIT_REACHED',
} as const;
export type Status = (typeof STATUS)[keyof typeof STATUS];

const text = (max: number) => z.string().min(1).max(max);
const optionalText = (max: number) => z.string().max(max).optional();
/** An amount: a non-negative safe integer of units, whole cents, within MAX_UNITS. */
const units = z
  .number()
  .int()
  .nonnegative()
  .max(MAX_UNITS)
  .refine((n) => n % 1000 === 0);

const base = {
  user: text(64),
  token: text(256),
  request_uuid: text(100),
  game_code: optionalText(100),
};

export const balanceRequest = z.object(base);

const money = {
  ...base,
  transaction_uuid: text(100),
  supplier_transaction_id: optionalText(200),
  supplier_user: optionalText(200),
  round: text(200),
  round_closed: z.boolean().optional(),
  reward_uuid: z.string().max(100).nullable().optional(),
  is_free: z.boolean().optional(),
  is_aggregated: z.boolean().optional(),
  bet: z.string().max(200).nullable().optional(),
  currency: text(8),
  meta: z.unknown().optional(),
};

export const betRequest = z.object({ ...money, amount: units.refine((n) => n > 0) });
export const winRequest = z.object({ ...money, amount: units, reference_transaction_uuid: z.string().max(100).optional() });
export const rollbackRequest = z.object({
  ...base,
  transaction_uuid: text(100),
  supplier_transaction_id: optionalText(200),
  round: z.string().max(200).optional(),
  round_closed: z.boolean().optional(),
  reference_transaction_uuid: text(100),
  meta: z.unknown().optional(),
});

export type BalanceRequest = z.infer<typeof balanceRequest>;
export type BetRequest = z.infer<typeof betRequest>;
export type WinRequest = z.infer<typeof winRequest>;
export type RollbackRequest = z.infer<typeof rollbackRequest>;

/** Every reply: the request's user and request_uuid, the status; currency and balance (units) when the member's balance is known. */
export interface WalletReply {
  user: string;
  status: Status;
  request_uuid: string;
  currency?: string;
  balance?: number;
}
