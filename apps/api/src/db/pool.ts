import pg from 'pg';
import type { Logger } from '../logger.js';

/**
 * How long a request waits for a connection (a free slot in the pool, or PostgreSQL to answer a
 * new one) before it fails with the 503 "service busy" envelope instead of hanging while the
 * database is out of reach.
 */
export const CONNECT_TIMEOUT_MS = 5_000;

/**
 * A pg pool that survives its database going away: an idle connection that drops (a terminated
 * backend, a restart, a failover) is reported to the log and replaced on the next checkout, never
 * an unhandled 'error' event; connecting gives up after CONNECT_TIMEOUT_MS; TCP keepalive finds a
 * peer that vanished without closing. Every pool of the process is made here (db/client.ts gives
 * Prisma's adapter one too). Kept out of sql.ts, which needs client.ts's types, so that client.ts
 * can use it without an import cycle.
 */
export function createPgPool(url: string, { logger, ...options }: Omit<pg.PoolConfig, 'connectionString'> & { logger?: Logger } = {}): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true, ...options });
  pool.on('error', (err) => logger?.warn({ err: err.message }, 'an idle database connection dropped; the pool replaces it'));
  return pool;
}
