import type { Config } from './config.js';
import type { PrismaClient } from './db/client.js';
import type { SqlPool } from './db/sql.js';
import type { Logger } from './logger.js';
import { systemClock, type Clock } from './clock.js';
import { createLimiters, type Limiters } from './http/limits.js';
import { createHasher, type PasswordHasher } from './security/passwords.js';
import { createSessions, type Sessions } from './security/sessions.js';

/**
 * What every module is built from: the configuration, the database handles, the log, the clock
 * and the few pieces every feature shares (sessions, password hashing, rate limits). Built once
 * per process (main.ts) or per test app; modules get it as their first argument.
 */
export type { PasswordHasher, Sessions };

export interface Core {
  config: Config;
  prisma: PrismaClient;
  /** Plain SQL for the money hot path (see db/sql.ts). */
  sql: SqlPool;
  /** Plain SQL whose commits do not wait for the disk: the Idempotency-Key replies only (see http/idempotency.ts). */
  bookkeepingSql: SqlPool;
  log: Logger;
  /** "Now" for business rules (Beijing days, windows, expiries); tests may pass a movable clock. */
  clock: Clock;
  sessions: Sessions;
  hasher: PasswordHasher;
  limits: Limiters;
}

export interface CoreParts {
  config: Config;
  prisma: PrismaClient;
  sql: SqlPool;
  bookkeepingSql: SqlPool;
  log: Logger;
  clock?: Clock;
}

export function createCore({ config, prisma, sql, bookkeepingSql, log, clock = systemClock }: CoreParts): Core {
  return {
    config,
    prisma,
    sql,
    bookkeepingSql,
    log,
    clock,
    sessions: createSessions({
      sql,
      clock,
      secret: config.jwtSecret,
      ttlSeconds: config.tokenTtlSeconds,
      staffTtlSeconds: config.staffTokenTtlSeconds,
      cacheMs: config.sessionCacheMs,
    }),
    hasher: createHasher(config.bcryptCost),
    limits: createLimiters(sql, config.rateLimit, { counters: bookkeepingSql }),
  };
}
