import { z } from 'zod';
import { PAGE_SIZE } from '../common/constants.js';
import { PATTERNS } from '../common/validation.js';

const dateCode = z.preprocess(
  (v: number | string | null | undefined) => (v === undefined || v === null || v === '' ? 4 : typeof v === 'string' ? Number(v) : v),
  z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: 'records.dateInvalid' }),
);
const page = z.preprocess(
  (v: number | string | null | undefined) => (v === undefined || v === null || v === '' ? 1 : typeof v === 'string' ? Number(v) : v),
  z
    .number({ error: 'common.badRequest' })
    .int({ error: 'common.badRequest' })
    .min(1, { error: 'common.badRequest' })
    .max(100_000, { error: 'common.badRequest' }),
);
const apiType = z.preprocess(
  (v: string | null | undefined) => (v === undefined || v === null ? '' : v),
  z
    .string({ error: 'common.badRequest' })
    .trim()
    .max(32, { error: 'common.badRequest' })
    .refine((v) => v === '' || PATTERNS.platname.test(v), { error: 'common.badRequest' })
    .transform((v) => v.toUpperCase()),
);

export const betRecordSchema = z.object({ date: dateCode, page, api_type: apiType });
export type BetRecordInput = z.infer<typeof betRecordSchema>;

/** Financial record types (spec §2.5): top up, withdrawal, transfer in (to a game), transfer out (from a game); 0 or absent = all. */
export const TransRecordType = { all: 0, topUp: 1, withdrawal: 2, transferIn: 3, transferOut: 4 } as const;
export type TransRecordType = (typeof TransRecordType)[keyof typeof TransRecordType];
export const transRecordSchema = z.object({
  date: dateCode,
  page,
  api_type: apiType,
  type: z.preprocess(
    (v: number | string | null | undefined) => (v === undefined || v === null || v === '' ? 0 : typeof v === 'string' ? Number(v) : v),
    z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: 'records.typeInvalid' }),
  ),
});
export type TransRecordInput = z.infer<typeof transRecordSchema>;

export const pageSize = PAGE_SIZE;
