import { z } from 'zod';

// Numbers arrive as JSON numbers or numeric strings (the original clients send both).
export const intInput = (key: 'common.badRequest' | 'activity.idRequired', min = 1) =>
  z.union([z.number(), z.string().trim().regex(/^\d+$/, { error: key })], { error: key }).transform(Number).pipe(z.number().int({ error: key }).min(min, { error: key }).max(2 ** 31 - 1, { error: key }));
export const optionalIntInput = (min = 1) => z.preprocess((v) => (v === '' || v === null ? undefined : v), intInput('common.badRequest', min).optional());

export const pageSchema = z.object({ page: optionalIntInput().default(1) });
export type PageInput = z.infer<typeof pageSchema>;

const AMOUNT = /^\d+(\.\d{1,2})?$/;
/**
 * The one amount schema of money routes: a JSON number or a plain decimal string with at most 2
 * decimals, nothing else (no sign, exponent, spaces or "0x"); read as that decimal string, never
 * as a float. Whether it is in range is the route's rule.
 */
export const moneyAmount = z
  .union([z.number(), z.string()], { error: 'transfer.amountRequired' })
  .refine((v) => v !== '', { error: 'transfer.amountRequired' })
  .transform((v) => (typeof v === 'number' ? String(v) : v))
  .refine((v) => AMOUNT.test(v), { error: 'common.amountInvalid' });
