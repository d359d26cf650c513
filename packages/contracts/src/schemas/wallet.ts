import { z } from 'zod';
import { PAGE_SIZE } from '../constants.js';

// ---- wallets and platforms ----

/** The central wallet's name in transfers (sourcetype / targettype); platforms go by their platname. */
export const CENTER_WALLET = 'center';
/** The two game wallets of the Transfer screen (spec §2.5) and their routes. */
export const PC_PLATFORM = 'PCGAME';
export const MOBILE_PLATFORM = 'MOBILEGAME';
/** The largest single transfer or adjustment, in whole units. */
export const MAX_TRANSFER = 10_000_000;

const PLATNAME = /^[A-Za-z0-9_]{1,32}$/;

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
  .refine((v) => v.toLowerCase() === CENTER_WALLET || PLATNAME.test(v), { error: 'transfer.platformUnknown' })
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

export interface PlatformBalance {
  name: string;
  platname: string;
  balance: string;
}

// ---- games ----

export const getGameUrlSchema = z.object({
  plat_name: z.string({ error: 'game.codeRequired' }).trim().min(1, { error: 'game.codeRequired' }).max(32, { error: 'game.codeRequired' }).regex(PLATNAME, { error: 'game.codeRequired' }),
  game_type: z.union([z.string(), z.number()]).optional().transform((v) => String(v ?? '0').slice(0, 32)),
  game_code: z.union([z.string(), z.number()]).optional().transform((v) => String(v ?? '0').slice(0, 64)),
  is_mobile_url: z.union([z.string(), z.number(), z.boolean()]).optional().transform((v) => v === true || v === 1 || v === '1'),
});
export type GetGameUrlInput = z.infer<typeof getGameUrlSchema>;

// ---- records ----

/** Date filter codes of spec §9: 1 today, 2 one week, 3 half month, 4 one month (default). */
export const DATE_RANGES = { 1: 0, 2: 6, 3: 14, 4: 29 } as const;
const dateCode = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? 4 : typeof v === 'string' ? Number(v) : v),
  z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: 'records.dateInvalid' }),
);
const page = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? 1 : typeof v === 'string' ? Number(v) : v),
  z.number({ error: 'common.badRequest' }).int({ error: 'common.badRequest' }).min(1, { error: 'common.badRequest' }).max(100_000, { error: 'common.badRequest' }),
);
const apiType = z.preprocess(
  (v) => (v === undefined || v === null ? '' : v),
  z.string({ error: 'common.badRequest' }).trim().max(32, { error: 'common.badRequest' }).refine((v) => v === '' || PLATNAME.test(v), { error: 'common.badRequest' }).transform((v) => v.toUpperCase()),
);

export const betRecordSchema = z.object({ date: dateCode, page, api_type: apiType });
export type BetRecordInput = z.infer<typeof betRecordSchema>;

/** Financial record types (spec §2.5): top up, withdrawal, transfer in (to a game), transfer out (from a game); 0 or absent = all. */
export const TransRecordType = { all: 0, topUp: 1, withdrawal: 2, transferIn: 3, transferOut: 4 } as const;
export const transRecordSchema = z.object({
  date: dateCode,
  page,
  api_type: apiType,
  type: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 0 : typeof v === 'string' ? Number(v) : v),
    z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: 'records.typeInvalid' }),
  ),
});
export type TransRecordInput = z.infer<typeof transRecordSchema>;

/** Bet status (spec §4): 0 invalid, 1 settled, 2 unsettled. */
export const BetStatus = { invalid: 0, settled: 1, unsettled: 2 } as const;
/** Transfer record state (spec §4): 0 failed, 1 success, 2 unsettled. */
export const TransferState = { failed: 0, success: 1, pending: 2 } as const;

export interface BetRecordItem {
  id: number;
  bet_time: string;
  bet_id: string;
  Code: string;
  platname: string;
  bet_amount: string;
  win_loss: string;
  payout: string;
  status: number;
}
export interface TransRecordItem {
  id: string;
  created_at: string;
  out_trade_no: string;
  pay_way: string;
  type: number;
  amount: string;
  state: number;
}

export const pageSize = PAGE_SIZE;

// ---- back office ----

export const adminAdjustSchema = z.object({
  username: z.string({ error: 'common.badRequest' }).trim().min(1, { error: 'common.badRequest' }).max(32, { error: 'common.badRequest' }),
  amount: z
    .union([z.number(), z.string().trim()], { error: 'admin.amountInvalid' })
    .transform((v) => String(v))
    .refine((v) => /^-?\d{1,10}(\.\d{1,2})?$/.test(v) && Number(v) !== 0, { error: 'admin.amountInvalid' }),
  memo: z.string({ error: 'admin.memoRequired' }).trim().min(1, { error: 'admin.memoRequired' }).max(200, { error: 'admin.memoRequired' }),
});
export type AdminAdjustInput = z.infer<typeof adminAdjustSchema>;
