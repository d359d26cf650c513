import { z } from 'zod';

// Numbers arrive as JSON numbers or numeric strings (the original clients send both).
export const intInput = (key: 'common.badRequest' | 'activity.idRequired', min = 1) =>
  z
    .union([z.number(), z.string().trim().regex(/^\d+$/, { error: key })], { error: key })
    .transform(Number)
    .pipe(
      z
        .number()
        .int({ error: key })
        .min(min, { error: key })
        .max(2 ** 31 - 1, { error: key }),
    );
export const optionalIntInput = (min = 1) =>
  z.preprocess((v: number | string | null | undefined) => (v === '' || v === null ? undefined : v), intInput('common.badRequest', min).optional());

export const pageSchema = z.object({ page: optionalIntInput().default(1) });
export type PageInput = z.infer<typeof pageSchema>;

const AMOUNT = /^\d+(\.\d{1,2})?$/;
type AmountKey = 'common.amountInvalid' | 'transfer.amountWhole' | 'admin.amountInvalid';

/**
 * The amount rule of every money route, with the message a route reports for a malformed amount:
 * a JSON number or a plain decimal string with at most 2 decimals, nothing else (no sign, exponent,
 * spaces, "0x"/"0b"/"0o" or "+"); read as that decimal string, never as a float. Whether it is in
 * range is the route's rule.
 */
export const moneyAmountWith = (invalid: AmountKey) =>
  z
    .union([z.number(), z.string()], { error: 'transfer.amountRequired' })
    // No `abort`: an aborted field would stop a form's cross-field checks (the bank deposit's
    // "bank required") from running, and the form order must decide which message comes first.
    .refine((v) => v !== '', { error: 'transfer.amountRequired' })
    .transform((v) => (typeof v === 'number' ? String(v) : v))
    .refine((v) => v === '' || AMOUNT.test(v), { error: invalid });

/** The one amount schema of money routes (see moneyAmountWith). */
export const moneyAmount = moneyAmountWith('common.amountInvalid');

/**
 * A signed amount (back-office adjustments only): an optional minus in front of what moneyAmount
 * accepts, as the decimal string.
 */
export const signedMoneyAmountWith = (invalid: AmountKey) =>
  z
    .union([z.number(), z.string()], { error: invalid })
    .transform((v) => (typeof v === 'number' ? String(v) : v))
    .refine((v) => AMOUNT.test(v.startsWith('-') ? v.slice(1) : v), { error: invalid, abort: true });
