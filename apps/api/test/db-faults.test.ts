import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { REPO_ROOT } from '../src/config.js';
import { startEmbeddedPostgres, ensureDatabase, runningPostmaster, type EmbeddedServer } from '../src/db/embedded-postgres.js';
import { applyMigrations } from '../src/db/migrations.js';
import { MIGRATIONS_DIR } from '../src/db/database.js';
import { freePort } from '../src/db/free-port.js';
import { createTestDatabase, memberForm } from './support/app.js';
import { startPortalProcess, type PortalProcess } from './support/server-process.js';

/**
 * The API server as its own process (the entry `pnpm start` runs) while its database goes away:
 * every backend terminated under load (what a PostgreSQL restart, a failover or an idle-session
 * timeout does), and PostgreSQL itself killed -9 and started again. The process must survive,
 * answer the 503 "service busy" envelope meanwhile, then serve again without a restart, with
 * nothing lost or doubled in the ledger.
 */

const SERVICE_BUSY = 503;

interface Answer {
  status: number;
  body: { code: number; message: string; data: any } | null;
  /** The request never got an HTTP answer (connection refused or reset). */
  failed?: string;
  ms: number;
}

async function call(base: string, route: string, opts: { body?: object; token?: string; key?: string; lang?: string; method?: string } = {}): Promise<Answer> {
  const started = Date.now();
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  if (opts.key) headers['Idempotency-Key'] = opts.key;
  if (opts.lang) headers.Lang = opts.lang;
  try {
    const res = await fetch(`${base}${route}`, {
      method: opts.method ?? 'POST',
      headers,
      body: opts.method === 'GET' ? undefined : JSON.stringify(opts.body ?? {}),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    let body: Answer['body'] = null;
    try {
      body = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: res.status, body, ms: Date.now() - started };
  } catch (err) {
    return { status: 0, body: null, failed: String((err as Error).cause ?? err), ms: Date.now() - started };
  }
}

/** Calls until the answer is not the 503 envelope (the database is back), for at most `ms`. */
async function untilServed(fn: () => Promise<Answer>, ms = 30_000): Promise<Answer> {
  const until = Date.now() + ms;
  for (;;) {
    const a = await fn();
    if (a.status !== 503 || Date.now() > until) return a;
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function adminLogin(base: string): Promise<string> {
  const a = await untilServed(() => call(base, '/api/admin/login', { body: { name: 'admin', password: 'admin12345' } }));
  expect(a.body?.code, JSON.stringify(a)).toBe(200);
  return a.body!.data.api_token;
}

async function register(base: string): Promise<{ name: string; token: string }> {
  const form = memberForm({ name: `f${randomUUID().replaceAll('-', '').slice(0, 10)}` });
  const { name } = form;
  const a = await call(base, '/api/register', { body: form });
  expect(a.body?.code, JSON.stringify(a)).toBe(200);
  return { name, token: a.body!.data.api_token };
}

/** What the member holds in total: the central wallet plus the PC game wallet (the only one the load uses). */
async function holdings(base: string, token: string): Promise<string> {
  const central = await call(base, '/api/balance', { token });
  const pc = await call(base, '/api/PCBalance', { token });
  expect(central.body?.code, JSON.stringify(central)).toBe(200);
  expect(pc.body?.code, JSON.stringify(pc)).toBe(200);
  return (Number(central.body!.data.balance) + Number(pc.body!.data.balance)).toFixed(2);
}

async function ledgerClean(base: string, adminToken: string) {
  const check = await call(base, '/api/admin/ledger/check', { token: adminToken });
  expect(check.body?.code, JSON.stringify(check)).toBe(200);
  expect(check.body!.data.breaches).toEqual([]);
  expect(check.body!.data.ok).toBe(true);
}

const alive = (p: PortalProcess) => p.child.exitCode === null && p.child.signalCode === null;

/** The 503 envelope: "service busy, try again", localised, and nothing else. */
function expectBusyEnvelope(a: Answer) {
  expect(a.status, JSON.stringify(a)).toBe(503);
  expect(a.body?.code).toBe(SERVICE_BUSY);
  expect(a.body?.data).toBeNull();
}

describe('every database backend terminated under load', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let portal: PortalProcess;
  let admin: pg.Client;

  beforeAll(async () => {
    db = await createTestDatabase();
    portal = await startPortalProcess({
      env: { DATABASE_URL: db.url, JOBS_MODE: 'on', BET_SYNC_CRON: '*/2 * * * * *', TRANSFER_REPAIR_CRON: '*/2 * * * * *', TRANSFER_REPAIR_AFTER_SECONDS: '1' },
    });
    admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
    await admin.connect();
  }, 120_000);

  afterAll(async () => {
    await portal?.stop();
    await admin?.end();
    await db?.drop();
  });

  it('survives, answers only successes and 503 envelopes, and loses or doubles nothing', async () => {
    const base = portal.url;
    const adminToken = await adminLogin(base);
    const members = await Promise.all(Array.from({ length: 16 }, () => register(base)));
    for (const m of members) {
      const a = await call(base, '/api/admin/adjust', {
        token: adminToken,
        key: `seed-${m.name}`,
        body: { username: m.name, amount: 1000, memo: 'fault test' },
      });
      expect(a.body?.code, JSON.stringify(a)).toBe(200);
    }

    // 16 members move money in and out of the PC game wallet while staff credit them, each request
    // under an Idempotency-Key; meanwhile every backend of the database is terminated, four times.
    const answers: Answer[] = [];
    const busy: { route: string; token: string; key: string; body: object; member: string }[] = [];
    const credited = new Map<string, number>(members.map((m) => [m.name, 1000]));
    let stop = false;
    let terminated = 0;
    const killer = (async () => {
      for (let round = 0; round < 4; round++) {
        await new Promise((r) => setTimeout(r, 1500));
        const { rowCount } = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [
          db.name,
        ]);
        terminated += rowCount ?? 0;
      }
      await new Promise((r) => setTimeout(r, 1500));
      stop = true;
    })();
    const worker = async (m: { name: string; token: string }, i: number) => {
      for (let n = 0; !stop; n++) {
        const kind = (n + i) % 3;
        const key = `load-${m.name}-${n}`;
        const req =
          kind === 0
            ? { route: '/api/PCGameTransferIn', token: m.token, body: { amount: 10 } }
            : kind === 1
              ? { route: '/api/PCGameTransferOut', token: m.token, body: { amount: 10 } }
              : { route: '/api/admin/adjust', token: adminToken, body: { username: m.name, amount: 1, memo: 'load credit' } };
        const a = await call(base, req.route, { token: req.token, key, body: req.body });
        answers.push(a);
        if (a.status === 503) busy.push({ ...req, key, member: m.name });
        else if (kind === 2 && a.body?.code === 200) credited.set(m.name, credited.get(m.name)! + 1);
      }
    };
    await Promise.all([killer, ...members.map(worker)]);

    expect(terminated).toBeGreaterThan(0);
    expect(alive(portal), portal.output()).toBe(true);
    const failed = answers.filter((a) => a.failed);
    expect(failed, 'requests without an HTTP answer').toEqual([]);
    // Every answer is an envelope: a success or a refusal of the use case (HTTP 200), or the 503
    // "service busy" envelope; never a 500.
    const bad = answers.filter((a) => !(a.status === 200 && typeof a.body?.code === 'number') && !(a.status === 503 && a.body?.code === SERVICE_BUSY));
    expect(bad).toEqual([]);
    const codes = new Map<string, number>();
    for (const a of answers) codes.set(`${a.status}/${a.body?.code}`, (codes.get(`${a.status}/${a.body?.code}`) ?? 0) + 1);
    console.info('answers under backend termination:', Object.fromEntries(codes), `terminated ${terminated} backends`);
    for (const a of answers.filter((x) => x.status === 503)) expectBusyEnvelope(a);
    for (const a of answers.filter((x) => x.status === 200)) expect([200, 208, 209, 210, 409]).toContain(a.body!.code);

    // A request that got 503 is sent again with the same key: it runs once (or replays its first run).
    for (const r of busy) {
      const a = await untilServed(() => call(base, r.route, { token: r.token, key: r.key, body: r.body }));
      expect(a.status, JSON.stringify(a)).toBe(200);
      if (r.route === '/api/admin/adjust') {
        expect(a.body?.code, JSON.stringify(a)).toBe(200);
        credited.set(r.member, credited.get(r.member)! + 1);
      }
    }

    // Transfers the faults left pending are finished by the repair job; then every member holds
    // exactly what was credited to them (transfers only move it between their own wallets).
    const check = new pg.Client({ connectionString: db.url });
    await check.connect();
    try {
      const until = Date.now() + 60_000;
      for (;;) {
        const { rows } = await check.query<{ n: string }>('SELECT count(*) AS n FROM transfers WHERE state = 2');
        if (Number(rows[0]!.n) === 0 || Date.now() > until) break;
        await new Promise((r) => setTimeout(r, 500));
      }
      for (const m of members) expect(await holdings(base, m.token), m.name).toBe(credited.get(m.name)!.toFixed(2));
      const { rows } = await check.query<{ n: string }>(`SELECT count(*) AS n FROM journal_transactions WHERE kind = 'admin.adjust'`);
      const adjustments = [...credited.values()].reduce((s, v) => s + (v - 1000) + 1, 0);
      expect(Number(rows[0]!.n)).toBe(adjustments);
    } finally {
      await check.end();
    }
    await ledgerClean(base, adminToken);
    expect(alive(portal), portal.output()).toBe(true);
    expect(portal.output()).not.toMatch(/Unhandled 'error' event|unexpected error; exiting|"kind":"(uncaughtException|unhandledRejection)"/);
  }, 180_000);

  it('/readyz answers 503 while a migration of the code is missing from the database, and /healthz stays 200', async () => {
    expect((await call(portal.url, '/readyz', { method: 'GET' })).status).toBe(200);
    const check = new pg.Client({ connectionString: db.url });
    await check.connect();
    try {
      // The code knows a migration the database has not recorded (a new release before its migrations ran).
      const { rows } = await check.query<Record<string, unknown>>(
        'DELETE FROM "_prisma_migrations" WHERE migration_name = (SELECT max(migration_name) FROM "_prisma_migrations") RETURNING *',
      );
      const row = rows[0]!;
      const ready = await call(portal.url, '/readyz', { method: 'GET' });
      expect(ready.status).toBe(503);
      expect(JSON.stringify(ready.body)).toContain(String(row.migration_name));
      expect((await call(portal.url, '/healthz', { method: 'GET' })).status).toBe(200);
      const columns = Object.keys(row);
      await check.query(
        `INSERT INTO "_prisma_migrations" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map((_c, i) => `$${i + 1}`).join(', ')})`,
        Object.values(row),
      );
      expect((await call(portal.url, '/readyz', { method: 'GET' })).status).toBe(200);
    } finally {
      await check.end();
    }
  }, 60_000);
});

describe('PostgreSQL killed -9 and started again', () => {
  let pgServer: EmbeddedServer;
  let dataDir: string;
  let pgPort: number;
  let url: string;
  let portal: PortalProcess;

  const startPg = async () => {
    // After a kill -9 the old backends take a moment to notice and leave their shared memory.
    const until = Date.now() + 60_000;
    for (;;) {
      try {
        return await startEmbeddedPostgres({ dataDir, port: pgPort, durable: false });
      } catch (err) {
        if (Date.now() > until) throw err;
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  };

  beforeAll(async () => {
    dataDir = path.join(REPO_ROOT, '.data', `test-pg-faults-${randomUUID().slice(0, 8)}`);
    pgPort = await freePort();
    pgServer = await startPg();
    await ensureDatabase(pgServer.url('postgres'), 'portal');
    url = pgServer.url('portal');
    await applyMigrations(url, MIGRATIONS_DIR);
    portal = await startPortalProcess({ env: { DATABASE_URL: url, JOBS_MODE: 'on', BET_SYNC_CRON: '* * * * * *' } });
  }, 180_000);

  afterAll(async () => {
    await portal?.stop();
    // A server killed and not started again never reports its exit: stop only one that runs.
    if (dataDir && runningPostmaster(dataDir) !== null) await pgServer?.stop().catch(() => {});
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 envelopes (and /readyz 503) while it is down, then serves again without a restart', async () => {
    const base = portal.url;
    const adminToken = await adminLogin(base);
    const member = await register(base);
    expect(
      (await call(base, '/api/admin/adjust', { token: adminToken, key: 'before', body: { username: member.name, amount: 500, memo: 'before' } })).body?.code,
    ).toBe(200);
    expect((await call(base, '/readyz', { method: 'GET' })).status).toBe(200);

    const postmaster = runningPostmaster(dataDir);
    expect(postmaster).not.toBeNull();
    process.kill(postmaster!, 'SIGKILL');
    await new Promise((r) => setTimeout(r, 500));

    // Down: liveness stays, readiness and every database request answer 503 quickly, in the reader's language.
    expect((await call(base, '/healthz', { method: 'GET' })).status).toBe(200);
    const ready = await call(base, '/readyz', { method: 'GET' });
    expect(ready.status).toBe(503);
    const zh = await call(base, '/api/balance', { token: member.token });
    expectBusyEnvelope(zh);
    expect(zh.body!.message).toBe('系統繁忙，請稍後再試');
    const en = await call(base, '/api/balance', { token: member.token, lang: 'en_US' });
    expectBusyEnvelope(en);
    expect(en.body!.message).toBe('Service busy, please try again later');
    expect(en.ms).toBeLessThan(15_000);
    const credit = { username: member.name, amount: 7, memo: 'while down' };
    const during = await call(base, '/api/admin/adjust', { token: adminToken, key: 'while-down', body: credit });
    expectBusyEnvelope(during);
    const loginDown = await call(base, '/api/admin/login', { body: { name: 'admin', password: 'admin12345' } });
    expectBusyEnvelope(loginDown);
    expect(alive(portal), portal.output()).toBe(true);

    const downAt = new Date();
    pgServer = await startPg();

    // Back: the next requests succeed, the same key runs the credit once, jobs resume.
    const ok = await untilServed(() => call(base, '/api/balance', { token: member.token }));
    expect(ok.body?.code, JSON.stringify(ok)).toBe(200);
    expect(ok.body!.data.balance).toBe('500.00');
    expect((await untilServed(() => call(base, '/readyz', { method: 'GET' }))).status).toBe(200);
    const again = await untilServed(() => call(base, '/api/admin/adjust', { token: adminToken, key: 'while-down', body: credit }));
    expect(again.body?.code, JSON.stringify(again)).toBe(200);
    const replay = await call(base, '/api/admin/adjust', { token: adminToken, key: 'while-down', body: credit });
    expect(replay.body).toEqual(again.body);
    expect((await call(base, '/api/balance', { token: member.token })).body!.data.balance).toBe('507.00');
    await ledgerClean(base, adminToken);

    const check = new pg.Client({ connectionString: url });
    await check.connect();
    try {
      const until = Date.now() + 20_000;
      let runs = 0;
      while (Date.now() < until) {
        const { rows } = await check.query<{ n: string }>(`SELECT count(*) AS n FROM job_runs WHERE name = 'bet-sync' AND ok AND started_at > $1`, [downAt]);
        runs = Number(rows[0]!.n);
        if (runs > 0) break;
        await new Promise((r) => setTimeout(r, 500));
      }
      expect(runs, 'bet-sync ran again after PostgreSQL came back').toBeGreaterThan(0);
    } finally {
      await check.end();
    }
    expect(alive(portal), portal.output()).toBe(true);
    expect(portal.output()).not.toMatch(/Unhandled 'error' event|unexpected error; exiting|"kind":"(uncaughtException|unhandledRejection)"/);
  }, 180_000);
});
