import { z } from 'zod';
import { SLOT_LINE_CHOICES, playClassic, type SlotDetail, type SlotWin } from '@portal/game-rules';
import { BAD, betUnits, CENTS_PER_UNIT, type BuiltinGame, type Outcome, type Rng } from './types.js';

// The classic machine's rules (symbols, paytable, reel strips, paylines, RTP) live in
// @portal/game-rules, shared with the game page; this file parses a bet and settles a spin.

export const slotSchema = z.object(
  {
    bet: betUnits,
    lines: z.union(SLOT_LINE_CHOICES.map((n) => z.literal(n)) as [z.ZodLiteral<1>, z.ZodLiteral<5>, z.ZodLiteral<9>], BAD).default(9),
  },
  BAD,
);
export type SlotInput = z.infer<typeof slotSchema>;

/** 3 × 3, 9 lines: the bet is per line; the stake is bet × lines. */
export const slot: BuiltinGame<typeof slotSchema> = {
  code: 'slot',
  schema: slotSchema,
  play(input: SlotInput, rng: Rng): Outcome {
    const betCents = input.bet * CENTS_PER_UNIT;
    const spin = playClassic(rng, input.lines);
    const wins: SlotWin[] = spin.wins.map((w) => ({ line: w.line, symbol: w.symbol, count: w.count, payoutCents: betCents * w.multiple }));
    return {
      stakeCents: betCents * input.lines,
      payoutCents: betCents * spin.multiples,
      detail: { grid: spin.grid, lines: input.lines, wins } satisfies SlotDetail,
    };
  },
};
