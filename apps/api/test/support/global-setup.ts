import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensurePlayBuilt } from '@portal/play/assets';
import { ensureApiBuilt } from '../../build.js';
import { REPO_ROOT } from '../../src/config.js';
import { startEmbeddedPostgres, ensureDatabase, dropDatabase } from '../../src/db/embedded-postgres.js';
import { applyMigrations } from '../../src/db/migrations.js';
import { MIGRATIONS_DIR } from '../../src/db/database.js';
import { freePort } from '../../src/db/free-port.js';

export const TEMPLATE_DB = 'portal_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

/**
 * One PostgreSQL for the whole run (DATABASE_URL when set, else embedded); migrations applied
 * once to a template database that every test file copies into a database of its own.
 */
export default async function setup(project: TestProject) {
  ensurePlayBuilt(); // the game pages the tests open load apps/play's built play.js
  await ensureApiBuilt(); // server-process.ts runs the built server (dist/main.js), as `pnpm start` does
  let adminUrl = process.env.TEST_DATABASE_ADMIN_URL;
  let stop = async () => {};
  if (!adminUrl) {
    // Tests only: a throwaway server without fsync (pnpm start's embedded PostgreSQL keeps it on).
    const server = await startEmbeddedPostgres({ dataDir: path.join(REPO_ROOT, '.data/test-postgres'), port: await freePort(), durable: false });
    adminUrl = server.url('postgres');
    stop = server.stop;
  }
  await dropDatabase(adminUrl, TEMPLATE_DB);
  await ensureDatabase(adminUrl, TEMPLATE_DB);
  await applyMigrations(withDatabase(adminUrl, TEMPLATE_DB), MIGRATIONS_DIR);
  project.provide('pgAdminUrl', adminUrl);
  return async () => {
    await stop();
  };
}

export function withDatabase(url: string, db: string): string {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}
