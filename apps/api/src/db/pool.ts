import pg from 'pg';
import type { Logger } from '../logger.js';

/**
 * How long a request waits for a connection (a free slot in the pool, or PostgreSQL to answer a
 * new one) before it fails with the 503 "service busy" envelope instead of hanging while the
 * database is out of reach.
 */
export const CONNECT_TIMEOUT_MS = 5_000;

/** Connections that dropped (a terminated backend, a restart, a failover) while someone held them, with why. */
const lost = new WeakMap<pg.Client, Error>();

/**
 * Why this connection dropped while it was checked out (or, for a connection of its own, at any
 * time), or undefined. Its next statement fails with "not queryable" (a connection error: 503);
 * release it with this error so the pool discards it (the pool also discards it unasked).
 */
export const lostConnection = (client: pg.Client): Error | undefined => lost.get(client);

/**
 * A pg pool that survives its database going away: an idle connection that drops (a terminated
 * backend, a restart, a failover) is reported to the log and replaced on the next checkout, never
 * an unhandled 'error' event; connecting gives up after CONNECT_TIMEOUT_MS; TCP keepalive finds a
 * peer that vanished without closing. Every pool of the process is made here (db/client.ts gives
 * Prisma's adapter one too). Kept out of sql.ts, which needs client.ts's types, so that client.ts
 * can use it without an import cycle.
 *
 * A checked-out connection is the pool's to watch too: pg takes its own listener off a connection
 * when it hands it out, and the holder puts one on only when its code next runs. A backend
 * terminated as it became ready sends "ready" and the 57P01 error in one packet, so pg emits that
 * error before any holder could listen: an unhandled 'error' event (an uncaught exception). From
 * 'acquire' to 'release' the pool's listener marks the connection lost (lostConnection) and logs it
 * once; the holder's next statement fails as a connection error and the pool discards it.
 */
export function createPgPool(url: string, { logger, ...options }: Omit<pg.PoolConfig, 'connectionString'> & { logger?: Logger } = {}): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true, ...options });
  pool.on('error', (err) => logger?.warn({ err: err.message }, 'an idle database connection dropped; the pool replaces it'));
  function onCheckedOutError(this: pg.PoolClient, err: Error) {
    if (lost.has(this)) return;
    lost.set(this, err);
    logger?.warn({ err: err.message }, 'a database connection dropped while checked out; its holder gets a connection error and the pool replaces it');
  }
  pool.on('acquire', (client) => client.on('error', onCheckedOutError));
  pool.on('release', (_err, client) => client.removeListener('error', onCheckedOutError));
  return pool;
}

/**
 * A connection of its own, outside any pool (migrations, creating the database, the embedded
 * server's probe): a loss between its statements marks it lost and fails its next statement,
 * rather than being an unhandled 'error' event.
 */
export function standaloneClient(config: pg.ClientConfig, logger?: Logger): pg.Client {
  const client = new pg.Client(config);
  client.on('error', (err) => {
    if (lost.has(client)) return;
    lost.set(client, err);
    logger?.warn({ err: err.message }, 'a database connection dropped');
  });
  return client;
}
