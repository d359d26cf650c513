import { z } from 'zod';
import { always, requiredText } from '../common/validation.js';
import { intInput, pageSchema, signedMoneyAmountWith } from '../common/schemas.js';

// The back office: staff login and the balance adjustment.

/**
 * A balance adjustment (a negative amount debits). A credit adds its amount to the member's
 * withdrawal turnover requirement unless `correction` is set, which needs `correction_reason`.
 * The cap (ADJUST_MAX) and the four-eyes threshold (ADJUST_REVIEW_ABOVE) are server settings.
 */
export const adminAdjustSchema = z
  .object({
    username: z.string({ error: 'common.badRequest' }).trim().min(1, { error: 'common.badRequest' }).max(32, { error: 'common.badRequest' }),
    amount: signedMoneyAmountWith('admin.amountInvalid').refine((v) => /^-?\d{1,10}(\.|$)/.test(v), { error: 'admin.amountInvalid' }),
    memo: z.string({ error: 'admin.memoRequired' }).trim().min(1, { error: 'admin.memoRequired' }).max(200, { error: 'admin.memoRequired' }),
    correction: z.boolean({ error: 'common.badRequest' }).optional().default(false),
    correction_reason: z
      .string({ error: 'admin.correctionReasonRequired' })
      .trim()
      .max(200, { error: 'admin.correctionReasonRequired' })
      .optional()
      .default(''),
  })
  .refine((v) => v.correction !== true || (typeof v.correction_reason === 'string' && v.correction_reason.trim() !== ''), {
    error: 'admin.correctionReasonRequired',
    path: ['correction_reason'],
    ...always,
  });
export type AdminAdjustInput = z.infer<typeof adminAdjustSchema>;
/** The form order of the adjustment's checks. */
export const ADMIN_ADJUST_ORDER = ['username', 'amount', 'memo', 'correction', 'correction_reason'] as const;

/** The adjustments waiting for a second staff member, oldest first. */
export const adjustPendingSchema = pageSchema;
export type AdjustPendingInput = z.infer<typeof adjustPendingSchema>;
export const adjustApproveSchema = z.object({ id: intInput('common.badRequest') });
export type AdjustApproveInput = z.infer<typeof adjustApproveSchema>;
export const adjustRejectSchema = z.object({ id: intInput('common.badRequest'), reason: requiredText('admin.rejectReasonRequired', 200) });
export type AdjustRejectInput = z.infer<typeof adjustRejectSchema>;

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
