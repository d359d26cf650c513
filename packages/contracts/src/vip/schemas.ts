import { z } from 'zod';
import { VIP_LEVELS } from '../common/constants.js';
import { moneyFigure } from '../common/schemas.js';
import { compareMoney } from '../common/money.js';

const levelError = { error: 'vip.levelInvalid' } as const;
const rateError = { error: 'vip.rateInvalid' } as const;

/** A VIP level number 1-10 (a JSON number or a numeric string). */
const vipLevelNumber = z
  .union([z.number(levelError), z.string(levelError).trim().regex(/^\d+$/, levelError)], levelError)
  .transform(Number)
  .pipe(z.number().int(levelError).min(1, levelError).max(VIP_LEVELS, levelError));

/** The most a VIP level's rebate rate may be, in percent of the valid stake (a hard cap on what staff set). */
export const REBATE_RATE_MAX = '3';

/** A rebate percentage 0-REBATE_RATE_MAX with at most 2 decimals, read as its decimal string. */
export const vipRate = z
  .union([z.number(rateError), z.string(rateError)], rateError)
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
  .refine((v) => /^\d{1,3}(\.\d{1,2})?$/.test(v) && compareMoney(v, REBATE_RATE_MAX) <= 0, rateError);

/** A level's amounts are money columns (NUMERIC(18,2)): moneyFigure holds them to that width (0: no threshold). */
const levelAmount = moneyFigure;

const RATE_FIELDS = ['realperson', 'electron', 'joker', 'sport', 'lottery', 'e_sport'] as const;
const AMOUNT_FIELDS = ['recharge', 'flow', 'keep_flow'] as const;

/**
 * POST /api/admin/vip/levels/update: one level's deposit (recharge) and turnover (flow) needed,
 * the 90-day turnover that keeps it (keep_flow) and its rebate % per category; any of them, at
 * least one, nothing else.
 */
export const vipLevelUpdateSchema = z
  .object({
    level: vipLevelNumber,
    recharge: levelAmount.optional(),
    flow: levelAmount.optional(),
    keep_flow: levelAmount.optional(),
    realperson: vipRate.optional(),
    electron: vipRate.optional(),
    joker: vipRate.optional(),
    sport: vipRate.optional(),
    lottery: vipRate.optional(),
    e_sport: vipRate.optional(),
  })
  .strict()
  .refine((v) => [...AMOUNT_FIELDS, ...RATE_FIELDS].some((f) => v[f] !== undefined), { error: 'vip.nothingToUpdate' });
export type VipLevelUpdateInput = z.infer<typeof vipLevelUpdateSchema>;
