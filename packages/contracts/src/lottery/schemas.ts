import { z } from 'zod';
import { calendarDay, requiredText } from '../common/validation.js';
import { moneyAmount, moneyFigure, pageSchema } from '../common/schemas.js';
import { LOTTERY_BET_STATES, LOTTERY_DRAW_STATES, LOTTERY_GAME_CODES, LOTTERY_MAX_PICKS } from './states.js';

// The lottery's requests: the player API (/play/api/lottery/*, authorised by the launch token), the
// public verification and the desk's. Which kinds and selections a game takes is the game's rule
// (packages/game-rules): a pick that passes here may still be refused as lottery.pickInvalid.

const BAD = { error: 'common.badRequest' } as const;
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const lotteryGame = z.enum(LOTTERY_GAME_CODES, { error: 'lottery.gameUnknown' });
/** A draw number: the Beijing day and the draw of the day (20261128-001). */
export const lotteryDrawNo = z
  .string({ error: 'lottery.drawUnknown' })
  .trim()
  .regex(/^\d{8}-\d{3,5}$/, { error: 'lottery.drawUnknown' });

const PICK = { error: 'lottery.pickInvalid' } as const;
/** One pick: a bet kind, what it picks (keno: its numbers, as "3,17,25" or [3, 17, 25]) and the stake on it. */
export const lotteryPickSchema = z.object(
  {
    kind: z
      .string(PICK)
      .trim()
      .regex(/^[a-z0-9_]{1,32}$/, PICK),
    selection: z
      .union([z.string(PICK).trim().max(64, PICK), z.number(PICK).int(PICK), z.array(z.number(PICK).int(PICK), PICK).max(10, PICK)], PICK)
      .transform((v) => (Array.isArray(v) ? v.join(',') : String(v))),
    stake: moneyAmount,
  },
  PICK,
);
export type LotteryPickInput = z.infer<typeof lotteryPickSchema>;

/** /play/api/lottery/bet {game, draw_no, picks}: a slip on one draw; an Idempotency-Key header makes a retry answer the first outcome. */
export const lotteryBetSchema = z.object(
  {
    game: lotteryGame,
    draw_no: lotteryDrawNo,
    picks: z
      .array(lotteryPickSchema, { error: 'lottery.picksRequired' })
      .min(1, { error: 'lottery.picksRequired' })
      .max(LOTTERY_MAX_PICKS, { error: 'lottery.picksTooMany' }),
  },
  BAD,
);
export type LotteryBetInput = z.infer<typeof lotteryBetSchema>;
export const LOTTERY_BET_ORDER = ['game', 'draw_no', 'picks'] as const;

/** /play/api/lottery/games {} */
export const lotteryGamesSchema = z.object({}, BAD);
/** /play/api/lottery/current {game} */
export const lotteryCurrentSchema = z.object({ game: lotteryGame }, BAD);
export type LotteryCurrentInput = z.infer<typeof lotteryCurrentSchema>;

const limit = (max: number, fallback: number) => z.preprocess(blankToUndefined, z.coerce.number(BAD).int(BAD).min(1, BAD).max(max, BAD).default(fallback));

/** /play/api/lottery/bets {state?, game?, limit?, before?}: the player's bets, newest first; `before` a bet id to page on from. */
export const lotteryBetsSchema = z.object(
  {
    state: z.preprocess(blankToUndefined, z.enum(LOTTERY_BET_STATES, BAD).optional()),
    game: z.preprocess(blankToUndefined, lotteryGame.optional()),
    limit: limit(100, 50),
    before: z.preprocess(blankToUndefined, z.coerce.number(BAD).int(BAD).min(1, BAD).max(Number.MAX_SAFE_INTEGER, BAD).optional()),
  },
  BAD,
);
export type LotteryBetsInput = z.infer<typeof lotteryBetsSchema>;

/** /play/api/lottery/draws {game, limit}: the last draws drawn or cancelled, newest first (the results and the trend chart). */
export const lotteryDrawsSchema = z.object({ game: lotteryGame, limit: limit(200, 30) }, BAD);
export type LotteryDrawsInput = z.infer<typeof lotteryDrawsSchema>;

/** GET /api/lottery/verify?game&draw_no (public) */
export const lotteryVerifySchema = z.object({ game: lotteryGame, draw_no: lotteryDrawNo });
export type LotteryVerifyInput = z.infer<typeof lotteryVerifySchema>;

/** GET /api/lottery/chains?game (public): a game's hash chains and their terminal hashes. */
export const lotteryChainsSchema = z.object({ game: lotteryGame });
export type LotteryChainsInput = z.infer<typeof lotteryChainsSchema>;

// ---- the desk ----

const ODDS = { error: 'lottery.oddsInvalid' } as const;
/**
 * /api/admin/lottery/games/save: a game on or off, its stake range and payout cap, and odds of any
 * of its bet types (decimal text, at most 3 decimals; keno a paytable, one figure per number of
 * hits). Each bet type's house edge must stay within the bounds (lottery.oddsOutOfBounds).
 */
export const lotteryGameSaveSchema = z.object({
  game: lotteryGame,
  enabled: z.boolean(BAD).optional(),
  min_stake: moneyFigure.optional(),
  max_stake: moneyFigure.optional(),
  payout_cap: moneyFigure.optional(),
  odds: z
    .record(
      z.string(ODDS).regex(/^[a-z0-9_:]{1,32}$/, ODDS),
      z
        .array(z.string(ODDS).regex(/^\d{1,7}(\.\d{1,3})?$/, ODDS), ODDS)
        .min(1, ODDS)
        .max(11, ODDS),
      ODDS,
    )
    .optional(),
});
export type LotteryGameSaveInput = z.infer<typeof lotteryGameSaveSchema>;

/** /api/admin/lottery/draws {game?, state?, date?, page}: draws newest first; `date` a Beijing day. */
export const lotteryAdminDrawsSchema = pageSchema.extend({
  game: z.preprocess(blankToUndefined, lotteryGame.optional()),
  state: z.preprocess(blankToUndefined, z.enum(LOTTERY_DRAW_STATES, BAD).optional()),
  date: z.preprocess(blankToUndefined, calendarDay().optional()),
});
export type LotteryAdminDrawsInput = z.infer<typeof lotteryAdminDrawsSchema>;

/** /api/admin/lottery/cancel {game, draw_no, reason}: a draw not yet drawn is cancelled and every bet refunded (audited). */
export const lotteryCancelSchema = z.object({ game: lotteryGame, draw_no: lotteryDrawNo, reason: requiredText('lottery.cancelReasonRequired', 200) });
export type LotteryCancelInput = z.infer<typeof lotteryCancelSchema>;
export const LOTTERY_CANCEL_ORDER = ['game', 'draw_no', 'reason'] as const;

/** At most this many Beijing days in one profit-and-loss report. */
export const LOTTERY_REPORT_MAX_DAYS = 366;
/** /api/admin/lottery/report {from, to, game?}: the lottery's profit and loss by Beijing day (of the draw). */
export const lotteryReportSchema = z
  .object({ from: calendarDay(), to: calendarDay(), game: z.preprocess(blankToUndefined, lotteryGame.optional()) })
  .refine((v) => v.from <= v.to && (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 < LOTTERY_REPORT_MAX_DAYS, { error: 'staff.rangeInvalid' });
export type LotteryReportInput = z.infer<typeof lotteryReportSchema>;
