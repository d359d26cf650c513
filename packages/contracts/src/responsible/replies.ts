import { z } from 'zod';
import { affordabilityReviewReply, limitOfferReply } from './affordability.js';
import { moneyText } from '../common/replies.js';
import { EXCLUSION_PERIODS, LIMIT_KINDS, LIMIT_PERIODS } from './rules.js';

const kind = z.enum(LIMIT_KINDS);
const period = z.enum(LIMIT_PERIODS);

/** A limit's figure: money ('500.00') for deposit and loss limits, whole minutes ('90') for a play-time limit. */
const limitFigure = z.union([moneyText, z.string().regex(/^\d+$/)]);

/**
 * A limit in force: what is used of it in the current period and when that resets (Beijing
 * 'YYYY-MM-DD HH:mm:ss'). deposit: deposits approved or awaiting payment (pending in their payment
 * hour), `awaiting` being the latter (what a new order must fit beside; a staff approval counts the
 * approved ones only); loss: net loss (settled stakes minus payouts, never below 0); time: play
 * minutes of the Beijing day (value, used, left in minutes). `awaiting` is null but for deposit limits.
 */
export const responsibleLimitReply = z.object({
  kind,
  period,
  value: limitFigure,
  used: limitFigure,
  awaiting: moneyText.nullable(),
  left: limitFigure,
  resets_at: z.string(),
});
export type ResponsibleLimitItem = z.infer<typeof responsibleLimitReply>;

/** Where a change of a limit stands: pending (effective_at ahead, cancellable), applied, or cancelled. */
export const ResponsibleChangeState = { pending: 'pending', applied: 'applied', cancelled: 'cancelled' } as const;
export type ResponsibleChangeState = (typeof ResponsibleChangeState)[keyof typeof ResponsibleChangeState];

/** A change of a limit (its state: ResponsibleChangeState). value null: the limit removed. */
export const responsibleChangeReply = z.object({
  id: z.number(),
  kind,
  period,
  value: limitFigure.nullable(),
  previous: limitFigure.nullable(),
  requested_at: z.string(),
  effective_at: z.string(),
  state: z.enum([ResponsibleChangeState.pending, ResponsibleChangeState.applied, ResponsibleChangeState.cancelled]),
});
export type ResponsibleChangeItem = z.infer<typeof responsibleChangeReply>;

/**
 * A time-out or self-exclusion in force; ends_at null: indefinite. A self-exclusion that has ended
 * stays in force (`ended` true) until the member asks to reopen and 24 hours pass: `reopens_at` is
 * then when the account reopens (null: not asked yet). `imposed_by_staff`: staff imposed it.
 */
export const responsibleBlockReply = z.object({
  kind: z.enum(['timeout', 'exclusion']),
  period: z.union([z.enum(EXCLUSION_PERIODS), z.string()]),
  started_at: z.string(),
  ends_at: z.string().nullable(),
  ended: z.boolean(),
  reopens_at: z.string().nullable(),
  imposed_by_staff: z.boolean(),
  /** An indefinite self-exclusion's request to end it: '' none, pending (staff review it), approved, refused. */
  review: z.enum(['', 'pending', 'approved', 'refused']),
});
export type ResponsibleBlockItem = z.infer<typeof responsibleBlockReply>;

/** POST /api/responsible: the limits in force, the pending changes, the history (newest first, 50) and the block. */
export const responsibleStateReply = z.object({
  limits: z.array(responsibleLimitReply),
  pending: z.array(responsibleChangeReply),
  history: z.array(responsibleChangeReply),
  block: responsibleBlockReply.nullable(),
  /** An open affordability review: no deposit is credited until staff decide it. */
  affordability: affordabilityReviewReply.nullable(),
  /** Whether the member has ever had a deposit credited (the first top-up page offers a limit while not). */
  deposited: z.boolean(),
  /** The member's answers to the deposit limit offered before the first deposit, newest first. */
  offers: z.array(limitOfferReply),
});
export type ResponsibleState = z.infer<typeof responsibleStateReply>;

/** The evidence of a member's harm markers (HARM_REPORT, docs/player-protection.md): the rows that made each. */
export const harmEvidenceReply = z.object({
  /** The approved deposits of the methods window (several payment methods). */
  methods: z.array(z.object({ deposit_no: z.string(), method: z.string(), amount: moneyText, at: z.string() })),
  /** Withdrawals rejected (money back in the wallet) and the bets staked within the window after. */
  reversals: z.array(
    z.object({
      order_no: z.string(),
      amount: moneyText,
      cancelled_at: z.string(),
      staked: moneyText,
      bets: z.array(z.object({ bet_id: z.string(), platform: z.string(), game: z.string(), stake: moneyText, at: z.string() })),
    }),
  ),
  /** Beijing days of a net loss followed by a day of larger deposits. */
  chasing: z.array(z.object({ day: z.string(), loss: moneyText, deposits: moneyText, next_day: z.string(), next_deposits: moneyText })),
  /** Nights (the Beijing date) played in the night hours: bets and their stakes. */
  nights: z.array(z.object({ night: z.string(), bets: z.number(), stake: moneyText })),
  /** Refusals by a limit or a block: when, which limit (kind and period; blocked: a block), what was refused. */
  refusals: z.array(z.object({ at: z.string(), kind: z.string(), period: z.string(), action: z.string() })),
});
export type HarmEvidence = z.infer<typeof harmEvidenceReply>;

/** The reasons a member is listed: rise, limits (repeated limit refusals), late (night play), refused, methods, reversal, chasing. */
export const HARM_FLAGS = ['rise', 'limits', 'late', 'refused', 'methods', 'reversal', 'chasing'] as const;
export type HarmFlag = (typeof HARM_FLAGS)[number];

/** One member of the harm-indicator report (HARM_REPORT says who is listed); money as 2-decimal strings. */
export const harmRowReply = z.object({
  username: z.string(),
  deposits_this_week: moneyText,
  deposits_last_week: moneyText,
  limit_hits: z.number(),
  deposit_refusals: z.number(),
  late_nights: z.number(),
  /** Why the member is listed (HARM_FLAGS). */
  flags: z.array(z.enum(HARM_FLAGS)),
  blocked: z.boolean(),
  evidence: harmEvidenceReply,
});
export type HarmRow = z.infer<typeof harmRowReply>;

/** POST /api/admin/responsible/harm: the members to reach out to, the most flags first. */
export const harmReportReply = z.object({ since: z.string(), rows: z.array(harmRowReply) });
export type HarmReport = z.infer<typeof harmReportReply>;

/** POST /api/admin/responsible/reviews: the requests to end an indefinite self-exclusion waiting for staff, oldest first. */
export const responsibleReviewsReply = z.array(
  z.object({ id: z.number(), username: z.string(), period: z.string(), started_at: z.string(), requested_at: z.string(), reopens_at: z.string() }),
);
export type ResponsibleReviewItem = z.infer<typeof responsibleReviewsReply>[number];

/** What a linked account shares with the member (the back office's linked accounts). */
export const LINKED_FIELDS = ['phone', 'email', 'card', 'address', 'ip'] as const;
export type LinkedField = (typeof LINKED_FIELDS)[number];

/** POST /api/admin/responsible/linked: other accounts that share the member's phone, email, card, address or registration IP (within a day). */
export const linkedAccountsReply = z.array(
  z.object({ username: z.string(), registered_at: z.string(), fields: z.array(z.enum(LINKED_FIELDS)), blocked: z.boolean() }),
);
export type LinkedAccount = z.infer<typeof linkedAccountsReply>[number];
