import { z } from 'zod';
import { DEPOSIT_STATUSES, PAY_CHANNEL_WAYS, PAY_TYPES, USDT_PROTOCOLS } from './rules.js';
import { ChainPayoutState } from '../chain/states.js';

// Reply shapes (data) of the cashier routes; the API's presenter `satisfies` these, the web reads them.
// Money is a decimal string with 2 decimals (CNY and the USDT amounts alike); times 'YYYY-MM-DD HH:mm:ss' Beijing.

const money = z.string().regex(/^-?\d+\.\d{2}$/);
const rate = z.string().regex(/^\d+(\.\d+)?$/);
const time = z.string();

/** /api/get_pay_way: 1 when the method is open. */
export const payWaysReplySchema = z.object({ card: z.number(), wechat: z.number(), alipay: z.number(), game: z.number(), usdt: z.number() });
export type PayWaysReply = z.infer<typeof payWaysReplySchema>;

/** /api/getPayRange. */
export const payRangeReplySchema = z.object({ min_price: money, max_price: money });
export type PayRangeReply = z.infer<typeof payRangeReplySchema>;

/** /api/banklist: one row per bank option. */
export const bankOptionSchema = z.object({ id: z.number(), bank_name: z.string() });
export type BankOption = z.infer<typeof bankOptionSchema>;

/** /api/getpaybank: the portal's receiving bank accounts. */
export const receivingAccountSchema = z.object({
  id: z.number(),
  bank_no: z.string(),
  bank_owner: z.string(),
  bank_address: z.string(),
  bank_data: z.object({ bank_name: z.string() }),
});
export type ReceivingAccount = z.infer<typeof receivingAccountSchema>;

/** /api/recharge: `message` is the deposit_no (as the original); data repeats it with the order's times. */
export const depositReplySchema = z.object({
  deposit_no: z.string(),
  paytype: z.enum(PAY_TYPES),
  amount: money,
  usdt_amount: money.nullable(),
  created_at: time,
  expires_at: time,
});
export type DepositReply = z.infer<typeof depositReplySchema>;

/**
 * /api/payinfo: `message` is the pay type (bankpay | wxpay | alipay | ebpay | usdtpay).
 * info.amount is the CNY amount of the order, info.real_money the CNY credited on approval,
 * info.usdtrate the rate and info.usdt_amount = floor2(amount / usdtrate) (usdt only, else null).
 * cardlist: content = the currency or channel name (e.g. 'USDT-TRC20'), payimg = a QR image
 * (data URL; '' for bank), mch_id = the receiving address / merchant id / account number.
 * remaining_seconds counts down the one-hour payment window (0 once expired).
 * status says the order's real state (depositStatus): pending, paid, rejected (reason says why) or
 * expired; only a pending order carries its payee (cardlist is blank otherwise).
 */
export const payInfoReplySchema = z.object({
  deposit_no: z.string(),
  paytype: z.enum(PAY_TYPES),
  catepay: z.enum(USDT_PROTOCOLS).nullable(),
  state: z.number(),
  status: z.enum(DEPOSIT_STATUSES),
  reason: z.string(),
  info: z.object({
    created_at: time,
    expires_at: time,
    remaining_seconds: z.number(),
    amount: money,
    real_money: money,
    usdtrate: rate,
    usdt_amount: money.nullable(),
  }),
  cardlist: z.object({ content: z.string(), payimg: z.string(), mch_id: z.string() }),
  /**
   * A USDT order whose protocol has a watch-only xpub: the member's own deposit address (also in
   * cardlist.mch_id, its QR in cardlist.payimg: an EIP-681 URI naming the token contract and the
   * amount for ERC20, the address for TRC20). Any amount sent there is credited after
   * `confirmations` confirmations (`min_usdt` and more; less waits for staff). null otherwise.
   */
  chain: z.object({ address: z.string(), confirmations: z.number(), min_usdt: z.string() }).nullable().optional(),
});
export type PayInfoReply = z.infer<typeof payInfoReplySchema>;

/** /api/generateRechargeQRcode: data is the QR image itself, a 'data:image/png;base64,...' URL. */
export const depositQrReplySchema = z.string().startsWith('data:image/png;base64,');
export type DepositQrReply = z.infer<typeof depositQrReplySchema>;

