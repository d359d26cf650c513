import path from 'node:path';
import type { LoadedConfig as Config } from '../config.js';
import { REPO_ROOT } from '../config.js';
import type { Logger } from '../logger.js';
import { startEmbeddedPostgres, ensureDatabase } from './embedded-postgres.js';
import { applyMigrations } from './migrations.js';

export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'prisma/migrations');

export interface Database {
  url: string;
  stop(): Promise<void>;
}

/** DATABASE_URL when set; otherwise an embedded PostgreSQL with its data under DATA_DIR. Migrations applied either way. */
export async function openDatabase(config: Config, log: Logger): Promise<Database> {
  let url = config.databaseUrl;
  let stop = async () => {};
  if (!url) {
    const server = await startEmbeddedPostgres({ dataDir: path.join(config.dataDir, 'postgres'), port: config.embeddedPgPort, log: (m) => log.debug(m) });
    await ensureDatabase(server.url('postgres'), 'portal');
    url = server.url('portal');
    stop = server.stop;
    log.info({ port: config.embeddedPgPort }, 'embedded PostgreSQL started');
  }
  await applyMigrations(url, MIGRATIONS_DIR, (m) => log.info(m));
  return { url, stop };
}
