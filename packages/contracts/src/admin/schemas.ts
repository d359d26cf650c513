import { z } from 'zod';
import { signOfMoney } from '../common/money.js';
import { requiredText } from '../common/validation.js';
import { signedMoneyAmountWith } from '../common/schemas.js';

// The back office: staff login and the balance adjustment.

export const adminAdjustSchema = z.object({
  username: z.string({ error: 'common.badRequest' }).trim().min(1, { error: 'common.badRequest' }).max(32, { error: 'common.badRequest' }),
  amount: signedMoneyAmountWith('admin.amountInvalid').refine((v) => /^-?\d{1,10}(\.|$)/.test(v) && signOfMoney(v) !== 0, { error: 'admin.amountInvalid' }),
  memo: z.string({ error: 'admin.memoRequired' }).trim().min(1, { error: 'admin.memoRequired' }).max(200, { error: 'admin.memoRequired' }),
});
export type AdminAdjustInput = z.infer<typeof adminAdjustSchema>;

export const adminLoginSchema = z.object({
  name: requiredText('auth.credentialsRequired', 64),
  password: z.string({ error: 'auth.credentialsRequired' }).min(1, { error: 'auth.credentialsRequired' }).max(128, { error: 'auth.credentialsRequired' }),
  /** Asked only after many failed logins of the account (GET /api/captcha?scene=login). */
  captcha_id: z.string().max(64).optional(),
  code: z.string().max(16).optional(),
  /** The six-digit code of the staff member's authenticator app, when the account has TOTP on. */
  otp: z.string().max(16).optional(),
});
export type AdminLoginInput = z.infer<typeof adminLoginSchema>;
