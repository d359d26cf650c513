import path from 'node:path';
import type { LoadedConfig as Config } from '../config.js';
import { REPO_ROOT } from '../config.js';
import type { Logger } from '../logger.js';
import { startEmbeddedPostgres, ensureDatabase, superviseEmbeddedPostgres } from './embedded-postgres.js';
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
    const options = { dataDir: path.join(config.dataDir, 'postgres'), port: config.embeddedPgPort, log: (m: string) => log.debug(m) };
    const server = await startEmbeddedPostgres(options);
    await ensureDatabase(server.url('postgres'), 'portal');
    url = server.url('portal');
    // Killed or crashed, it is started again (requests meanwhile get the 503 envelope).
    const supervisor = superviseEmbeddedPostgres(server, {
      ...options,
      onRestart: (event, err) =>
        event === 'gone'
          ? log.warn('embedded PostgreSQL is not running; starting it again')
          : event === 'restarted'
            ? log.warn('embedded PostgreSQL started again')
            : log.warn({ err }, 'embedded PostgreSQL could not start yet; trying again'),
    });
    stop = supervisor.stop;
    log.info({ port: config.embeddedPgPort }, 'embedded PostgreSQL started');
  }
  await applyMigrations(url, MIGRATIONS_DIR, (m) => log.info(m));
  return { url, stop };
}
