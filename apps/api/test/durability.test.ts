import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.js';
import { freePort } from '../src/db/free-port.js';
import { startPortalProcess, type PortalProcess } from './support/server-process.js';

/**
 * The embedded PostgreSQL that `pnpm start` runs (no DATABASE_URL) keeps what it committed across
 * a power cut: fsync and synchronous_commit on. Only the test setup relaxes them.
 */
describe('the embedded PostgreSQL of pnpm start', () => {
  const dataDir = path.join(REPO_ROOT, '.data', `test-durable-${randomUUID().slice(0, 8)}`);
  let portal: PortalProcess | undefined;

  afterAll(async () => {
    await portal?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs with fsync and synchronous_commit on', async () => {
    const pgPort = await freePort();
    // No DATABASE_URL: the server starts its own PostgreSQL under DATA_DIR, as `pnpm start` does.
    portal = await startPortalProcess({ env: { DATABASE_URL: undefined, DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort), JOBS_MODE: 'off' }, timeoutMs: 150_000 });
    const client = new pg.Client({ connectionString: `postgresql://postgres:postgres@127.0.0.1:${pgPort}/portal` });
    await client.connect();
    try {
      const setting = async (name: string) => (await client.query<Record<string, string>>(`SHOW ${name}`)).rows[0]![name];
      expect(await setting('fsync')).toBe('on');
      expect(await setting('synchronous_commit')).toBe('on');
      expect(await setting('full_page_writes')).toBe('on');
    } finally {
      await client.end();
    }
  }, 180_000);
});
