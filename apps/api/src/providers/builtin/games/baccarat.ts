import { z } from 'zod';
import { BACCARAT_SIDES, bankerDraws, baccaratPayout, baccaratResult, handTotal, newShoe, type BaccaratDetail, type Card } from '@portal/game-rules';
import { BAD, betUnits, CENTS_PER_UNIT, draw, type BuiltinGame, type Outcome, type Rng } from './types.js';

// The baccarat rules (card values, the third-card rule, odds and payouts) live in
// @portal/game-rules, shared with the game page; this file parses a bet and deals a hand.
export {
  BACCARAT_SIDES,
  DECKS,
  RANKS,
  SUITS,
  bankerDraws,
  baccaratPayout,
  cardValue,
  handTotal,
  newShoe,
  type BaccaratSide,
  type Card,
  type Rank,
  type Suit,
} from '@portal/game-rules';

export const baccaratSchema = z.object(
  {
    bet: betUnits,
    side: z.enum(BACCARAT_SIDES, BAD),
  },
  BAD,
);
export type BaccaratInput = z.infer<typeof baccaratSchema>;

/** Deals one hand: every card is drawn uniformly from what is left in the shoe (rng(remaining) is its index). */
export function dealHand(rng: Rng): { playerCards: Card[]; bankerCards: Card[] } {
  const shoe = newShoe();
  const next = (): Card => shoe.splice(draw(rng, shoe.length), 1)[0] as Card;
  const playerCards = [next()];
  const bankerCards = [next()];
  playerCards.push(next());
  bankerCards.push(next());

  const p2 = handTotal(playerCards);
  const b2 = handTotal(bankerCards);
  if (p2 >= 8 || b2 >= 8) return { playerCards, bankerCards };

  let playerThird: Card | null = null;
  if (p2 <= 5) {
    playerThird = next();
    playerCards.push(playerThird);
  }
  if (bankerDraws(b2, playerThird)) bankerCards.push(next());
  return { playerCards, bankerCards };
}

export const baccarat: BuiltinGame<typeof baccaratSchema> = {
  code: 'baccarat',
  schema: baccaratSchema,
  play(input: BaccaratInput, rng: Rng): Outcome {
    const stakeCents = input.bet * CENTS_PER_UNIT;
    const { playerCards, bankerCards } = dealHand(rng);
    const playerTotal = handTotal(playerCards);
    const bankerTotal = handTotal(bankerCards);
    const result = baccaratResult(playerTotal, bankerTotal);
    return {
      stakeCents,
      payoutCents: baccaratPayout(input.side, result, stakeCents),
      detail: { playerCards, bankerCards, playerTotal, bankerTotal, result, side: input.side } satisfies BaccaratDetail,
    };
  },
};
