import type { Sql } from '../../db/sql.js';

// The housekeeping job's deletes of the rows that outlived their use (captchas and idempotency
// replies are core's, codes verification's, rate-limit counters core's: the cleanup's writes
// modules/tables.ts lists).

/** Runs a DELETE and answers how many rows it deleted. */
async function deleted(db: Sql, text: string, values: unknown[] = []): Promise<number> {
  const [row] = await db.query<{ n: number }>(`WITH gone AS (${text} RETURNING 1) SELECT count(*)::int AS n FROM gone`, values);
  return row?.n ?? 0;
}

export const deleteExpiredCaptchas = (db: Sql) => deleted(db, 'DELETE FROM captchas WHERE expires_at < now()');

/** Codes past their expiry and older than a day (the per-contact daily limit counts the last 24 hours of them). */
export const deleteOldCodes = (db: Sql) => deleted(db, `DELETE FROM verification_codes WHERE expires_at < now() AND created_at < now() - interval '1 day'`);

export const deleteOldIdempotentReplies = (db: Sql, keepHours: number) =>
  deleted(db, `DELETE FROM idempotent_requests WHERE created_at < now() - $1::int * interval '1 hour'`, [keepHours]);

export const deleteEndedRateLimits = (db: Sql) => deleted(db, 'DELETE FROM rate_limit_hits WHERE reset_at < now()');
