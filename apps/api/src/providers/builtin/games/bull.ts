import { z } from 'zod';
import {
  BULL_MODES,
  bullHand,
  bullPayoutCents,
  bullStakeCents,
  bullValidStakeCents,
  bullWinner,
  dealBull,
  BULL_DOUBLE_HOLD,
  type BullDetail,
} from '@portal/game-rules';
import { BAD, betUnits, CENTS_PER_UNIT, stored, type BuiltinGame, type Outcome, type Rng } from './types.js';

export const bullSchema = z.object({ bet: betUnits, mode: z.enum(BULL_MODES, BAD).default('even') }, BAD);
export type BullInput = z.infer<typeof bullSchema>;

const multipleOf = (hand: unknown): number => {
  const m = stored(hand).multiple;
  return typeof m === 'number' && Number.isInteger(m) && m >= 1 && m <= BULL_DOUBLE_HOLD ? m : 1;
};

/** 牛牛 against the banker: 平倍 stakes the bet; 翻倍 holds 5 bets and moves bet × the winning hand's multiple. */
export const bull: BuiltinGame<typeof bullSchema> = {
  code: 'bull',
  schema: bullSchema,
  play(input: BullInput, rng: Rng): Outcome {
    const betCents = input.bet * CENTS_PER_UNIT;
    const { playerCards, bankerCards } = dealBull(rng);
    const detail: BullDetail & { betCents: number } = {
      mode: input.mode,
      playerCards,
      bankerCards,
      player: bullHand(playerCards),
      banker: bullHand(bankerCards),
      result: bullWinner(playerCards, bankerCards),
      betCents,
    };
    return { stakeCents: bullStakeCents(input.mode, betCents), payoutCents: bullPayoutCents(detail, betCents), detail: { ...detail } };
  },
  validStakeCents(raw, stakeCents) {
    const d = stored(raw);
    if (d.mode !== 'double' || (d.result !== 'player' && d.result !== 'banker')) return stakeCents;
    const betCents = stakeCents / BULL_DOUBLE_HOLD;
    return bullValidStakeCents(
      {
        mode: 'double',
        result: d.result,
        player: { order: 'none', bull: null, multiple: multipleOf(d.player) },
        banker: { order: 'none', bull: null, multiple: multipleOf(d.banker) },
      },
      betCents,
    );
  },
};
