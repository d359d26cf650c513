import { z } from 'zod';
import { moneyText, pageReply } from '../common/replies.js';

/** Bet status (spec §4): 0 invalid, 1 settled, 2 unsettled. */
export const BetStatus = { invalid: 0, settled: 1, unsettled: 2 } as const;
export type BetStatus = (typeof BetStatus)[keyof typeof BetStatus];

/** Transfer record state (spec §4): 0 failed, 1 success, 2 unsettled (3 is listed as undefined and never given). */
export const TransferState = { failed: 0, success: 1, pending: 2 } as const;
export type TransferState = (typeof TransferState)[keyof typeof TransferState];

/** Top-up and withdrawal record state (spec §4): 0 undefined, 1 pending review, 2 approved, 3 rejected. */
export const ReviewState = { none: 0, pending: 1, approved: 2, rejected: 3 } as const;
export type ReviewState = (typeof ReviewState)[keyof typeof ReviewState];

/** One bet (spec §3); Code is the game's name as the original clients spell it. */
export const betRecordItemReply = z.object({
  id: z.number(),
  bet_time: z.string(),
  bet_id: z.string(),
  Code: z.string(),
  platname: z.string(),
  bet_amount: moneyText,
  win_loss: moneyText,
  payout: moneyText,
  status: z.number(),
  /** What was bet, in the reader's language, when the platform says more than the game (a lottery bet: the draw, the pick and the result). */
  detail: z.string().optional(),
});
export type BetRecordItem = z.infer<typeof betRecordItemReply>;

/** /api/betrecord: a page of bets with the totals of every bet the filter matches. */
export const betRecordPageReply = pageReply(betRecordItemReply).extend({ bet_total: moneyText, win_loss_total: moneyText });
export type BetRecordPage = z.infer<typeof betRecordPageReply>;

/** One financial record: a top-up, a withdrawal or a transfer (type: TransRecordType; state per type). */
export const transRecordItemReply = z.object({
  id: z.string(),
  created_at: z.string(),
  out_trade_no: z.string(),
  pay_way: z.string(),
  type: z.number(),
  amount: moneyText,
  state: z.number(),
  /** Beyond the spec, withdrawals only: the tx hash that paid a USDT withdrawal (null until finance records it; absent on top-ups and transfers). */
  payout_tx: z.string().nullable().optional(),
});
export type TransRecordItem = z.infer<typeof transRecordItemReply>;

export const transRecordPageReply = pageReply(transRecordItemReply);
export type TransRecordPage = z.infer<typeof transRecordPageReply>;

/** /api/getBetAmount: the settled turnover counted toward the withdrawal requirement. */
export const betAmountReply = z.object({ bet_amount: moneyText });
export type BetAmount = z.infer<typeof betAmountReply>;
