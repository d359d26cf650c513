import { z } from 'zod';
import { SLOT_PAYLINES, SLOT_REELS, evaluateLine, type SlotDetail, type SlotSymbol, type SlotWin } from '@portal/game-rules';
import { BAD, betUnits, CENTS_PER_UNIT, draw, type BuiltinGame, type Outcome, type Rng } from './types.js';

// The slot's rules (symbols, paytable, reel strips, paylines, RTP) live in @portal/game-rules,
// shared with the game page; this file parses a bet and settles a spin.
export {
  CHERRY,
  SLOT_CHERRY_PAIR,
  SLOT_LINE_CHOICES,
  SLOT_PAYLINES,
  SLOT_PAYTABLE,
  SLOT_REELS,
  SLOT_RTP,
  SLOT_SYMBOLS,
  WILD,
  evaluateLine,
  type SlotSymbol,
  type SlotWin,
} from '@portal/game-rules';

export const slotSchema = z.object(
  {
    bet: betUnits,
    lines: z.union([z.literal(1), z.literal(5), z.literal(9)], BAD).default(9),
  },
  BAD,
);
export type SlotInput = z.infer<typeof slotSchema>;

export const slot: BuiltinGame<typeof slotSchema> = {
  code: 'slot',
  schema: slotSchema,
  play(input: SlotInput, rng: Rng): Outcome {
    const lines = input.lines;
    const betCents = input.bet * CENTS_PER_UNIT;
    const stakeCents = betCents * lines;

    // grid[row][reel]
    const stops = SLOT_REELS.map((strip) => draw(rng, strip.length));
    const grid: SlotSymbol[][] = [0, 1, 2].map((row) => SLOT_REELS.map((strip, reel) => strip[((stops[reel] as number) + row) % strip.length] as SlotSymbol));

    const wins: SlotWin[] = [];
    for (let i = 0; i < lines; i++) {
      const rows = SLOT_PAYLINES[i] as readonly [number, number, number];
      const cells = rows.map((row, reel) => (grid[row] as SlotSymbol[])[reel] as SlotSymbol) as [SlotSymbol, SlotSymbol, SlotSymbol];
      const hit = evaluateLine(cells);
      if (hit) wins.push({ line: i + 1, symbol: hit.symbol, count: hit.count, payoutCents: betCents * hit.multiple });
    }
    const payoutCents = wins.reduce((sum, w) => sum + w.payoutCents, 0);
    return { stakeCents, payoutCents, detail: { grid, lines, wins } satisfies SlotDetail };
  },
};