/** /api/getcard rows (the member's own cards; bank_owner holds the protocol for a USDT address). */
export const boundCardSchema = z.object({
  id: z.number(),
  type: z.number(),
  bank: z.string(),
  bank_no: z.string(),
  bank_owner: z.string(),
  bank_address: z.string(),
  created_at: time,
});
export type BoundCard = z.infer<typeof boundCardSchema>;

/** /api/withdraw: message '提交成功，等待后台审核'; the order and the central balance after the hold. */
export const withdrawalReplySchema = z.object({
  order_no: z.string(),
  amount: money,
  protocol: z.enum(USDT_PROTOCOLS).nullable(),
  usdt_amount: money.nullable(),
  fee: money.nullable(),
  state: z.number(),
  balance: money,
});
export type WithdrawalReply = z.infer<typeof withdrawalReplySchema>;

// /api/getBetAmount answers records' BetAmount {bet_amount}: settled bets since the last approved withdrawal.

// ---- back office ----

export const depositReviewRowSchema = z.object({
  deposit_no: z.string(),
  username: z.string(),
  paytype: z.enum(PAY_TYPES),
  catepay: z.enum(USDT_PROTOCOLS).nullable(),
  amount: money,
  real_money: money,
  usdt_amount: money.nullable(),
  /** What the member said they paid from (bank deposits). */
  payer: z.object({ bank_owner: z.string(), bank: z.string(), bank_no: z.string(), bank_address: z.string() }).nullable(),
  state: z.number(),
  created_at: time,
  expires_at: time,
  reviewed_at: time.nullable(),
  reviewer: z.string().nullable(),
  reason: z.string(),
  /** Approved once above DEPOSIT_REVIEW_ABOVE: the payouts queue's id while it waits for a second finance person; else null. */
  waiting_payout: z.number().nullable(),
});
export type DepositReviewRow = z.infer<typeof depositReviewRowSchema>;

export const withdrawalReviewRowSchema = z.object({
  order_no: z.string(),
  username: z.string(),
  amount: money,
  usdt_amount: money.nullable(),
  fee: money.nullable(),
  protocol: z.enum(USDT_PROTOCOLS).nullable(),
  card: z.object({ type: z.number(), bank: z.string(), bank_no: z.string(), bank_owner: z.string(), bank_address: z.string() }),
  state: z.number(),
  created_at: time,
  /** Above the four-eyes threshold a second, different admin completes the approval. */
  needs_second_approval: z.boolean(),
  first_approver: z.string().nullable(),
  first_approved_at: time.nullable(),
  reviewed_at: time.nullable(),
  reviewer: z.string().nullable(),
  reason: z.string(),
  /** A USDT withdrawal's payout tx as finance recorded it (withdrawals.payout); null until recorded. */
  payout_tx: z.string().nullable(),
  /** What the chain watcher says of it (ChainPayoutState: pending | verified | flagged); null until recorded. */
  payout_state: z.enum(Object.values(ChainPayoutState) as [ChainPayoutState, ...ChainPayoutState[]]).nullable(),
  /** What differs when flagged (empty otherwise); null until recorded. */
  payout_note: z.string().nullable(),
});
export type WithdrawalReviewRow = z.infer<typeof withdrawalReviewRowSchema>;

/** A QR pay way's channel (back office). qr_image is the uploaded image's id (null: the QR is drawn from pay_url); qr_url where it is served. */
export const payChannelSchema = z.object({
  id: z.number(),
  paytype: z.enum(PAY_CHANNEL_WAYS),
  name: z.string(),
  mch_id: z.string(),
  pay_url: z.string(),
  qr_image: z.string().nullable(),
  qr_url: z.string(),
  enabled: z.boolean(),
  sort: z.number(),
  updated_at: time,
});
export type PayChannel = z.infer<typeof payChannelSchema>;

/** /api/admin/cashier/channels/upload: the stored (re-encoded) image's id, to save as a channel's qr_image, and its URL. */
export const channelQrUploadReplySchema = z.object({ qr_image: z.string(), qr_url: z.string() });
export type ChannelQrUploadReply = z.infer<typeof channelQrUploadReplySchema>;
