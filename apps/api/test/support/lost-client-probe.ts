// A process with main.ts's fault policy whose every kind of database client meets a backend that is
// terminated as soon as it is ready: a PostgreSQL stand-in answers the startup with "ready for
// query" and, in the same packet, the 57P01 FATAL error pg_terminate_backend sends. pg hands the
// client to whoever connected and then emits the error on it, before that caller's code could have
// put a listener on it. Prints one line per kind (`kind: connection error` when the loss reached the
// caller as a connection error), then `done`.
import net from 'node:net';
import { keepServingThroughDatabaseFaults } from '../../src/fault-policy.js';
import { createLogger } from '../../src/logger.js';
import { createPgPool } from '../../src/db/pool.js';
import { createSqlPool } from '../../src/db/sql.js';
import { createPrisma } from '../../src/db/client.js';
import { isConnectionError } from '../../src/db/errors.js';
import { applyMigrations } from '../../src/db/migrations.js';
import { ensureDatabase } from '../../src/db/embedded-postgres.js';
import { MIGRATIONS_DIR } from '../../src/db/database.js';
import { listenForRevocations } from '../../src/security/revocation-listener.js';

const log = createLogger('warn');
keepServingThroughDatabaseFaults(log);

function message(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'ascii');
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}
const int32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeInt32BE(n);
  return b;
};
const fields = (f: Record<string, string>) => Buffer.concat([...Object.entries(f).map(([k, v]) => Buffer.from(`${k}${v}\0`)), Buffer.from('\0')]);
const READY_THEN_TERMINATED = Buffer.concat([
  message('R', int32(0)), // AuthenticationOk
  message('K', Buffer.concat([int32(4242), int32(1)])), // BackendKeyData
  message('Z', Buffer.from('I')), // ReadyForQuery
  message('E', fields({ S: 'FATAL', V: 'FATAL', C: '57P01', M: 'terminating connection due to administrator command' })),
]);

const server = net.createServer((socket) => {
  socket.on('error', () => {});
  socket.once('data', () => socket.end(READY_THEN_TERMINATED));
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `postgresql://probe@127.0.0.1:${(server.address() as net.AddressInfo).port}/probe`;

const outcome = async (kind: string, run: () => Promise<unknown>) => {
  try {
    await run();
    console.log(`${kind}: no error`);
  } catch (err) {
    console.log(`${kind}: ${isConnectionError(err) ? 'connection error' : `other error ${(err as Error).message}`}`);
  }
  await new Promise((r) => setTimeout(r, 50));
};

const pool = createPgPool(url, { logger: log });
await outcome('pool.connect', async () => {
  const client = await pool.connect();
  try {
    await client.query('SELECT 1');
  } finally {
    client.release(true);
  }
});
const sql = createSqlPool(url, 2, { log });
await outcome('sql.tx', () => sql.tx((tx) => tx.query('SELECT 1')));
await outcome('sql.query', () => sql.query('SELECT 1'));
const prisma = createPrisma(url, 2, { log });
await outcome('prisma.$transaction', () => prisma.$transaction(async (tx) => tx.$queryRaw`SELECT 1`));
await outcome('prisma.$queryRaw', () => prisma.$queryRaw`SELECT 1`);
await outcome('applyMigrations', () => applyMigrations(url, MIGRATIONS_DIR));
await outcome('ensureDatabase', () => ensureDatabase(url, 'probe'));
const revocations = listenForRevocations({ url, sessions: { revokedElsewhere: () => {}, forgetAll: () => {} }, log });
await new Promise((r) => setTimeout(r, 300));
await revocations.stop();
console.log('listenForRevocations: stopped');
await Promise.allSettled([pool.end(), sql.end(), prisma.$disconnect()]);
server.close();
console.log('done');
process.exit(0);
