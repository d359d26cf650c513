import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client.js';
import type { Logger } from '../logger.js';
import { createPgPool } from './pool.js';

export { Prisma } from '../generated/prisma/client.js';
export type { PrismaClient };
export type Tx = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];

/**
 * Prisma over a pool of ours (db/pool.ts createPgPool: connect timeout, dropped idle connections
 * replaced, never an unhandled 'error' event); the adapter also listens on each transaction's
 * connection, and a connection lost mid-transaction fails that transaction (503), nothing more.
 */
export function createPrisma(url: string, maxConnections = 10, { log }: { log?: Logger } = {}): PrismaClient {
  const pool = createPgPool(url, { logger: log, max: maxConnections });
  const adapter = new PrismaPg(pool, {
    disposeExternalPool: true,
    onConnectionError: (err) => log?.warn({ err: err.message }, 'a database connection in a transaction dropped'),
  });
  return new PrismaClient({ adapter });
}
