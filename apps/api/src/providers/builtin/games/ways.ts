import { z } from 'zod';
import { WAYS_BET_COINS, playWays } from '@portal/game-rules';
import { BAD, betUnits, CENTS_PER_UNIT, type BuiltinGame, type Outcome, type Rng } from './types.js';

export const waysSchema = z.object({ bet: betUnits }, BAD);
export type WaysInput = z.infer<typeof waysSchema>;

/**
 * 5 × 3, 243 ways, free spins: the bet is the stake, 25 coins of bet × 4 cents. The free spins a
 * spin wins are played here, in the same round: the detail holds every spin, each with its cents.
 */
export const ways: BuiltinGame<typeof waysSchema> = {
  code: 'ways',
  schema: waysSchema,
  play(input: WaysInput, rng: Rng): Outcome {
    const stakeCents = input.bet * CENTS_PER_UNIT;
    const coinCents = stakeCents / WAYS_BET_COINS;
    const round = playWays(rng);
    const spins = round.spins.map((s) => ({
      ...s,
      wins: s.wins.map((w) => ({ ...w, payoutCents: w.coins * coinCents })),
      scatterCents: s.scatterCoins * coinCents,
      payoutCents: s.coins * coinCents,
    }));
    return { stakeCents, payoutCents: round.coins * coinCents, detail: { spins, freeSpins: round.freeSpins, coinCents } };
  },
};
