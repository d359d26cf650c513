import type { Sql } from '../../db/sql.js';
import { deleteEndedRateLimits, deleteExpiredCaptchas, deleteOldCodes, deleteOldIdempotentReplies } from './store.js';

export interface CleanupResult {
  captchas: number;
  codes: number;
  idempotentRequests: number;
  rateLimitHits: number;
}

/**
 * Deletes what has outlived its use, so no flood grows the database for ever:
 * - image captchas past their expiry (used or not);
 * - SMS/email codes past their expiry and older than a day (the per-contact daily limit counts
 *   the last 24 hours of them);
 * - Idempotency-Key replies older than `idempotencyKeepHours` (a client retries within minutes;
 *   the money they guard stays guarded by the transfers' and postings' own unique keys);
 * - rate-limit counters whose window has ended (a new hit starts a new window anyway).
 */
export function createCleanup({ sql, idempotencyKeepHours }: { sql: Sql; idempotencyKeepHours: number }) {
  async function run(): Promise<CleanupResult> {
    return {
      captchas: await deleteExpiredCaptchas(sql),
      codes: await deleteOldCodes(sql),
      idempotentRequests: await deleteOldIdempotentReplies(sql, idempotencyKeepHours),
      rateLimitHits: await deleteEndedRateLimits(sql),
    };
  }

  return { run };
}
