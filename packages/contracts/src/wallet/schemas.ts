import { z } from 'zod';
import { PATTERNS } from '../common/validation.js';

// ---- wallets and platforms ----

/** The central wallet's name in transfers (sourcetype / targettype); platforms go by their platname. */
export const CENTER_WALLET = 'center';
/** The two game wallets of the Transfer screen (spec §2.5) and their routes. */
export const PC_PLATFORM = 'PCGAME';
export const MOBILE_PLATFORM = 'MOBILEGAME';
/** The largest single transfer or adjustment, in whole units. */
export const MAX_TRANSFER = 10_000_000;

/** Whole units only (spec: original-backend.md rule 4); numbers or numeric strings, as the clients send both. */
export const wholeAmount = z
  .union([z.number(), z.string().trim()], { error: 'transfer.amountRequired' })
  .refine((v) => v !== '', { error: 'transfer.amountRequired' })
  .transform((v) => (typeof v === 'number' ? v : Number(v)))
  .pipe(
    z
      .number({ error: 'transfer.amountWhole' })
      .refine((v) => Number.isFinite(v) && Number.isInteger(v) && v > 0, { error: 'transfer.amountWhole' })
      .refine((v) => v <= MAX_TRANSFER, { error: 'transfer.amountTooLarge' }),
  );

const walletName = z
  .string({ error: 'transfer.walletRequired' })
  .trim()
  .min(1, { error: 'transfer.walletRequired' })
  .refine((v) => v.toLowerCase() === CENTER_WALLET || PATTERNS.platname.test(v), { error: 'transfer.platformUnknown' })
  .transform((v) => (v.toLowerCase() === CENTER_WALLET ? CENTER_WALLET : v.toUpperCase()));

export const transferSchema = z
  .object({ amount: wholeAmount, sourcetype: walletName, targettype: walletName })
  .refine((v) => v.sourcetype !== v.targettype, { error: 'transfer.sameWallet', path: ['targettype'] })
  .refine((v) => v.sourcetype === CENTER_WALLET || v.targettype === CENTER_WALLET, { error: 'transfer.viaCenter', path: ['targettype'] });
export type TransferInput = z.infer<typeof transferSchema>;
export const TRANSFER_ORDER = ['amount', 'sourcetype', 'targettype'] as const;

export const amountSchema = z.object({ amount: wholeAmount });
export type AmountInput = z.infer<typeof amountSchema>;

export const transferStatusSchema = z.object({
  transferstatus: z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], { error: 'transfer.statusInvalid' }).transform(Number),
});
