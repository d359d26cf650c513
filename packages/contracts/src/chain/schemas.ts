import { z } from 'zod';
import { USDT_PROTOCOLS } from '../cashier/rules.js';
import { optionalIntInput } from '../common/schemas.js';
import { requiredText } from '../common/validation.js';
import { ChainTransferState } from './states.js';

// The back office's chain screen: the observed transfers' filters, a rescan, a held transfer's decision.

const bad = { error: 'common.badRequest' } as const;
const loose = (v: unknown) => (v === undefined || v === null ? '' : typeof v === 'string' ? v.trim() : v);

export const chainTransfersSchema = z.object({
  chain: z.preprocess(loose, z.union([z.literal(''), z.enum(USDT_PROTOCOLS, bad)], bad)).default(''),
  state: z
    .preprocess(loose, z.union([z.literal(''), z.enum(Object.values(ChainTransferState) as [ChainTransferState, ...ChainTransferState[]], bad)], bad))
    .default(''),
  username: z.preprocess(loose, z.string(bad).max(32, bad)).default(''),
  tx_hash: z.preprocess(loose, z.string(bad).max(100, bad)).default(''),
  page: optionalIntInput().default(1),
});
export type ChainTransfersInput = z.infer<typeof chainTransfersSchema>;

export const chainRescanSchema = z.object({
  chain: z.enum(USDT_PROTOCOLS, { error: 'chain.chainInvalid' }),
  from_block: z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,15}$/.test(v.trim()) ? Number(v) : v),
    z
      .number({ error: 'chain.blockInvalid' })
      .int({ error: 'chain.blockInvalid' })
      .min(0, { error: 'chain.blockInvalid' })
      .max(Number.MAX_SAFE_INTEGER, { error: 'chain.blockInvalid' }),
  ),
});
export type ChainRescanInput = z.infer<typeof chainRescanSchema>;

const transferId = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,18}$/.test(v.trim()) ? v.trim() : typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? String(v) : v),
  z.string({ error: 'chain.transferNotFound' }).regex(/^[1-9]\d{0,17}$/, { error: 'chain.transferNotFound' }),
);
export const chainApproveSchema = z.object({ id: transferId });
export const chainRejectSchema = z.object({ id: transferId, reason: requiredText('cashier.rejectReasonRequired', 200) });
export type ChainApproveInput = z.infer<typeof chainApproveSchema>;
export type ChainRejectInput = z.infer<typeof chainRejectSchema>;

/** /admin/withdrawals/payout {order_no, tx_hash}: the transaction that paid an approved USDT withdrawal (ERC20 0x + 64 hex; TRC20 64 hex). */
export const chainPayoutSchema = z.object({
  order_no: z.preprocess(
    loose,
    z.string({ error: 'chain.payoutNotFound' }).min(1, { error: 'chain.payoutNotFound' }).max(64, { error: 'chain.payoutNotFound' }),
  ),
  tx_hash: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.string({ error: 'chain.txHashInvalid' }).regex(/^(0x)?[0-9a-f]{64}$/, { error: 'chain.txHashInvalid' }),
  ),
});
export type ChainPayoutInput = z.infer<typeof chainPayoutSchema>;

/** The member's own deposit address of a protocol (the recharge page, before any order). */
export const chainMyAddressSchema = z.object({
  protocol: z.preprocess(loose, z.enum(USDT_PROTOCOLS, { error: 'chain.chainInvalid' })),
});
export type ChainMyAddressInput = z.infer<typeof chainMyAddressSchema>;
