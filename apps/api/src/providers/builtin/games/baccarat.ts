import { z } from 'zod';
import {
  BACCARAT_SIDES,
  baccaratPayout,
  baccaratResult,
  baccaratValidStakeCents,
  dealBaccarat,
  handTotal,
  type BaccaratDetail,
  type BaccaratSide,
} from '@portal/game-rules';
import { BAD, betUnits, CENTS_PER_UNIT, stored, type BuiltinGame, type Outcome, type Rng } from './types.js';

// The baccarat rules (card values, the third-card rule, odds and payouts, the deal) live in
// @portal/game-rules, shared with the game page; this file parses a bet and settles a hand.

export const baccaratSchema = z.object(
  {
    bet: betUnits,
    side: z.enum(BACCARAT_SIDES, BAD),
  },
  BAD,
);
export type BaccaratInput = z.infer<typeof baccaratSchema>;

const isSide = (v: unknown): v is BaccaratSide => (BACCARAT_SIDES as readonly unknown[]).includes(v);

export const baccarat: BuiltinGame<typeof baccaratSchema> = {
  code: 'baccarat',
  schema: baccaratSchema,
  play(input: BaccaratInput, rng: Rng): Outcome {
    const stakeCents = input.bet * CENTS_PER_UNIT;
    const { playerCards, bankerCards } = dealBaccarat(rng);
    const playerTotal = handTotal(playerCards);
    const bankerTotal = handTotal(bankerCards);
    const result = baccaratResult(playerTotal, bankerTotal);
    return {
      stakeCents,
      payoutCents: baccaratPayout(input.side, result, stakeCents),
      detail: { playerCards, bankerCards, playerTotal, bankerTotal, result, side: input.side } satisfies BaccaratDetail,
    };
  },
  validStakeCents(detail, stakeCents) {
    const { side, result } = stored(detail);
    return isSide(side) && isSide(result) ? baccaratValidStakeCents(side, result, stakeCents) : stakeCents;
  },
};
