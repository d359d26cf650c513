import { z } from 'zod';
import { intInput, moneyAmountWith } from '../common/schemas.js';
import { EXCLUSION_PERIODS, LIMIT_KINDS, LIMIT_PERIODS, TIMEOUT_DAYS } from './rules.js';

/** POST /api/responsible/limits: a kind, a period and the new limit, or null to remove it. */
export const responsibleLimitSchema = z.object({
  kind: z.enum(LIMIT_KINDS, { error: 'responsible.kindInvalid' }),
  period: z.enum(LIMIT_PERIODS, { error: 'responsible.periodInvalid' }),
  value: z.union([z.null(), moneyAmountWith('common.amountInvalid')], { error: 'responsible.valueInvalid' }),
});
export type ResponsibleLimitInput = z.infer<typeof responsibleLimitSchema>;

/** POST /api/responsible/cancel: a pending change of the member's. */
export const responsibleCancelSchema = z.object({
  id: intInput('common.badRequest'),
});
export type ResponsibleCancelInput = z.infer<typeof responsibleCancelSchema>;

const loginPassword = z
  .string({ error: 'responsible.passwordRequired' })
  .min(1, { error: 'responsible.passwordRequired' })
  .max(64, { error: 'responsible.passwordRequired' });

/** POST /api/responsible/timeout: 1 to 42 days, the login password. */
export const responsibleTimeoutSchema = z.object({
  days: z
    .union([z.number(), z.string().trim().regex(/^\d+$/)], { error: 'responsible.timeoutDays' })
    .transform(Number)
    .pipe(
      z
        .number({ error: 'responsible.timeoutDays' })
        .int({ error: 'responsible.timeoutDays' })
        .min(TIMEOUT_DAYS.min, { error: 'responsible.timeoutDays' })
        .max(TIMEOUT_DAYS.max, { error: 'responsible.timeoutDays' }),
    ),
  password: loginPassword,
});
export type ResponsibleTimeoutInput = z.infer<typeof responsibleTimeoutSchema>;

/** POST /api/responsible/exclude: 6m, 1y, 5y or indefinite, the login password. */
export const responsibleExcludeSchema = z.object({
  period: z.enum(EXCLUSION_PERIODS, { error: 'responsible.exclusionPeriod' }),
  password: loginPassword,
});
export type ResponsibleExcludeInput = z.infer<typeof responsibleExcludeSchema>;
