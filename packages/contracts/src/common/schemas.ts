import { z } from 'zod';
import type { MessageKey } from '../texts.js';
import { signOfMoney } from './money.js';

/** The largest value of an int4 column (PostgreSQL `integer`, Prisma `Int`): every id and count a request names is at most this. */
export const INT4_MAX = 2 ** 31 - 1;

/**
 * A whole number of an int4 column (an id, a count), `min` to INT4_MAX, every failure reporting
 * `key`. Numbers arrive as JSON numbers or numeric strings (the original clients send both).
 */
export const intInput = (key: MessageKey, min = 1) =>
  z
    .union([z.number(), z.string().trim().regex(/^\d+$/, { error: key })], { error: key })
    .transform(Number)
    .pipe(z.number().int({ error: key }).min(min, { error: key }).max(INT4_MAX, { error: key }));
export const optionalIntInput = (min = 1) =>
  z.preprocess((v: number | string | null | undefined) => (v === '' || v === null ? undefined : v), intInput('common.badRequest', min).optional());

export const pageSchema = z.object({ page: optionalIntInput().default(1) });
export type PageInput = z.infer<typeof pageSchema>;

const AMOUNT = /^\d+(\.\d{1,2})?$/;
type AmountKey = 'common.amountInvalid' | 'transfer.amountWhole' | 'admin.amountInvalid';

/**
 * Whole digits a money column holds: NUMERIC(18,2), the width of every balance, order, limit and
 * setting amount, stores less than 10^16. An amount past it would overflow the column (SQLSTATE 22003).
 */
export const MONEY_WHOLE_DIGITS = 16;
/** The largest amount a money column (NUMERIC(18,2)) holds. */
export const MONEY_MAX = '9999999999999999.99';

/** True when the whole part of a plain decimal string (leading zeros aside) has at most `digits` digits. */
export function fitsDigits(value: string, digits: number): boolean {
  const whole = value
    .replace(/^-/, '')
    .split('.')[0]!
    .replace(/^0+(?=\d)/, '');
  return whole.length <= digits;
}

type TooLargeKey = 'common.amountTooLarge' | 'transfer.amountTooLarge';

/**
 * The amount rule of every money route, with the message a route reports for a malformed amount:
 * a JSON number or a plain decimal string with at most 2 decimals, nothing else (no sign, exponent,
 * spaces, "0x"/"0b"/"0o" or "+"); more than 0 (0 and 0.00 are `invalid` too: no money moves by 0);
 * read as that decimal string, never as a float; and no more than a money column holds (MONEY_MAX,
 * `tooLarge` otherwise). Whether it is in the route's own range is the route's rule.
 */
export const moneyAmountWith = (invalid: AmountKey, tooLarge: TooLargeKey = 'common.amountTooLarge') =>
  amountRule(invalid, tooLarge).refine((v) => !AMOUNT.test(v) || signOfMoney(v) > 0, { error: invalid });

/** The one amount schema of money routes (see moneyAmountWith). */
export const moneyAmount = moneyAmountWith('common.amountInvalid');

/**
 * A money figure of a setting (a range's bounds, a threshold, a cap, a limit): moneyAmount's rule
 * with 0 allowed, where 0 means something (a range from 0, a level with no threshold).
 */
export const moneyFigure = amountRule('common.amountInvalid', 'common.amountTooLarge');

function amountRule(invalid: AmountKey, tooLarge: TooLargeKey) {
  return (
    z
      .union([z.number(), z.string()], { error: 'transfer.amountRequired' })
      // No `abort`: an aborted field would stop a form's cross-field checks (the bank deposit's
      // "bank required") from running, and the form order must decide which message comes first.
      .refine((v) => v !== '', { error: 'transfer.amountRequired' })
      .transform((v) => (typeof v === 'number' ? String(v) : v))
      .refine((v) => v === '' || AMOUNT.test(v), { error: invalid })
      .refine((v) => !AMOUNT.test(v) || fitsDigits(v, MONEY_WHOLE_DIGITS), { error: tooLarge })
  );
}

/**
 * A signed amount (back-office adjustments only): an optional minus in front of what moneyAmount
 * accepts (no more than a money column holds, never 0 nor -0), as the decimal string.
 */
export const signedMoneyAmountWith = (invalid: AmountKey) =>
  z
    .union([z.number(), z.string()], { error: invalid })
    .transform((v) => (typeof v === 'number' ? String(v) : v))
    .refine((v) => AMOUNT.test(v.startsWith('-') ? v.slice(1) : v), { error: invalid, abort: true })
    .refine((v) => fitsDigits(v, MONEY_WHOLE_DIGITS), { error: invalid, abort: true })
    .refine((v) => signOfMoney(v) !== 0, { error: invalid, abort: true });
