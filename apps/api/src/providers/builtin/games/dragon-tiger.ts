import { z } from 'zod';
import {
  DRAGON_TIGER_SIDES,
  dealDragonTiger,
  dragonTigerPayout,
  dragonTigerResult,
  dragonTigerValidStakeCents,
  type DragonTigerDetail,
  type DragonTigerSide,
} from '@portal/game-rules';
import { BAD, betUnits, CENTS_PER_UNIT, stored, type BuiltinGame, type Outcome, type Rng } from './types.js';

export const dragonTigerSchema = z.object({ bet: betUnits, side: z.enum(DRAGON_TIGER_SIDES, BAD) }, BAD);
export type DragonTigerInput = z.infer<typeof dragonTigerSchema>;

const isSide = (v: unknown): v is DragonTigerSide => (DRAGON_TIGER_SIDES as readonly unknown[]).includes(v);

/** 龍虎: one card each from a fresh 8-deck shoe; a tie takes half of a dragon or tiger bet. */
export const dragonTiger: BuiltinGame<typeof dragonTigerSchema> = {
  code: 'dragontiger',
  schema: dragonTigerSchema,
  play(input: DragonTigerInput, rng: Rng): Outcome {
    const stakeCents = input.bet * CENTS_PER_UNIT;
    const { dragon, tiger } = dealDragonTiger(rng);
    const result = dragonTigerResult(dragon, tiger);
    return {
      stakeCents,
      payoutCents: dragonTigerPayout(input.side, result, stakeCents),
      detail: { dragon, tiger, result, side: input.side } satisfies DragonTigerDetail,
    };
  },
  validStakeCents(detail, stakeCents) {
    const { side, result } = stored(detail);
    return isSide(side) && isSide(result) ? dragonTigerValidStakeCents(side, result, stakeCents) : stakeCents;
  },
};
