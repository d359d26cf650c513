import { z } from 'zod';
import { DICE_ODDS, DICE_PICKS, diceWins, draw, type DiceDetail } from '@portal/game-rules';
import { BAD, betUnits, CENTS_PER_UNIT, type BuiltinGame, type Outcome, type Rng } from './types.js';

// The sic bo rules (picks, odds, what wins) live in @portal/game-rules, shared with the game page;
// this file parses a bet and settles a roll.
export { DICE_ODDS, DICE_PICKS, diceWins, type DicePick } from '@portal/game-rules';

export const diceSchema = z.object(
  {
    bet: betUnits,
    pick: z.enum(DICE_PICKS, BAD),
  },
  BAD,
);
export type DiceInput = z.infer<typeof diceSchema>;

export const dice: BuiltinGame<typeof diceSchema> = {
  code: 'dice',
  schema: diceSchema,
  play(input: DiceInput, rng: Rng): Outcome {
    const stakeCents = input.bet * CENTS_PER_UNIT;
    const rolled: [number, number, number] = [draw(rng, 6) + 1, draw(rng, 6) + 1, draw(rng, 6) + 1];
    const win = diceWins(input.pick, rolled);
    const payoutCents = win ? stakeCents * (1 + DICE_ODDS[input.pick]) : 0;
    return {
      stakeCents,
      payoutCents,
      detail: { dice: rolled, total: rolled[0] + rolled[1] + rolled[2], pick: input.pick, win } satisfies DiceDetail,
    };
  },
};
