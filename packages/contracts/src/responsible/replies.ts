import { z } from 'zod';
import { moneyText } from '../common/replies.js';
import { EXCLUSION_PERIODS, LIMIT_KINDS, LIMIT_PERIODS } from './rules.js';

const kind = z.enum(LIMIT_KINDS);
const period = z.enum(LIMIT_PERIODS);

/** A limit in force: what is used of it in the current period and when that resets (Beijing 'YYYY-MM-DD HH:mm:ss'). */
export const responsibleLimitReply = z.object({
  kind,
  period,
  value: moneyText,
  used: moneyText,
  left: moneyText,
  resets_at: z.string(),
});
export type ResponsibleLimitItem = z.infer<typeof responsibleLimitReply>;

/** A change of a limit: pending (effective_at ahead, cancellable), applied, or cancelled. value null: the limit removed. */
export const responsibleChangeReply = z.object({
  id: z.number(),
  kind,
  period,
  value: moneyText.nullable(),
  previous: moneyText.nullable(),
  requested_at: z.string(),
  effective_at: z.string(),
  state: z.enum(['pending', 'applied', 'cancelled']),
});
export type ResponsibleChangeItem = z.infer<typeof responsibleChangeReply>;

/** A running time-out or self-exclusion; ends_at null: indefinite. */
export const responsibleBlockReply = z.object({
  kind: z.enum(['timeout', 'exclusion']),
  period: z.union([z.enum(EXCLUSION_PERIODS), z.string()]),
  started_at: z.string(),
  ends_at: z.string().nullable(),
});
export type ResponsibleBlockItem = z.infer<typeof responsibleBlockReply>;

/** POST /api/responsible: the limits in force, the pending changes, the history (newest first, 50) and the block. */
export const responsibleStateReply = z.object({
  limits: z.array(responsibleLimitReply),
  pending: z.array(responsibleChangeReply),
  history: z.array(responsibleChangeReply),
  block: responsibleBlockReply.nullable(),
});
export type ResponsibleState = z.infer<typeof responsibleStateReply>;
