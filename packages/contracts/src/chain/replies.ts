import { z } from 'zod';
import { USDT_PROTOCOLS } from '../cashier/rules.js';
import { pageReply } from '../common/replies.js';
import { ChainPayoutState, ChainTransferState } from './states.js';

/** One chain on the back office's chain screen: how far the watcher has read, how far behind the head, its last provider error. */
export const chainStatusSchema = z.object({
  chain: z.enum(USDT_PROTOCOLS),
  /** Members get their own addresses (an xpub is configured). */
  addresses: z.boolean(),
  /** A watcher reads this chain (ERC20: xpub and RPC URL set; TRC20: xpub and API URL set). */
  watched: z.boolean(),
  confirmations: z.number().nullable(),
  cursor_block: z.string().nullable(),
  head_block: z.string().nullable(),
  /** head - cursor (blocks), null before the first run. */
  lag: z.string().nullable(),
  last_error: z.string(),
  error_at: z.string().nullable(),
  updated_at: z.string().nullable(),
  counts: z.record(z.enum(Object.values(ChainTransferState) as [ChainTransferState, ...ChainTransferState[]]), z.number()),
});
export const chainStatusReply = z.array(chainStatusSchema);
export type ChainStatus = z.infer<typeof chainStatusSchema>;

/** An observed transfer: who it was for, what arrived, how deep it is, what became of it. */
export const chainTransferRowSchema = z.object({
  id: z.string(),
  chain: z.enum(USDT_PROTOCOLS),
  username: z.string().nullable(),
  tx_hash: z.string(),
  log_index: z.number(),
  block_number: z.string(),
  /** head - block + 1 (null before the head is known). */
  confirmations: z.number().nullable(),
  from: z.string(),
  to: z.string(),
  contract: z.string(),
  /** USDT, 6 decimals (null: another token, not read). */
  usdt_amount: z.string().nullable(),
  raw_amount: z.string(),
  state: z.enum(Object.values(ChainTransferState) as [ChainTransferState, ...ChainTransferState[]]),
  reason: z.string(),
  deposit_no: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ChainTransferRow = z.infer<typeof chainTransferRowSchema>;
export const chainTransfersReply = pageReply(chainTransferRowSchema);

/** A USDT withdrawal's payout: the tx hash finance recorded and what the chain says of it. */
export const chainPayoutReply = z.object({
  order_no: z.string(),
  protocol: z.enum(USDT_PROTOCOLS),
  payout_tx: z.string(),
  payout_state: z.enum(Object.values(ChainPayoutState) as [ChainPayoutState, ...ChainPayoutState[]]),
  payout_note: z.string(),
});
export type ChainPayoutReply = z.infer<typeof chainPayoutReply>;

/** The member's own deposit address of a protocol, its QR (a PNG data URL), when it is credited and the smallest transfer credited; null when that protocol has no own addresses. */
export const chainMyAddressReply = z
  .object({
    address: z.string(),
    qr_image: z.string(),
    confirmations: z.number(),
    min_usdt: z.string(),
  })
  .nullable();
export type ChainMyAddressReply = z.infer<typeof chainMyAddressReply>;
