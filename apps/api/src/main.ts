import { createServer, type RequestListener, type Server } from 'node:http';
import type { Socket } from 'node:net';
import cluster from 'node:cluster';
import { loadConfig, ConfigError } from './config.js';
import { createLogger } from './logger.js';
import { openDatabase } from './db/database.js';
import { createPrisma } from './db/client.js';
import { createSqlPool } from './db/sql.js';
import { resolveSecrets } from './db/secrets.js';
import { seedIfEmpty } from './db/seed.js';
import { createApp } from './app.js';
import { createCore } from './core.js';
import { createModules } from './modules/index.js';
import { createTotpVault, sealPlaintextTotpSecrets } from './security/totp-vault.js';
import { startJobs } from './jobs/scheduler.js';
import { answerClientErrors } from './http/client-errors.js';
import { createMetrics } from './metrics/index.js';
import { keepServingThroughDatabaseFaults } from './fault-policy.js';
import { drainOnShutdown } from './http/drain.js';
import { listenForRevocations } from './security/revocation-listener.js';
import { runClusterPrimary } from './cluster.js';

async function main(): Promise<void> {
  const loaded = loadConfig();
  const log = createLogger(loaded.logLevel);
  // Database faults: see fault-policy.ts (connection errors logged, anything else exits).
  keepServingThroughDatabaseFaults(log);
  // WEB_CONCURRENCY > 1: this process only forks, watches and drains the workers (cluster.ts);
  // each worker runs the rest of this function.
  if (await runClusterPrimary(loaded, log)) return;

  const db = await openDatabase(loaded, log);
  const prisma = createPrisma(db.url, 10, { log });
  const sql = createSqlPool(db.url, loaded.databasePoolSize, { log });
  const bookkeepingSql = createSqlPool(db.url, 5, { durable: false, log });
  const config = await resolveSecrets(loaded, sql);
  await seedIfEmpty({ prisma, sql, config, log });
  // Staff TOTP secrets an older portal stored in plain text are sealed with STAFF_TOTP_KEY before any request.
  const sealed = await sealPlaintextTotpSecrets(sql, createTotpVault(config.staffTotpKey));
  if (sealed > 0) log.info({ sealed }, 'sealed plaintext staff TOTP secrets with STAFF_TOTP_KEY');
  const core = createCore({ config, prisma, sql, bookkeepingSql, log });
  const composition = createModules(core);
  const revocations = listenForRevocations({ url: db.url, sessions: core.sessions, passwordGuard: composition.services.passwordGuard, log });
  await revocations.ready;
  const metrics = createMetrics(core);
  // Set by shutdown() below; /readyz answers 503 from then on.
  let closing = false;
  const app = createApp(core, composition, { metrics, draining: () => closing });
  const jobs = composition.modules.flatMap((m) => m.jobs ?? []);
  const stopJobs = config.jobs.enabled ? startJobs(sql, metrics ? metrics.countJobs(jobs) : jobs, log) : async () => {};
  // A cluster worker's metrics are summed and served on METRICS_PORT by the primary (cluster.ts).
  if (cluster.isWorker) metrics?.shareWithClusterPrimary();
  const metricsServer = metrics && !cluster.isWorker ? await metrics.listen() : null;
  const server: Server = cluster.isWorker ? serveConnectionsOfPrimary(app) : app.listen(config.port, config.host);
  if (!cluster.isWorker) server.once('listening', () => log.info(`portal listening on http://localhost:${config.port}`));
  else log.info(`portal listening on http://localhost:${config.port} (cluster worker)`);
  answerClientErrors(server);
  const drain = drainOnShutdown(server);

  // SIGTERM (or the cluster primary's word): refuse new connections, let every request received
  // finish (money commands included) and the running jobs end, then close the database handles.
  // Whatever is still running at SHUTDOWN_TIMEOUT_SECONDS is cut off.
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    // Requests get all but the last second of the budget; the database handles close in it.
    const budgetMs = config.shutdownTimeoutSeconds * 1000;
    const deadline = Date.now() + Math.max(budgetMs - 1000, budgetMs / 2);
    const force = setTimeout(() => {
      log.error('shutdown timed out; exiting with requests or jobs unfinished');
      process.exit(1);
    }, budgetMs - 100).unref();
    const [drained] = await Promise.all([drain.drain(deadline), stopJobs()]);
    if (!drained) server.closeAllConnections();
    await revocations.stop();
    metricsServer?.close();
    await prisma.$disconnect();
    await sql.end();
    await bookkeepingSql.end();
    await db.stop();
    clearTimeout(force);
    process.exit(drained ? 0 : 1);
  };
  if (cluster.isWorker) {
    // A signal sent to the whole process group (systemd, a terminal's Ctrl-C, `kill -- -pgid`)
    // reaches the workers with the primary. A worker that drained at once could exit while the
    // primary still hands it connections, which would then be reset: it waits for the primary's
    // word (sent after the primary stopped accepting), and drains by itself only if the signal
    // was its own.
    const onSignal = (signal: string) => setTimeout(() => void shutdown(signal), PRIMARY_WORD_WAIT_MS);
    process.on('SIGINT', () => onSignal('SIGINT'));
    process.on('SIGTERM', () => onSignal('SIGTERM'));
    process.on('message', (m: unknown) => {
      if (m === 'portal:shutdown') void shutdown('primary');
    });
    process.on('disconnect', () => void shutdown('primary gone'));
  } else {
    process.on('SIGINT', () => void shutdown('SIGINT'));
    process.on('SIGTERM', () => void shutdown('SIGTERM'));
  }
}

/** How long a cluster worker that got a signal waits for the primary's word before draining by itself. */
const PRIMARY_WORD_WAIT_MS = 2_000;

/** A cluster worker's server: it listens on nothing; the primary hands it connections (cluster.ts). */
function serveConnectionsOfPrimary(app: RequestListener): Server {
  const server = createServer(app);
  process.on('message', (m: unknown, socket?: Socket) => {
    if (m !== 'portal:connection' || !socket) return;
    server.emit('connection', socket);
    socket.resume();
  });
  process.send?.('portal:ready');
  return server;
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
