import { z } from 'zod';
import { moneyText } from '../common/replies.js';

/** /api/balance, /api/PCBalance, /api/MobileBalance, and the recall: one balance. */
export const balanceReplySchema = z.object({ balance: moneyText });
export type BalanceReply = z.infer<typeof balanceReplySchema>;

/** /api/balancelist: every venue wallet, its localised name and the member's balance there. */
export const platformBalanceReply = z.object({ name: z.string(), platname: z.string(), balance: moneyText });
export type PlatformBalance = z.infer<typeof platformBalanceReply>;

/** A transfer's reply: the central balance after it and the transfer's order number. */
/** `amount`: only when a loss limit capped a transfer into a game, the amount that moved (less than asked). */
export const transferReply = z.object({ balance: moneyText, order_no: z.string(), amount: moneyText.optional() });
export type TransferReply = z.infer<typeof transferReply>;

/** /api/uptransferstatus: the transfer mode now in force (1 = automatic transfers, no manual ones). */
export const transferStatusReply = z.object({ transferstatus: z.number() });
export type TransferStatusReply = z.infer<typeof transferStatusReply>;
