import { loadConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { openDatabase } from '../db/database.js';
import { createPrisma } from '../db/client.js';
import { createSqlPool } from '../db/sql.js';
import { createCore } from '../core.js';
import { createModules } from '../modules/index.js';
import { withAdvisoryLock } from './scheduler.js';

// `pnpm job <name>`: runs one module job once, now, under the same cluster-wide lock as the scheduler.
const config = loadConfig();
const log = createLogger(config.logLevel);
const db = await openDatabase(config, log);
const prisma = createPrisma(db.url, 2);
const sql = createSqlPool(db.url, 2);
const bookkeepingSql = createSqlPool(db.url, 1, { durable: false });
try {
  const jobs = createModules(createCore({ config, prisma, sql, bookkeepingSql, log })).modules.flatMap((m) => m.jobs ?? []);
  const job = jobs.find((j) => j.name === process.argv[2]);
  if (!job) {
    console.error(`usage: pnpm job <name>; jobs: ${jobs.map((j) => j.name).join(', ')}`);
    process.exitCode = 1;
  } else {
    let result: unknown;
    const ran = await withAdvisoryLock(prisma, `job:${job.name}`, async () => (result = await job.run()));
    log.info({ job: job.name, result }, ran ? 'job done' : 'job skipped: running elsewhere');
  }
} finally {
  await prisma.$disconnect();
  await sql.end();
  await bookkeepingSql.end();
  await db.stop();
}
