import { z } from 'zod';
import { intInput, moneyFigure } from '../common/schemas.js';
import { EXCLUSION_PERIODS, LIMIT_KIND_PERIODS, LIMIT_KINDS, LIMIT_PERIODS, TIME_LIMIT_MINUTES, TIMEOUT_DAYS } from './rules.js';

/**
 * POST /api/responsible/limits: a kind, a period and the new limit, or null to remove it. Deposit
 * and loss limits are amounts; a play-time limit (`time`, period `day` only) is whole minutes, 1 to 1440.
 */
export const responsibleLimitSchema = z
  .object({
    kind: z.enum(LIMIT_KINDS, { error: 'responsible.kindInvalid' }),
    period: z.enum(LIMIT_PERIODS, { error: 'responsible.periodInvalid' }),
    value: z.union([z.null(), moneyFigure], { error: 'responsible.valueInvalid' }),
  })
  .superRefine((v, ctx) => {
    if (!LIMIT_KIND_PERIODS[v.kind].includes(v.period)) ctx.addIssue({ code: 'custom', path: ['period'], message: 'responsible.timeDaily' });
    if (v.kind === 'time' && v.value !== null) {
      const minutes = Number(v.value);
      if (!/^\d+$/.test(v.value) || minutes < TIME_LIMIT_MINUTES.min || minutes > TIME_LIMIT_MINUTES.max)
        ctx.addIssue({ code: 'custom', path: ['value'], message: 'responsible.timeMinutes' });
    }
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

/** POST /api/responsible/reopen: the member asks to reopen after a self-exclusion has ended, the login password. */
export const responsibleReopenSchema = z.object({
  password: loginPassword,
});
export type ResponsibleReopenInput = z.infer<typeof responsibleReopenSchema>;

/** POST /api/responsible/exclude: 6m, 1y, 5y or indefinite, the login password. */
export const responsibleExcludeSchema = z.object({
  period: z.enum(EXCLUSION_PERIODS, { error: 'responsible.exclusionPeriod' }),
  password: loginPassword,
});
export type ResponsibleExcludeInput = z.infer<typeof responsibleExcludeSchema>;

const username = z.string({ error: 'common.badRequest' }).trim().min(1, { error: 'common.badRequest' }).max(64, { error: 'common.badRequest' });
const staffReason = z
  .string({ error: 'responsible.reasonRequired' })
  .trim()
  .min(1, { error: 'responsible.reasonRequired' })
  .max(200, { error: 'responsible.reasonRequired' });

/** POST /api/admin/responsible/member: one member's player protection. */
export const responsibleMemberSchema = z.object({ username });
export type ResponsibleMemberInput = z.infer<typeof responsibleMemberSchema>;

/** POST /api/admin/responsible/timeout: staff impose a time-out of 1 to 42 days (never shorten or lift one). */
export const responsibleStaffTimeoutSchema = z.object({
  username,
  days: responsibleTimeoutSchema.shape.days,
  reason: staffReason,
});
export type ResponsibleStaffTimeoutInput = z.infer<typeof responsibleStaffTimeoutSchema>;

/** POST /api/admin/responsible/exclude: staff impose a self-exclusion period (never shorten or lift one). */
export const responsibleStaffExcludeSchema = z.object({
  username,
  period: z.enum(EXCLUSION_PERIODS, { error: 'responsible.exclusionPeriod' }),
  reason: staffReason,
});
export type ResponsibleStaffExcludeInput = z.infer<typeof responsibleStaffExcludeSchema>;

/** POST /api/admin/responsible/review: staff decide a member's request to end an indefinite self-exclusion, with a note (audited). */
export const responsibleReviewSchema = z.object({
  id: intInput('common.badRequest'),
  approve: z.boolean({ error: 'common.badRequest' }),
  note: staffReason,
});
export type ResponsibleReviewInput = z.infer<typeof responsibleReviewSchema>;
