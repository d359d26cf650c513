import { randomUUID } from 'node:crypto';
import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { freePort } from '../src/db/free-port.js';
import { createSqlPool } from '../src/db/sql.js';
import { createPostingCounter } from '../src/metrics/postings.js';
import { createTestApp, createTestDatabase, memberForm, uniqueName } from './support/app.js';
import { parsePrometheus, series, valueOf, type Exposition } from './support/prometheus.js';
import { startPortalProcess, type PortalProcess } from './support/server-process.js';

/**
 * /metrics, scraped from the server as `pnpm start` runs it, in its own process,
 * and read with a parser of the Prometheus text format: the request histogram by route and reply
 * code, the pools, the jobs, the business queues and ledger postings against the database's own
 * counts, the process metrics, and who may read it.
 */
const TOKEN = 'metrics-test-token-0123456789abcdef';

type Envelope = { code: number; message: string; data: any };

async function call(base: string, path: string, body: object, headers: Record<string, string> = {}): Promise<Envelope> {
  const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return (await res.json()) as Envelope;
}

async function scrape(base: string, token: string | null = TOKEN): Promise<{ status: number; type: string | null; text: string }> {
  const res = await fetch(`${base}/metrics`, { headers: token === null ? {} : { Authorization: `Bearer ${token}` } });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

async function metrics(base: string, token: string | null = TOKEN): Promise<Exposition> {
  const res = await scrape(base, token);
  expect(res.status, res.text.slice(0, 300)).toBe(200);
  expect(res.type).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheus(res.text);
}

/** A member registered through the API with `amount` credited by the back office. */
async function fundedMember(base: string, admin: string, amount: number): Promise<string> {
  const captcha = (await (await fetch(`${base}/api/captcha?scene=register`)).json()) as Envelope;
  const form = memberForm({ name: uniqueName('m'), captcha_id: captcha.data.captcha_id, code: 'abcd' });
  const { name } = form;
  const registered = await call(base, '/api/register', form);
  expect(registered.code, registered.message).toBe(200);
  const credited = await call(
    base,
    '/api/admin/adjust',
    { username: name, amount, memo: 'metrics test' },
    { Authorization: `Bearer ${admin}`, 'Idempotency-Key': randomUUID() },
  );
  expect(credited.code, credited.message).toBe(200);
  return registered.data.api_token as string;
}

const durationCount = (e: Exposition, labels: Record<string, string>) => valueOf(e, 'portal_http_request_duration_seconds_count', labels);

describe('/metrics with METRICS_TOKEN, on the server process', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let portal: PortalProcess;
  let pool: pg.Pool;
  let admin: string;
  let member: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    // bet-sync every second, so a job has run by the time the test scrapes.
    portal = await startPortalProcess({ env: { DATABASE_URL: db.url, METRICS_TOKEN: TOKEN, BET_SYNC_CRON: '* * * * * *' } });
    pool = new pg.Pool({ connectionString: db.url, max: 2 });
    const login = await call(portal.url, '/api/admin/login', { name: 'admin', password: 'admin12345' });
    expect(login.code, login.message).toBe(200);
    admin = login.data.api_token as string;
    member = await fundedMember(portal.url, admin, 500);
    // A new portal has no QR channel until an operator sets one: the WeChat deposits below need it.
    const channel = { paytype: 'wxpay', name: '微信支付', mch_id: 'WX1', pay_url: 'https://pay.operator.test/wxpay', enabled: true, sort: 0 };
    expect((await call(portal.url, '/api/admin/cashier/channels/save', channel, { Authorization: `Bearer ${admin}` })).code).toBe(200);
  }, 120_000);

  afterAll(async () => {
    await pool?.end();
    await portal?.stop();
    await db?.drop();
  });

  it('is not there without the token, nor with a wrong one: the path answers as any unknown path does', async () => {
    const unknown = await fetch(`${portal.url}/no-such-page`);
    for (const token of [null, 'wrong-token-wrong-token-0000', `${TOKEN}x`, TOKEN.slice(0, -1)]) {
      const res = await scrape(portal.url, token);
      expect(res.status).toBe(unknown.status);
      expect(res.status).toBe(404);
      expect(res.text).not.toMatch(/# TYPE|portal_|process_/);
    }
    // Not under another method or a Basic header either.
    const basic = await fetch(`${portal.url}/metrics`, { headers: { Authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` } });
    expect(basic.status).toBe(404);
  });

  it('counts requests by route, HTTP status and reply code; a route is its pattern, never the raw URL', async () => {
    const before = await metrics(portal.url);
    const balanceOk = { method: 'POST', route: '/api/balance', status: '200', code: '200' };
    for (let i = 0; i < 7; i++) expect((await call(portal.url, '/api/balance', {}, { Authorization: `Bearer ${member}` })).code).toBe(200);
    // A refusal (an AppError answered by the error handler) keeps its route; so does a session refusal.
    expect(
      (await call(portal.url, '/api/transfer', { amount: 100000, sourcetype: 'center', targettype: 'PCGAME' }, { Authorization: `Bearer ${member}` })).code,
    ).toBe(208);
    expect((await call(portal.url, '/api/balance', {}, { Authorization: 'Bearer nonsense' })).code).toBe(401);
    // Unknown paths share one label, whatever their URL.
    for (const path of ['/api/nope-1', '/api/nope-2?x=1', `/api/${randomUUID()}`]) expect((await fetch(`${portal.url}${path}`)).status).toBe(404);
    const after = await metrics(portal.url);

    expect(durationCount(after, balanceOk) - durationCount(before, balanceOk)).toBe(7);
    expect(
      durationCount(after, { method: 'POST', route: '/api/transfer', status: '200', code: '208' }) -
        durationCount(before, { method: 'POST', route: '/api/transfer', code: '208' }),
    ).toBe(1);
    expect(durationCount(after, { method: 'POST', route: '/api/balance', status: '200', code: '401' })).toBeGreaterThanOrEqual(1);
    expect(
      durationCount(after, { method: 'GET', route: 'unmatched', status: '404', code: '404' }) -
        durationCount(before, { method: 'GET', route: 'unmatched', status: '404', code: '404' }),
    ).toBe(3);
    const routes = new Set(series(after, 'portal_http_request_duration_seconds_count').map((s) => s.labels.route));
    expect([...routes].filter((r) => /nope|\?|[0-9a-f]{8}-/.test(r!))).toEqual([]);

    // The histogram is well formed: buckets cumulative, +Inf bucket = count, sum > 0.
    const buckets = series(after, 'portal_http_request_duration_seconds_bucket', balanceOk);
    expect(buckets.length).toBeGreaterThan(5);
    for (let i = 1; i < buckets.length; i++) expect(buckets[i]!.value).toBeGreaterThanOrEqual(buckets[i - 1]!.value);
    expect(buckets.find((b) => b.labels.le === '+Inf')!.value).toBe(durationCount(after, balanceOk));
    expect(valueOf(after, 'portal_http_request_duration_seconds_sum', balanceOk)).toBeGreaterThan(0);
    expect(after.types.get('portal_http_request_duration_seconds')).toBe('histogram');
  });

  it('reports pending transfers, deposits and withdrawals waiting for review, and ledger postings by kind, as the database counts them', async () => {
    expect(
      (await call(portal.url, '/api/transfer', { amount: 50, sourcetype: 'center', targettype: 'PCGAME' }, { Authorization: `Bearer ${member}` })).code,
    ).toBe(200);
    for (const amount of [100, 200]) {
      const deposit = await call(portal.url, '/api/recharge', { paytype: 'wxpay', amount }, { Authorization: `Bearer ${member}` });
      expect(deposit.code, deposit.message).toBe(200);
    }
    const counts = async () => {
      const { rows } = await pool.query<{ transfers: number; deposits: number; withdrawals: number }>(
        `SELECT (SELECT count(*) FROM transfers WHERE state = 2)::int AS transfers, (SELECT count(*) FROM deposits WHERE state = 1)::int AS deposits, (SELECT count(*) FROM withdrawals WHERE state = 1)::int AS withdrawals`,
      );
      const kinds = await pool.query<{ kind: string; n: number }>('SELECT kind, count(*)::int AS n FROM journal_transactions GROUP BY kind');
      return { ...rows[0]!, postings: Object.fromEntries(kinds.rows.map((r) => [r.kind, r.n])) };
    };
    const postingsOf = (e: Exposition) => Object.fromEntries(series(e, 'portal_ledger_postings_total').map((s) => [s.labels.kind, s.value]));

    // Several scrapes, with money moving between them: the totals stay exact as the counter folds what it has counted.
    for (let round = 0; round < 3; round++) {
      const e = await metrics(portal.url);
      const db = await counts();
      expect(db.deposits).toBe(2);
      expect(valueOf(e, 'portal_deposits_awaiting_review')).toBe(db.deposits);
      expect(valueOf(e, 'portal_withdrawals_awaiting_review')).toBe(db.withdrawals);
      expect(valueOf(e, 'portal_transfers_pending')).toBe(db.transfers);
      expect(postingsOf(e)).toEqual(db.postings);
      expect(db.postings['transfer.in']).toBe(1 + round);
      expect(valueOf(e, 'portal_metrics_database_ok')).toBe(1);
      expect(e.types.get('portal_ledger_postings_total')).toBe('counter');
      expect(
        (await call(portal.url, '/api/transfer', { amount: 1, sourcetype: 'center', targettype: 'PCGAME' }, { Authorization: `Bearer ${member}` })).code,
      ).toBe(200);
    }
  });

  it('reports the database pools, the jobs and the process', async () => {
    const until = Date.now() + 10_000;
    let e = await metrics(portal.url);
    while (valueOf(e, 'portal_job_runs_total', { job: 'bet-sync' }) < 1 && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 500));
      e = await metrics(portal.url);
    }
    expect(valueOf(e, 'portal_job_runs_total', { job: 'bet-sync' })).toBeGreaterThanOrEqual(1);
    // Every job has its failure series from the start (0 until one fails).
    for (const job of ['bet-sync', 'transfer-repair', 'deposit-expiry', 'cleanup', 'vip-daily'])
      expect(series(e, 'portal_job_failures_total', { job })).toHaveLength(1);
    expect(valueOf(e, 'portal_job_failures_total', { job: 'bet-sync' })).toBe(0);

    for (const pool of ['sql', 'bookkeeping']) {
      for (const name of ['portal_db_pool_in_use', 'portal_db_pool_idle', 'portal_db_pool_waiting']) {
        expect(series(e, name, { pool }), `${name}{pool=${pool}}`).toHaveLength(1);
        expect(valueOf(e, name, { pool })).toBeGreaterThanOrEqual(0);
      }
    }
    // The hot-path pool has opened connections by now (balances, transfers, sessions).
    expect(valueOf(e, 'portal_db_pool_in_use', { pool: 'sql' }) + valueOf(e, 'portal_db_pool_idle', { pool: 'sql' })).toBeGreaterThan(0);

    expect(valueOf(e, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(valueOf(e, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    expect(series(e, 'nodejs_eventloop_lag_seconds')).toHaveLength(1);
    expect(series(e, 'nodejs_heap_size_used_bytes')).toHaveLength(1);
  });
});

describe('/metrics on METRICS_PORT', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let portal: PortalProcess;
  let metricsPort: number;
  let port: number;

  beforeAll(async () => {
    db = await createTestDatabase();
    [metricsPort, port] = [await freePort(), await freePort()];
    portal = await startPortalProcess({ port, env: { DATABASE_URL: db.url, METRICS_PORT: String(metricsPort), JOBS_MODE: 'off' } });
  }, 120_000);

  afterAll(async () => {
    await portal?.stop();
    await db?.drop();
  });

  it('is served on its own port (no token set: the port is the boundary) and not on the main port', async () => {
    expect((await fetch(`${portal.url}/api/nope`)).status).toBe(404);
    const e = await metrics(`http://127.0.0.1:${metricsPort}`, null);
    expect(durationCount(e, { method: 'GET', route: 'unmatched', status: '404' })).toBe(1);
    expect(valueOf(e, 'portal_deposits_awaiting_review')).toBe(0);
    expect(series(e, 'portal_ledger_postings_total', { kind: 'seed.credit' })).toHaveLength(1);
    expect((await scrape(portal.url, null)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/other`)).status).toBe(404);
  });
});

describe('/metrics on METRICS_PORT with WEB_CONCURRENCY=2', () => {
  it('is served by the cluster primary, summing both workers: every request counted once, the database counts once', async () => {
    const db = await createTestDatabase();
    const [metricsPort, port] = [await freePort(), await freePort()];
    const portal = await startPortalProcess({ port, env: { DATABASE_URL: db.url, METRICS_PORT: String(metricsPort), JOBS_MODE: 'off', WEB_CONCURRENCY: '2' } });
    try {
      // Until both workers are up, the primary's ask of a starting one times out (500): wait for it.
      for (let i = 0; (await scrape(`http://127.0.0.1:${metricsPort}`, null)).status !== 200; i++) {
        if (i > 60) throw new Error(`the cluster's metrics never answered:\n${portal.output().slice(-2000)}`);
        await new Promise((r) => setTimeout(r, 500));
      }
      // Fresh connections each time: the primary hands them to the workers in turn.
      for (let i = 0; i < 10; i++) expect((await fetch(`${portal.url}/api/nope-${i}`, { headers: { Connection: 'close' } })).status).toBe(404);
      const res = await scrape(`http://127.0.0.1:${metricsPort}`, null);
      expect(res.status, portal.output().slice(-2000)).toBe(200);
      const e = parsePrometheus(res.text);
      expect(durationCount(e, { method: 'GET', route: 'unmatched', status: '404' })).toBe(10);
      const direct = new pg.Client({ connectionString: db.url });
      await direct.connect();
      const { rows } = await direct.query<{ n: number }>(`SELECT count(*)::int AS n FROM journal_transactions WHERE kind = 'seed.credit'`);
      await direct.end();
      expect(valueOf(e, 'portal_ledger_postings_total', { kind: 'seed.credit' })).toBe(rows[0]!.n);
      expect((await scrape(portal.url, null)).status).toBe(404);
    } finally {
      await portal.stop();
      await db.drop();
    }
  }, 120_000);
});

describe('ledger postings by kind, counted a part at a time', () => {
  it('still counts a posting whose transaction took its id early and commits after later ones were counted', async () => {
    const db = await createTestDatabase();
    const sql = createSqlPool(db.url, 2);
    const direct = new pg.Client({ connectionString: db.url });
    await direct.connect();
    try {
      const count = createPostingCounter(sql);
      const kinds = async () => Object.fromEntries([...(await count())].filter(([k]) => k.startsWith('test.')));
      const insert = (query: (text: string, params: unknown[]) => Promise<unknown>, kind: string) =>
        query(`INSERT INTO journal_transactions (kind, idempotency_key) VALUES ($1, $2)`, [kind, `${kind}:${randomUUID()}`]);
      const open = (text: string, params: unknown[]) => direct.query(text, params);
      const pooled = (text: string, params: unknown[]) => sql.query(text, params);

      // A transaction takes the lower id and stays open; a later posting commits above it.
      await direct.query('BEGIN');
      await insert(open, 'test.late');
      await insert(pooled, 'test.early');
      expect(await kinds()).toEqual({ 'test.early': 1 });
      await insert(pooled, 'test.early');
      // The open transaction is older than the counter's mark: nothing below the mark is settled yet.
      expect(await kinds()).toEqual({ 'test.early': 2 });
      await direct.query('COMMIT');
      expect(await kinds()).toEqual({ 'test.early': 2, 'test.late': 1 });
      // Folded now (no transaction open): later scrapes count only new rows and still add up.
      await insert(pooled, 'test.late');
      expect(await kinds()).toEqual({ 'test.early': 2, 'test.late': 2 });
      expect(await kinds()).toEqual({ 'test.early': 2, 'test.late': 2 });
      const { rows } = await direct.query<{ kind: string; n: number }>(
        `SELECT kind, count(*)::int AS n FROM journal_transactions WHERE kind LIKE 'test.%' GROUP BY kind`,
      );
      expect(Object.fromEntries(rows.map((r) => [r.kind, r.n]))).toEqual({ 'test.early': 2, 'test.late': 2 });
    } finally {
      await direct.end();
      await sql.end();
      await db.drop();
    }
  });
});

describe('/metrics without METRICS_TOKEN or METRICS_PORT', () => {
  it('refuses a short token and a metrics port that is the main port', () => {
    const env = { NODE_ENV: 'test', DATA_DIR: '/tmp/portal-test', JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(env).metrics).toBeNull();
    expect(() => loadConfig({ ...env, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16/);
    expect(() => loadConfig({ ...env, PORT: '9100', METRICS_PORT: '9100' })).toThrow(/METRICS_PORT must differ from PORT/);
    expect(loadConfig({ ...env, METRICS_TOKEN: TOKEN }).metrics).toEqual({ token: TOKEN, port: null });
    expect(loadConfig({ ...env, METRICS_PORT: '9100' }).metrics).toEqual({ token: null, port: 9100 });
  });

  it('is not served at all', async () => {
    const t = await createTestApp();
    try {
      expect((await request(t.app).get('/metrics')).status).toBe(404);
      expect((await request(t.app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`)).status).toBe(404);
    } finally {
      await t.close();
    }
  });
});
