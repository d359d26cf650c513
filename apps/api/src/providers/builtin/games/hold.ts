import { z } from 'zod';
import { HOLD_BET_COINS, playHold } from '@portal/game-rules';
import { BAD, betUnits, CENTS_PER_UNIT, type BuiltinGame, type Outcome, type Rng } from './types.js';

export const holdSchema = z.object({ bet: betUnits }, BAD);
export type HoldInput = z.infer<typeof holdSchema>;

/**
 * 5 × 3, 20 lines, hold & spin: the bet is the stake, 20 line coins of bet × 5 cents. A hold &
 * spin is played here, in the round that triggered it; the detail holds every respin.
 */
export const hold: BuiltinGame<typeof holdSchema> = {
  code: 'hold',
  schema: holdSchema,
  play(input: HoldInput, rng: Rng): Outcome {
    const stakeCents = input.bet * CENTS_PER_UNIT;
    const coinCents = stakeCents / HOLD_BET_COINS;
    const round = playHold(rng);
    const detail = {
      ...round,
      wins: round.wins.map((w) => ({ ...w, payoutCents: w.coins * coinCents })),
      lineCents: round.lineCoins * coinCents,
      feature: round.feature ? { ...round.feature, payoutCents: round.feature.stakes * stakeCents } : null,
      stakeCents,
    };
    return { stakeCents, payoutCents: round.coinsWon * coinCents, detail };
  },
};
