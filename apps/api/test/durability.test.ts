import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.js';
import { freePort } from '../src/db/free-port.js';
import { runningPostmaster } from '../src/db/embedded-postgres.js';
import { startPortalProcess, type PortalProcess } from './support/server-process.js';
import { memberForm } from './support/app.js';

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
    portal = await startPortalProcess({
      env: { DATABASE_URL: undefined, DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort), JOBS_MODE: 'off' },
      timeoutMs: 150_000,
    });
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

  it('killed -9, it is started again by the portal, which then serves without a restart, with every commit kept', async () => {
    const base = portal!.url;
    const json = async (route: string, body?: object, token?: string, key?: string) => {
      const res = await fetch(`${base}${route}`, {
        method: body ? 'POST' : 'GET',
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(key ? { 'Idempotency-Key': key } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: res.status, body: (await res.json()) as { code: number; data: any } };
    };
    const admin = (await json('/api/admin/login', { name: 'admin', password: 'admin12345' })).body.data.api_token as string;
    const name = `d${randomUUID().replaceAll('-', '').slice(0, 10)}`;
    const registered = await json('/api/register', memberForm({ name }));
    expect(registered.body.code).toBe(200);
    const token = registered.body.data.api_token as string;
    expect((await json('/api/admin/adjust', { username: name, amount: 123, memo: 'before the kill' }, admin, randomUUID())).body.code).toBe(200);

    const postmaster = runningPostmaster(path.join(dataDir, 'postgres'));
    expect(postmaster).not.toBeNull();
    process.kill(postmaster!, 'SIGKILL');
    await new Promise((r) => setTimeout(r, 300));
    const down = await json('/api/balance', {}, token);
    expect(down.status).toBe(503);
    expect(down.body.code).toBe(503);

    const until = Date.now() + 90_000;
    let ready = 0;
    while (Date.now() < until && ready !== 200) {
      ready = (await fetch(`${base}/readyz`)).status;
      if (ready !== 200) await new Promise((r) => setTimeout(r, 500));
    }
    expect(ready).toBe(200);
    expect(runningPostmaster(path.join(dataDir, 'postgres'))).not.toBe(postmaster);
    const after = await json('/api/balance', {}, token);
    expect(after.body).toMatchObject({ code: 200, data: { balance: '123.00' } });
    const check = await json('/api/admin/ledger/check', {}, admin);
    expect(check.body.data).toMatchObject({ ok: true, breaches: [] });
  }, 180_000);
});
