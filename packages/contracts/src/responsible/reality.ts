import { z } from 'zod';
import { moneyText } from '../common/replies.js';

// Reality checks: at the interval the member chooses, the portal and the game page show the time
// since the session began (the login) and the net win or loss over it.

/** The intervals a member may choose, in minutes; 0 is off. */
export const REALITY_CHECK_MINUTES = [0, 15, 30, 60] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];
/** A member who never chose one is reminded every hour. */
export const REALITY_CHECK_DEFAULT: RealityCheckMinutes = 60;

export const isRealityCheckMinutes = (value: number): value is RealityCheckMinutes => (REALITY_CHECK_MINUTES as readonly number[]).includes(value);

/** POST /api/responsible/reality: the interval (0 off, 15, 30 or 60 minutes). */
export const responsibleRealitySchema = z.object({
  minutes: z
    .union([z.number(), z.string().trim().regex(/^\d+$/, { error: 'responsible.realityMinutes' })], { error: 'responsible.realityMinutes' })
    .transform(Number)
    .pipe(z.number().refine(isRealityCheckMinutes, { error: 'responsible.realityMinutes' })),
});
export type ResponsibleRealityInput = z.infer<typeof responsibleRealitySchema>;

/**
 * The reality check of the session asking: the interval, when the session began (the login, Beijing
 * 'YYYY-MM-DD HH:mm:ss'), the seconds since then, in how many milliseconds the next check is due
 * (null when off; due at the login plus each whole interval, so a reload keeps the rhythm), and the
 * settled bets of the session: their count, their stakes and the net (payouts − stakes: positive a win).
 */
export const responsibleRealityReply = z.object({
  minutes: z.literal(REALITY_CHECK_MINUTES),
  session_started_at: z.string(),
  elapsed_seconds: z.number().int(),
  next_check_ms: z.number().int().nullable(),
  bets: z.number().int(),
  stakes: moneyText,
  net: moneyText,
});
export type ResponsibleReality = z.infer<typeof responsibleRealityReply>;
