import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client.js';
import type { Logger } from '../logger.js';
import { createPgPool } from './pool.js';

export { Prisma } from '../generated/prisma/client.js';
export type { PrismaClient };

/**
 * Prisma over a pool of ours (db/pool.ts createPgPool: connect timeout, dropped idle and
 * checked-out connections logged once and replaced, never an unhandled 'error' event); a
 * connection lost mid-transaction fails that transaction (503), nothing more.
 */
export function createPrisma(url: string, maxConnections = 10, { log }: { log?: Logger } = {}): PrismaClient {
  const pool = createPgPool(url, { logger: log, max: maxConnections });
  const adapter = new PrismaPg(pool, { disposeExternalPool: true });
  return new PrismaClient({ adapter });
}
