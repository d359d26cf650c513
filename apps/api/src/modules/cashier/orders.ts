import { randomInt } from 'node:crypto';
import type { MessageKey, MessageParams } from '@portal/contracts';
import { Prisma } from '../../db/client.js';
import { AppError, invalid } from '../../errors.js';
import { beijingStamp } from '../../time.js';

// What deposits and withdrawals share: amounts, order numbers, refusals naming figures (their review
// queues' filters are in store/review.ts).

export const D = (v: string | number | Prisma.Decimal) => new Prisma.Decimal(v);

/** A refusal whose message names figures ({min}, {amount}...). */
export const refusal = (code: number, key: MessageKey, params: MessageParams) => new AppError(code, key).with(params);

/** The amount schema lets 0 through (ranges are the routes' rules); an order of 0 is never one. */
export function positiveAmount(text: string): Prisma.Decimal {
  const amount = D(text);
  if (!amount.greaterThan(0)) throw invalid('common.amountInvalid');
  return amount;
}

/** Order numbers: a prefix, the Beijing time to the second, 6 random digits (unique index behind it). */
export const orderNumber = (prefix: 'CZ' | 'TX', now: Date) => `${prefix}${beijingStamp(now)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

export const REVIEW_PAGE_SIZE = 20;
