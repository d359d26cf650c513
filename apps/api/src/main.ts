import type { Server } from 'node:http';
import { loadConfig, ConfigError } from './config.js';
import { createLogger } from './logger.js';
import { openDatabase } from './db/database.js';
import { createPrisma } from './db/client.js';
import { createSqlPool } from './db/sql.js';
import { seedIfEmpty } from './db/seed.js';
import { createApp } from './app.js';
import { createCore } from './core.js';
import { createModules } from './modules/index.js';
import { createTotpVault, sealPlaintextTotpSecrets } from './security/totp-vault.js';
import { startJobs } from './jobs/scheduler.js';
import { answerClientErrors } from './http/client-errors.js';
import { createMetrics } from './metrics/index.js';
import { keepServingThroughDatabaseFaults } from './fault-policy.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  // Database faults: see fault-policy.ts (connection errors logged, anything else exits).
  keepServingThroughDatabaseFaults(log);
  const db = await openDatabase(config, log);
  const prisma = createPrisma(db.url, 10, { log });
  const sql = createSqlPool(db.url, 10, { log });
  const bookkeepingSql = createSqlPool(db.url, 5, { durable: false, log });
  await seedIfEmpty({ prisma, sql, config, log });
  // Staff TOTP secrets an older portal stored in plain text are sealed with STAFF_TOTP_KEY before any request.
  const sealed = await sealPlaintextTotpSecrets(prisma, createTotpVault(config.staffTotpKey));
  if (sealed > 0) log.info({ sealed }, 'sealed plaintext staff TOTP secrets with STAFF_TOTP_KEY');
  const core = createCore({ config, prisma, sql, bookkeepingSql, log });
  const composition = createModules(core);
  const metrics = createMetrics(core);
  const app = createApp(core, composition, { metrics });
  const jobs = composition.modules.flatMap((m) => m.jobs ?? []);
  const stopJobs = config.jobs.enabled ? startJobs(prisma, metrics ? metrics.countJobs(jobs) : jobs, log) : async () => {};
  const metricsServer = metrics ? await metrics.listen() : null;
  const server: Server = app.listen(config.port, config.host, () => log.info(`portal listening on http://localhost:${config.port}`));
  answerClientErrors(server);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await stopJobs();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    metricsServer?.close();
    await prisma.$disconnect();
    await sql.end();
    await bookkeepingSql.end();
    await db.stop();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
