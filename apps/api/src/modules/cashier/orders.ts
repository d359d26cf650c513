import { randomInt } from 'node:crypto';
import type { MessageKey, MessageParams } from '@portal/contracts';
import { Prisma } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { beijingStamp } from '../../time.js';

// What deposits and withdrawals share: amounts, order numbers, refusals naming figures (their review
// queues' filters are in store/review.ts).

export const D = (v: string | number | Prisma.Decimal) => new Prisma.Decimal(v);

/** A refusal whose message names figures ({min}, {amount}...). */
export const refusal = (code: number, key: MessageKey, params: MessageParams) => new AppError(code, key).with(params);

/** Order numbers: a prefix, the Beijing time to the second, 6 random digits (unique index behind it). */
export const orderNumber = (prefix: 'CZ' | 'TX', now: Date) => `${prefix}${beijingStamp(now)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

export const REVIEW_PAGE_SIZE = 20;
