import { z } from 'zod';
import { MAX_BET, ROULETTE_INSIDE, ROULETTE_OUTSIDE, isLegalInside, roulettePayoutCents, rouletteColour, spinRoulette } from '@portal/game-rules';
import { BAD, betUnits, CENTS_PER_UNIT, type BuiltinGame, type Outcome, type Rng } from './types.js';

/** The most bets (chips on the layout) one spin takes. */
export const ROULETTE_MAX_BETS = 40;

const insideBet = z.object(
  {
    kind: z.enum(ROULETTE_INSIDE, BAD),
    numbers: z.array(z.number(BAD).int(BAD).min(0, BAD).max(36, BAD), BAD).min(1, BAD).max(6, BAD),
    bet: betUnits,
  },
  BAD,
);
const outsideBet = z.object({ kind: z.enum(ROULETTE_OUTSIDE, BAD), bet: betUnits }, BAD);

/**
 * A spin's bets: 1 to 40 of them, each a legal bet of the layout (an inside bet names its numbers
 * in ascending order: a split of two neighbours, a street, a corner, a line), 1 to 10,000 units
 * each and 10,000 in all.
 */
export const rouletteSchema = z.object(
  {
    bets: z
      .array(z.union([insideBet, outsideBet], BAD), BAD)
      .min(1, BAD)
      .max(ROULETTE_MAX_BETS, BAD)
      .refine((bets) => bets.every((b) => !('numbers' in b) || isLegalInside(b.kind, b.numbers)), BAD)
      .refine((bets) => bets.reduce((sum, b) => sum + b.bet, 0) <= MAX_BET, BAD),
  },
  BAD,
);
export type RouletteInput = z.infer<typeof rouletteSchema>;

/** European roulette: one spin of the wheel settles every bet on the layout. */
export const roulette: BuiltinGame<typeof rouletteSchema> = {
  code: 'roulette',
  schema: rouletteSchema,
  play(input: RouletteInput, rng: Rng): Outcome {
    const pocket = spinRoulette(rng);
    const bets = input.bets.map((b) => ({ ...b, payoutCents: roulettePayoutCents(b, pocket, CENTS_PER_UNIT) }));
    return {
      stakeCents: input.bets.reduce((sum, b) => sum + b.bet * CENTS_PER_UNIT, 0),
      payoutCents: bets.reduce((sum, b) => sum + b.payoutCents, 0),
      detail: { pocket, colour: rouletteColour(pocket), bets },
    };
  },
};
