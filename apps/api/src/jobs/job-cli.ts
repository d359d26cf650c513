// `pnpm job <name>`: runs one background job once, now, under the same advisory lock the scheduler
// takes (when another process is running it, this run is skipped and says so). Without a name,
// or with an unknown one, it lists the jobs.
import { loadConfig } from '../config.js';
import { createCore } from '../core.js';
import { createPrisma } from '../db/client.js';
import { openDatabase } from '../db/database.js';
import { createSqlPool } from '../db/sql.js';
import { createLogger } from '../logger.js';
import { createModules } from '../modules/index.js';
import { withAdvisoryLock } from './scheduler.js';

const name = process.argv[2];
const config = loadConfig();
const log = createLogger(config.logLevel);
const db = await openDatabase(config, log);
const prisma = createPrisma(db.url, 2);
const sql = createSqlPool(db.url, 2);
const bookkeepingSql = createSqlPool(db.url, 1, { durable: false });
let exitCode = 0;
try {
  const core = createCore({ config, prisma, sql, bookkeepingSql, log });
  const jobs = createModules(core).modules.flatMap((m) => m.jobs ?? []);
  const job = jobs.find((j) => j.name === name);
  if (!job) {
    console.error(`${name ? `no job named "${name}"; ` : ''}usage: pnpm job <name>, one of: ${jobs.map((j) => j.name).join(', ')}`);
    exitCode = 2;
  } else {
    let result: unknown;
    const ran = await withAdvisoryLock(prisma, `job:${job.name}`, async () => {
      result = await job.run();
    });
    console.log(ran ? JSON.stringify({ job: job.name, result: result ?? null }) : `job ${job.name} is running elsewhere; skipped`);
  }
} catch (err) {
  console.error(err);
  exitCode = 1;
} finally {
  await prisma.$disconnect();
  await sql.end();
  await bookkeepingSql.end();
  await db.stop();
}
process.exit(exitCode);
