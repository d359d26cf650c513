import { z } from 'zod';
import { MAX_BET, MIN_BET, type GameCode, type Rng } from '@portal/game-rules';

export { CENTS_PER_UNIT, MAX_BET, MIN_BET, type Rng } from '@portal/game-rules';

/**
 * The result of one round. Money is in integer cents.
 * `payoutCents` is everything returned to the player: 0 on a loss, stake + winnings on a win,
 * the stake on a push.
 */
export interface Outcome {
  stakeCents: number;
  payoutCents: number;
  detail: Record<string, unknown>;
}

export interface BuiltinGame<S extends z.ZodType = z.ZodType> {
  code: GameCode;
  /** zod 4 schema of the bet input (the request body minus `game`). */
  schema: S;
  /** Settles one round: the whole round, every free spin, tumble or respin of it included. */
  play(input: z.infer<S>, rng: Rng): Outcome;
  /**
   * The turnover a settled round counts for (its valid stake), read from what the round stored:
   * the stake, but less where the round gave money back without a decision (a push counts 0, a
   * half loss half). Absent: the stake.
   */
  validStakeCents?(detail: unknown, stakeCents: number): number;
}

// ---- shared by the games ----

/** Every rule of the bet schemas carries this message key (resolved by the API's locale). */
export const BAD = { error: 'common.badRequest' } as const;

/** A stake in whole units, 1..10000 (a JSON number; strings, fractions and 0 are refused). */
export const betUnits = z.number(BAD).int(BAD).min(MIN_BET, BAD).max(MAX_BET, BAD);

/** The detail a game stored, read back as an object (anything else reads as empty). */
export const stored = (detail: unknown): Record<string, unknown> => (detail && typeof detail === 'object' ? (detail as Record<string, unknown>) : {});
