import { z } from 'zod';
import { dealThreeCard, threeCardHand, threeCardPayoutCents, threeCardResult, threeCardValidStakeCents, type ThreeCardDetail } from '@portal/game-rules';
import { BAD, betUnits, CENTS_PER_UNIT, stored, type BuiltinGame, type Outcome, type Rng } from './types.js';

export const threeCardSchema = z.object({ bet: betUnits }, BAD);
export type ThreeCardInput = z.infer<typeof threeCardSchema>;

/** 炸金花 against the banker: 0.95:1 on a win, equal hands push. */
export const threeCard: BuiltinGame<typeof threeCardSchema> = {
  code: 'threecard',
  schema: threeCardSchema,
  play(input: ThreeCardInput, rng: Rng): Outcome {
    const stakeCents = input.bet * CENTS_PER_UNIT;
    const { playerCards, bankerCards } = dealThreeCard(rng);
    const player = threeCardHand(playerCards);
    const banker = threeCardHand(bankerCards);
    const result = threeCardResult(player, banker);
    return {
      stakeCents,
      payoutCents: threeCardPayoutCents(result, stakeCents),
      detail: { playerCards, bankerCards, player, banker, result } satisfies ThreeCardDetail,
    };
  },
  validStakeCents(detail, stakeCents) {
    const { result } = stored(detail);
    return result === 'tie' ? threeCardValidStakeCents('tie', stakeCents) : stakeCents;
  },
};
