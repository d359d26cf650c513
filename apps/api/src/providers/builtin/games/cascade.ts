import { z } from 'zod';
import { playCascade } from '@portal/game-rules';
import { BAD, betUnits, type BuiltinGame, type Outcome, type Rng } from './types.js';

export const cascadeSchema = z.object({ bet: betUnits }, BAD);
export type CascadeInput = z.infer<typeof cascadeSchema>;

/**
 * 6 × 5 tumbling grid: the bet is the stake; a win of n hundredths of the stake is bet × n cents.
 * Every tumble of the round is played here; the detail holds each grid with its cents.
 */
export const cascade: BuiltinGame<typeof cascadeSchema> = {
  code: 'cascade',
  schema: cascadeSchema,
  play(input: CascadeInput, rng: Rng): Outcome {
    const round = playCascade(rng);
    const steps = round.steps.map((s) => ({
      ...s,
      wins: s.wins.map((w) => ({ ...w, payoutCents: w.hundredths * input.bet })),
      payoutCents: s.hundredths * input.bet,
    }));
    return { stakeCents: input.bet * 100, payoutCents: round.hundredths * input.bet, detail: { steps } };
  },
};
