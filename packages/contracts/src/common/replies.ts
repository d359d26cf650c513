import { z } from 'zod';
import { PAGE_SIZE } from './constants.js';

/** Money in a reply: a string with exactly 2 decimals ("1234.50", "-3.00"). */
export const moneyText = z.string().regex(/^-?\d+\.\d{2}$/);

/** The Laravel paginator shape the original clients read (docs/compatibility.md#reply-shapes). */
export const pageReply = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), total: z.number(), current_page: z.number(), per_page: z.number(), last_page: z.number() });
export interface Page<T> {
  data: T[];
  total: number;
  current_page: number;
  per_page: number;
  last_page: number;
}
export function pageOf<T>(data: T[], total: number, page: number, perPage = PAGE_SIZE): Page<T> {
  return { data, total, current_page: page, per_page: perPage, last_page: Math.max(1, Math.ceil(total / perPage)) };
}
