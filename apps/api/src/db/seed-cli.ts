import { loadConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { createPrisma } from './client.js';
import { openDatabase } from './database.js';
import { seed } from './seed.js';
import { createSqlPool } from './sql.js';

const config = loadConfig();
const log = createLogger(config.logLevel);
const db = await openDatabase(config, log);
const prisma = createPrisma(db.url);
const sql = createSqlPool(db.url, 2);
try {
  await seed({ prisma, sql, config, log });
  log.info('seed complete');
} finally {
  await prisma.$disconnect();
  await sql.end();
  await db.stop();
}
