import cluster, { type Worker } from 'node:cluster';
import net from 'node:net';
import type { LoadedConfig } from './config.js';
import type { Logger } from './logger.js';
import { openDatabase } from './db/database.js';
import { createPrisma } from './db/client.js';
import { createSqlPool } from './db/sql.js';
import { seedIfEmpty } from './db/seed.js';
import { serveClusterMetrics } from './metrics/index.js';

/** A worker that dies sooner than this after its start is replaced only after RESPAWN_PAUSE_MS (no crash loop). */
const EARLY_DEATH_MS = 5_000;
const RESPAWN_PAUSE_MS = 1_000;

/**
 * WEB_CONCURRENCY > 1: this process becomes the cluster primary and returns true; otherwise
 * (one process, or a worker) it returns false and the caller runs the server itself.
 *
 * The primary serves no request. It opens the database once (the embedded PostgreSQL when
 * DATABASE_URL is unset, migrations, seed), then forks WEB_CONCURRENCY workers with that
 * database's DATABASE_URL, so workers never race to start PostgreSQL. The primary listens on the
 * port and hands each connection to a worker in turn. A worker that dies is replaced. SIGTERM/SIGINT: every worker is told to drain
 * (main.ts), the primary waits for them all (SHUTDOWN_TIMEOUT_SECONDS, then SIGKILL), stops the
 * embedded PostgreSQL and exits 0 when every worker drained cleanly.
 */
export async function runClusterPrimary(config: LoadedConfig, log: Logger): Promise<boolean> {
  if (!cluster.isPrimary || config.webConcurrency <= 1) return false;

  const db = await openDatabase(config, log);
  const prisma = createPrisma(db.url, 2);
  const sql = createSqlPool(db.url, 2);
  try {
    await seedIfEmpty({ prisma, sql, config, log });
  } finally {
    await prisma.$disconnect();
    await sql.end();
  }

  // The primary owns the port: it accepts each connection and hands it to the next ready worker
  // (main.ts serves it). node:cluster's own sharing would keep accepting connections until the
  // last worker has closed, then reset those still queued for a worker: with the socket here, a
  // shutdown first closes it (later connections are refused, cleanly), then drains the workers.
  const ready: Worker[] = [];
  let turn = 0;
  const listener = net.createServer({ pauseOnConnect: true }, (socket) => {
    const live = ready.filter((w) => w.isConnected());
    if (live.length === 0) return void socket.destroy();
    live[turn++ % live.length]!.send('portal:connection', socket, { keepOpen: false }, (err) => err && socket.destroy());
  });

  const started = new Map<number, number>();
  let stopping = false;
  const fork = () => {
    const worker = cluster.fork({ DATABASE_URL: db.url });
    started.set(worker.id, Date.now());
    worker.on('message', (m: unknown) => {
      if (m !== 'portal:ready') return;
      // A worker still starting when the shutdown began missed the word: it gets it now.
      if (stopping) return void worker.send('portal:shutdown');
      ready.push(worker);
      if (!listener.listening) listener.listen(config.port, config.host, () => log.info({ port: config.port }, 'cluster listening'));
    });
  };
  cluster.on('exit', (worker: Worker, code: number | null, signal: string | null) => {
    const lived = Date.now() - (started.get(worker.id) ?? 0);
    started.delete(worker.id);
    if (ready.includes(worker)) ready.splice(ready.indexOf(worker), 1);
    if (stopping) return;
    log.error({ pid: worker.process.pid, code, signal }, 'worker died; starting another');
    if (lived < EARLY_DEATH_MS) setTimeout(() => !stopping && fork(), RESPAWN_PAUSE_MS);
    else fork();
  });
  for (let i = 0; i < config.webConcurrency; i++) fork();
  log.info({ workers: config.webConcurrency, port: config.port }, 'cluster primary started');
  const metricsServer = await serveClusterMetrics({ config, log });

  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'cluster shutting down: draining the workers');
    listener.close();
    metricsServer?.close();
    ready.length = 0;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    const codes = workers.map(
      (w) =>
        new Promise<number | null>((resolve) => {
          if (w.isDead()) return resolve(w.process.exitCode);
          w.once('exit', (code: number | null) => resolve(code));
          if (w.isConnected()) w.send('portal:shutdown');
        }),
    );
    // The workers exit by themselves within the timeout; this only catches one that hangs.
    const kill = setTimeout(() => workers.forEach((w) => !w.isDead() && w.process.kill('SIGKILL')), config.shutdownTimeoutSeconds * 1000);
    const exitCodes = await Promise.all(codes);
    clearTimeout(kill);
    await db.stop();
    process.exit(exitCodes.every((c) => c === 0) ? 0 : 1);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  return true;
}
