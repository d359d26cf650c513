import type { Sql } from '../../db/sql.js';

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
  const count = async (text: string, values: unknown[] = []) =>
    (await sql.query<{ n: number }>(`WITH gone AS (${text} RETURNING 1) SELECT count(*)::int AS n FROM gone`, values))[0]?.n ?? 0;

  async function run(): Promise<CleanupResult> {
    return {
      captchas: await count('DELETE FROM captchas WHERE expires_at < now()'),
      codes: await count(`DELETE FROM verification_codes WHERE expires_at < now() AND created_at < now() - interval '1 day'`),
      idempotentRequests: await count(`DELETE FROM idempotent_requests WHERE created_at < now() - $1::int * interval '1 hour'`, [idempotencyKeepHours]),
      rateLimitHits: await count('DELETE FROM rate_limit_hits WHERE reset_at < now()'),
    };
  }

  return { run };
}
