import { z } from 'zod';
import { moneyText } from '../common/replies.js';
import { intInput, moneyAmountWith } from '../common/schemas.js';
import { LIMIT_PERIODS, ResponsibleCode, TIMEOUT_DAYS } from './rules.js';

// Affordability: net deposits over a rolling 30 days above AFFORDABILITY_NET_DEPOSITS_30D stop
// further deposits from being credited until staff review the member. And the deposit limit
// offered before the first deposit (after registration and on the first top-up page).

/** Reply code: a deposit waits for a staff affordability review (the message says why and what to do). */
export const AFFORDABILITY_CODE = ResponsibleCode.affordabilityReview;

/** The rolling window of net deposits, in days. */
export const AFFORDABILITY_WINDOW_DAYS = 30;

/** What staff decide on a review: clear it with a note, set a deposit limit, or impose a time-out. */
export const AFFORDABILITY_DECISIONS = ['approve', 'limit', 'timeout'] as const;
export type AffordabilityDecision = (typeof AFFORDABILITY_DECISIONS)[number];

/** Where a deposit limit is offered before the first deposit. */
export const LIMIT_OFFER_PLACES = ['register', 'agent', 'short', 'first_deposit'] as const;
export type LimitOfferPlace = (typeof LIMIT_OFFER_PLACES)[number];

const note = z
  .string({ error: 'responsible.reasonRequired' })
  .trim()
  .min(1, { error: 'responsible.reasonRequired' })
  .max(200, { error: 'responsible.reasonRequired' });

/** POST /api/admin/responsible/affordability/decide: one open review, the decision and its note (a limit: period and value; a time-out: days). */
export const affordabilityDecideSchema = z
  .object({
    id: intInput('common.badRequest'),
    decision: z.enum(AFFORDABILITY_DECISIONS, { error: 'common.badRequest' }),
    note,
    period: z.enum(LIMIT_PERIODS, { error: 'responsible.periodInvalid' }).optional(),
    value: moneyAmountWith('common.amountInvalid').optional(),
    days: z.coerce
      .number({ error: 'responsible.timeoutDays' })
      .int({ error: 'responsible.timeoutDays' })
      .min(TIMEOUT_DAYS.min, { error: 'responsible.timeoutDays' })
      .max(TIMEOUT_DAYS.max, { error: 'responsible.timeoutDays' })
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'limit' && (!v.period || !v.value)) ctx.addIssue({ code: 'custom', path: ['value'], message: 'responsible.valueInvalid' });
    if (v.decision === 'timeout' && v.days === undefined) ctx.addIssue({ code: 'custom', path: ['days'], message: 'responsible.timeoutDays' });
  });
export type AffordabilityDecideInput = z.infer<typeof affordabilityDecideSchema>;

/** POST /api/responsible/offer: the member's answer to the deposit limit offered before the first deposit. */
export const limitOfferSchema = z
  .object({
    place: z.enum(LIMIT_OFFER_PLACES, { error: 'common.badRequest' }),
    choice: z.enum(['set', 'declined'], { error: 'common.badRequest' }),
    period: z.enum(LIMIT_PERIODS, { error: 'responsible.periodInvalid' }).optional(),
    value: moneyAmountWith('common.amountInvalid').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.choice === 'set' && (!v.period || !v.value)) ctx.addIssue({ code: 'custom', path: ['value'], message: 'responsible.valueInvalid' });
  });
export type LimitOfferInput = z.infer<typeof limitOfferSchema>;

/** One affordability review (the member's page shows the open one; the back office's queue lists them). */
export const affordabilityReviewReply = z.object({
  id: z.number().int(),
  username: z.string(),
  opened_at: z.string(),
  net_deposits: moneyText,
  threshold: moneyText,
  state: z.enum(['open', 'approved', 'limited', 'timed_out']),
  decided_at: z.string().nullable(),
  decided_by: z.string().nullable(),
  note: z.string(),
});
export type AffordabilityReview = z.infer<typeof affordabilityReviewReply>;

/** POST /api/admin/responsible/affordability: the open reviews first (oldest first), then the latest decided ones. */
export const affordabilityQueueReply = z.object({ threshold: moneyText, rows: z.array(affordabilityReviewReply) });
export type AffordabilityQueue = z.infer<typeof affordabilityQueueReply>;

/** One answer to a limit offer (the member's and the staff's view of player protection). */
export const limitOfferReply = z.object({
  place: z.enum(LIMIT_OFFER_PLACES),
  choice: z.enum(['set', 'declined']),
  period: z.enum(LIMIT_PERIODS).nullable(),
  value: moneyText.nullable(),
  offered_at: z.string(),
});
export type LimitOfferItem = z.infer<typeof limitOfferReply>;
