import { z } from 'zod';
import { betRecordSchema } from '../records/schemas.js';

/**
 * /api/getfanshui: the record filters of the bet record (date code of spec §9, page, api_type = a
 * platform, '' for all). `type` is sent by the original clients and kept for them (optional: this
 * portal's client leaves it out); it filters nothing.
 */
export const rebateQuerySchema = betRecordSchema.extend({
  type: z
    .preprocess((v: string | number | null | undefined) => (v === undefined || v === null ? '' : String(v)), z.string().max(32, { error: 'common.badRequest' }))
    .default(''),
});
export type RebateQueryInput = z.infer<typeof rebateQuerySchema>;
