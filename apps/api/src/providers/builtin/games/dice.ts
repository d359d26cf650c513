import { z } from 'zod';
import { BAD, betUnits, CENTS_PER_UNIT, draw, type BuiltinGame, type Outcome, type Rng } from './types.js';

/**
 * 骰寶 (Sic Bo) with three dice.
 *
 *   big     total 11–17, loses on any triple        pays 1:1
 *   small   total 4–10,  loses on any triple        pays 1:1
 *   odd     odd total,   loses on any triple        pays 1:1
 *   even    even total,  loses on any triple        pays 1:1
 *   triple  any triple (all three dice alike)       pays 30:1
 *
 * Return to player: big/small/odd/even 105/216 × 2 = 97.22 %; any triple 6/216 × 31 = 86.11 %.
 */

export const DICE_PICKS = ['big', 'small', 'odd', 'even', 'triple'] as const;
export type DicePick = (typeof DICE_PICKS)[number];

/** Winnings per unit staked (the stake comes back on top). */
export const DICE_ODDS: Readonly<Record<DicePick, number>> = { big: 1, small: 1, odd: 1, even: 1, triple: 30 };

export const diceSchema = z.object(
  {
    bet: betUnits,
    pick: z.enum(DICE_PICKS, BAD),
  },
  BAD,
);
export type DiceInput = z.infer<typeof diceSchema>;

/** Whether `pick` wins on these three dice. */
export function diceWins(pick: DicePick, dice: readonly [number, number, number]): boolean {
  const [a, b, c] = dice;
  const triple = a === b && b === c;
  const total = a + b + c;
  switch (pick) {
    case 'triple':
      return triple;
    case 'big':
      return !triple && total >= 11 && total <= 17;
    case 'small':
      return !triple && total >= 4 && total <= 10;
    case 'odd':
      return !triple && total % 2 === 1;
    case 'even':
      return !triple && total % 2 === 0;
  }
}

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
      detail: { dice: rolled, total: rolled[0] + rolled[1] + rolled[2], pick: input.pick, win },
    };
  },
};
