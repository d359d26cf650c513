import { z } from 'zod';
import { moneyText, pageReply } from '../common/replies.js';
import { HOUSE_PAYOUT_STATES } from './schemas.js';

/** /api/balance, /api/PCBalance, /api/MobileBalance, and the recall: one balance. */
export const balanceReplySchema = z.object({ balance: moneyText });
export type BalanceReply = z.infer<typeof balanceReplySchema>;

/** /api/balancelist: every venue wallet, its localised name and the member's balance there. */
/** `seamless`: the platform plays from the central wallet (免转): no transfer in or out, its balance always 0. */
export const platformBalanceReply = z.object({ name: z.string(), platname: z.string(), balance: moneyText, seamless: z.boolean().optional() });
export type PlatformBalance = z.infer<typeof platformBalanceReply>;

/** A transfer's reply: the central balance after it and the transfer's order number. */
/** `amount`: only when a loss limit capped a transfer into a game, the amount that moved (less than asked). */
export const transferReply = z.object({ balance: moneyText, order_no: z.string(), amount: moneyText.optional() });
export type TransferReply = z.infer<typeof transferReply>;

/**
 * /api/uptransferstatus: the transfer mode now in force (1 = automatic transfers, no manual ones)
 * and what an automatic transfer brings a game's wallet up to at launch (null: the whole central wallet).
 */
export const transferStatusReply = z.object({ transferstatus: z.number(), auto_amount: moneyText.nullable() });
export type TransferStatusReply = z.infer<typeof transferStatusReply>;

/**
 * One payment out of a house account in the payouts queue: its posting kind, the member, the
 * amount, the module whose decision it is (source: promotion, rebate, deposit, chain) and its row
 * there, who asked (null: the member or a system job), who set the amount, and the decision.
 */
export const housePayoutRowSchema = z.object({
  id: z.number(),
  kind: z.string(),
  username: z.string(),
  amount: moneyText,
  source: z.string(),
  source_ref: z.string(),
  memo: z.string(),
  state: z.enum(HOUSE_PAYOUT_STATES),
  requested_by: z.string().nullable(),
  amount_set_by: z.string().nullable(),
  requested_at: z.string(),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
  reason: z.string(),
});
export type HousePayoutRow = z.infer<typeof housePayoutRowSchema>;
export const housePayoutPageSchema = pageReply(housePayoutRowSchema);
export type HousePayoutPage = z.infer<typeof housePayoutPageSchema>;
