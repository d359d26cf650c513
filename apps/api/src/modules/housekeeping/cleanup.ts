import type { Sql } from '../../db/sql.js';
import { deleteOldSeamlessSessions } from '../../providers/seamless/index.js';
import { deleteEndedRateLimits, deleteExpiredCaptchas, deleteOldCodes, deleteOldIdempotentReplies } from './store.js';

export interface CleanupResult {
  captchas: number;
  codes: number;
  idempotentRequests: number;
  rateLimitHits: number;
  seamlessSessions: number;
}

/**
 * Deletes what has outlived its use, so no flood grows the database for ever:
 * - image captchas past their expiry (used or not);
 * - SMS/email codes past their expiry and older than a day (the per-contact daily limit counts
 *   the last 24 hours of them);
 * - Idempotency-Key replies older than `idempotencyKeepHours` (a client retries within minutes;
 *   the money they guard stays guarded by the transfers' and postings' own unique keys);
 * - rate-limit counters whose window has ended (a new hit starts a new window anyway);
 * - seamless provider sessions expired longer ago than a win or a rollback may still name them
 *   (providers/seamless SESSION_KEEP_DAYS; their transactions and rounds stay).
 */
export function createCleanup({ sql, idempotencyKeepHours }: { sql: Sql; idempotencyKeepHours: number }) {
  async function run(): Promise<CleanupResult> {
    return {
      captchas: await deleteExpiredCaptchas(sql),
      codes: await deleteOldCodes(sql),
      idempotentRequests: await deleteOldIdempotentReplies(sql, idempotencyKeepHours),
      rateLimitHits: await deleteEndedRateLimits(sql),
      seamlessSessions: await deleteOldSeamlessSessions(sql),
    };
  }

  return { run };
}
