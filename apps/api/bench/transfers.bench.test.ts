import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { Worker } from 'node:worker_threads';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';

const run = promisify(execFile);
import express from 'express';
import pg from 'pg';
import { centralCode } from '../src/modules/wallet/chart.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../src/modules/wallet/invariants.js';
import { adminToken, createTestApp, credit, fundedMember, registerMember, type TestApp } from '../test/support/app.js';
import { runBank } from '../test/support/bank.js';

/**
 * Transfers per second through the HTTP API (16 concurrent clients, in a worker thread) against
 * the same transfers done directly in SQL by a minimal script (16 concurrent connections), in one
 * run on one database. Each transfer does the same database work either way: the pending transfer row, the
 * ledger posting (journal row, two guarded balance updates, two entries), the platform's wallet
 * op, and the settlement. Rounds alternate API and SQL; medians are reported. Target: API ≥ 0.5 × SQL.
 */
const CLIENTS = 16;
const TRANSFERS_PER_ROUND = Number(process.env.BENCH_TRANSFERS ?? 1600);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const POOL = 16;

let t: TestApp;
beforeAll(async () => {
  // SESSION_CACHE_MS may be set to compare (e.g. 0: a session query on every request), and
  // METRICS_TOKEN to measure with the request histogram of /metrics on.
  const compare = Object.fromEntries(['SESSION_CACHE_MS', 'METRICS_TOKEN'].flatMap((k) => (process.env[k] ? [[k, process.env[k]]] : [])));
  t = await createTestApp({ CAPTCHA_MODE: 'off', ...compare }, { poolSize: POOL });
});
afterAll(() => t.close());

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The transfer ratio, kept to be printed again next to the read ratio. */
let transferSummary = '';

const READ_CONNECTIONS = 32;
const READ_ROUNDS = 3;
const READ_SECONDS = Number(process.env.BENCH_READ_SECONDS ?? 8);

function listen(app: express.Express): Promise<{ server: Server; base: string }> {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }));
  });
}

interface ReadRound {
  rate: number;
  requests: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** CPU per request (ms): this process (the server under test), PostgreSQL, the load generator. */
  cpu: { server: number; pg: number; client: number };
}

/** One autocannon round (32 connections, POST with the member's token) from a child process, with the CPU each side spent per request. */
async function readRound(url: string, token: string, { seconds = READ_SECONDS, backends }: { seconds?: number; backends: () => Promise<number[]> }): Promise<ReadRound> {
  const script = fileURLToPath(new URL('./autocannon-child.mjs', import.meta.url));
  const pg0 = postgresCpu(await backends());
  const node = process.cpuUsage();
  const { stdout } = await run(process.execPath, [script, JSON.stringify({ url, token, connections: READ_CONNECTIONS, seconds })], { maxBuffer: 1 << 20 });
  const used = process.cpuUsage(node);
  const pgMs = postgresCpuSince(pg0, await backends()) * 1000;
  const r = JSON.parse(stdout.trim().split('\n').pop()!) as Omit<ReadRound, 'cpu'> & { clientCpuMs: number };
  const per = (ms: number) => ms / Math.max(1, r.requests);
  return { ...r, cpu: { server: per((used.user + used.system) / 1000), pg: per(pgMs), client: per(r.clientCpuMs) } };
}

/** The machine's 1-minute load average (other work on the 2 cores skews both sides of a round). */
const loadAverage = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0] ?? '';

/** CPU seconds used so far by each PostgreSQL process listed, or by every one of this machine (Linux /proc). */
function postgresCpu(pids?: number[]): Map<number, number> {
  const tick = 100; // USER_HZ on Linux
  const used = new Map<number, number>();
  for (const pid of pids ?? fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d)).map(Number)) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (!name.startsWith('postgres')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      used.set(pid, (Number(fields[11]) + Number(fields[12])) / tick);
    } catch {
      /* the process ended */
    }
  }
  return used;
}

const postgresCpuSeconds = (pids?: number[]) => [...postgresCpu(pids).values()].reduce((a, b) => a + b, 0);

/** CPU seconds PostgreSQL processes spent since `before`: a process started since counts in full, one that ended is lost (pools close idle connections). */
function postgresCpuSince(before: Map<number, number>, pids: number[]): number {
  let total = 0;
  for (const [pid, seconds] of postgresCpu(pids)) total += seconds - (before.get(pid) ?? 0);
  return total;
}

/** The PostgreSQL backends serving this run's database (other work on the machine runs PostgreSQL servers of its own). */
async function backendsOf(pool: pg.Pool): Promise<number[]> {
  const { rows } = await pool.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database()');
  return rows.map((r) => r.pid);
}

/** Runs a round and returns transfers/s with the CPU it cost per transfer: this process (server and SQL clients; the HTTP clients' worker included) and PostgreSQL. */
async function measured(round: () => Promise<number>) {
  const node = process.cpuUsage();
  const pg0 = postgresCpuSeconds();
  const rate = await round();
  const used = process.cpuUsage(node);
  return { rate, nodeMs: (used.user + used.system) / 1000 / TRANSFERS_PER_ROUND, pgMs: ((postgresCpuSeconds() - pg0) * 1000) / TRANSFERS_PER_ROUND };
}

async function apiRound(base: string, tokens: string[]): Promise<number> {
  const worker = new Worker(new URL('./http-clients.mjs', import.meta.url), { workerData: { base, tokens, total: TRANSFERS_PER_ROUND } });
  const result = await new Promise<{ seconds?: number; error?: string }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();
  if (result.error) throw new Error(result.error);
  return TRANSFERS_PER_ROUND / result.seconds!;
}

/** Statements prepared once per connection, as the API's SQL layer does (db/sql.ts). */
let statementNo = 0;
const statementNames = new Map<string, string>();
function q(c: pg.PoolClient, text: string, values: unknown[] = []) {
  if (!statementNames.has(text)) statementNames.set(text, `bench_${(statementNo += 1)}`);
  return c.query({ name: statementNames.get(text), text, values });
}

/** One unit from `from` to `to` in the ledger: the journal row, guarded updates in id order, two entries. */
async function sqlPosting(c: pg.PoolClient, key: string, kind: string, from: number, to: number) {
  const tx = await q(c, `INSERT INTO journal_transactions (kind, idempotency_key) VALUES ($1, $2) RETURNING id`, [kind, key]);
  for (const [id, amount] of [[from, -1], [to, 1]].sort((a, b) => a[0]! - b[0]!)) {
    const r = await q(c, `UPDATE accounts SET balance = balance + $2 WHERE id = $1 AND (kind = 'house' OR balance + $2 >= 0) RETURNING balance`, [id, amount]);
    if (r.rowCount === 0) throw new Error('insufficient');
  }
  await q(c, `INSERT INTO journal_entries (transaction_id, account_id, amount) VALUES ($1, $2, -1), ($1, $3, 1)`, [tx.rows[0].id, from, to]);
}

/** The same transfer, hand-written in SQL: what the API does to the database, without HTTP, auth or an ORM. */
async function sqlTransfer(pool: pg.Pool, m: { userId: number; central: number; mirror: number; wallet: number }, direction: 'in' | 'out', seq: number): Promise<void> {
  const order = `SQL${m.userId}x${seq}x${randomUUID().slice(0, 8)}`;
  const c = await pool.connect();
  try {
    const [from, to] = direction === 'in' ? [m.central, m.mirror] : [m.mirror, m.central];
    await c.query('BEGIN');
    await q(c, `INSERT INTO transfers (order_no, user_id, platname, direction, amount, state) VALUES ($1, $2, 'PCGAME', $3, 1, 2)`, [order, m.userId, direction]);
    if (direction === 'in') await sqlPosting(c, `transfer:${order}`, 'transfer.in', from, to);
    await c.query('COMMIT');
    // The platform's side: its wallet op and balance.
    await c.query('BEGIN');
    const op = await q(c, `INSERT INTO builtin_wallet_ops (wallet_id, brand, ref, kind, amount, balance_after) VALUES ($1, 'pcgame', $2, $3, $4, 0) RETURNING id`, [m.wallet, order, direction, direction === 'in' ? 1 : -1]);
    const w = await q(c, `UPDATE builtin_wallets SET balance = balance + $2 WHERE id = $1 AND balance + $2 >= 0 RETURNING balance`, [m.wallet, direction === 'in' ? 1 : -1]);
    await q(c, `UPDATE builtin_wallet_ops SET balance_after = $2 WHERE id = $1`, [op.rows[0].id, w.rows[0].balance]);
    await c.query('COMMIT');
    // Settlement.
    await c.query('BEGIN');
    await q(c, `UPDATE transfers SET state = 1, settled_at = now() WHERE order_no = $1 AND state = 2`, [order]);
    await q(c, `SELECT balance FROM accounts WHERE id = $1 FOR UPDATE`, [m.mirror]);
    if (direction === 'out') await sqlPosting(c, `transfer:${order}`, 'transfer.out', from, to);
    await c.query('COMMIT');
  } catch (err) {
    await c.query('ROLLBACK');
    throw err;
  } finally {
    c.release();
  }
}

async function sqlRound(pool: pg.Pool, members: Parameters<typeof sqlTransfer>[1][]): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    members.map(async (m) => {
      for (let i = 0; next < TRANSFERS_PER_ROUND; i++) {
        next += 1;
        await sqlTransfer(pool, m, i % 2 === 0 ? 'in' : 'out', next);
      }
    }),
  );
  return TRANSFERS_PER_ROUND / ((performance.now() - started) / 1000);
}

describe('benchmarks', () => {
  it('transfers per second: HTTP API vs direct SQL', async () => {
    const server: Server = await new Promise((resolve) => {
      const s = t.app.listen(0, '127.0.0.1', () => resolve(s));
    });
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const pool = new pg.Pool({ connectionString: t.config.databaseUrl, max: POOL });
    try {
      const admin = await adminToken(t);
      const apiTokens: string[] = [];
      const sqlMembers: Parameters<typeof sqlTransfer>[1][] = [];
      for (let i = 0; i < CLIENTS * 2; i++) {
        const m = await registerMember(t);
        await credit(t, m.form.name, 1000, admin);
        // A first transfer in and out registers the player and opens the accounts.
        for (const path of ['/api/PCGameTransferIn', '/api/PCGameTransferOut']) {
          const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${m.token}` }, body: JSON.stringify({ amount: 1 }) });
          expect(((await res.json()) as { code: number }).code).toBe(200);
        }
        if (i < CLIENTS) apiTokens.push(m.token);
        else {
          const user = await t.prisma.user.findUniqueOrThrow({ where: { username: m.form.name } });
          const accounts = await t.prisma.account.findMany({ where: { userId: user.id } });
          const wallet = await t.prisma.builtinWallet.findUniqueOrThrow({ where: { brand_player: { brand: 'pcgame', player: m.form.name } } });
          sqlMembers.push({ userId: user.id, central: accounts.find((a) => a.kind === 'central')!.id, mirror: accounts.find((a) => a.kind === 'platform')!.id, wallet: wallet.id });
        }
      }
      await apiRound(base, apiTokens); // warm-up
      await sqlRound(pool, sqlMembers);
      const apiRuns: Awaited<ReturnType<typeof measured>>[] = [];
      const sqlRuns: Awaited<ReturnType<typeof measured>>[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        apiRuns.push(await measured(() => apiRound(base, apiTokens)));
        sqlRuns.push(await measured(() => sqlRound(pool, sqlMembers)));
      }
      const api = apiRuns.map((r) => r.rate);
      const sql = sqlRuns.map((r) => r.rate);
      const cpu = (runs: typeof apiRuns) => `CPU per transfer: node ${median(runs.map((r) => r.nodeMs)).toFixed(2)} ms, PostgreSQL ${median(runs.map((r) => r.pgMs)).toFixed(2)} ms`;
      const ratio = median(api) / median(sql);
      console.log(
        [
          `transfers/s with ${CLIENTS} concurrent clients, ${ROUNDS} rounds of ${TRANSFERS_PER_ROUND}, medians:`,
          `  HTTP API   ${median(api).toFixed(0).padStart(6)}  (rounds: ${api.map((x) => x.toFixed(0)).join(', ')}; ${cpu(apiRuns)})`,
          `  direct SQL ${median(sql).toFixed(0).padStart(6)}  (rounds: ${sql.map((x) => x.toFixed(0)).join(', ')}; ${cpu(sqlRuns)})`,
          `  ratio API / SQL = ${ratio.toFixed(2)} (target ≥ 0.50)`,
        ].join('\n'),
      );
      transferSummary = `transfers: ratio API / SQL = ${ratio.toFixed(2)} (target ≥ 0.50)`;
      expect(await checkLedger(t.prisma)).toEqual([]);
      expect(ratio).toBeGreaterThanOrEqual(0.5);
    } finally {
      await pool.end();
      await new Promise((resolve) => server.close(resolve));
    }
  }, 900_000);

  it('the authenticated read: POST /api/balance vs a bare express + pg server running the same query', async () => {
    const { token, form } = await fundedMember(t, 1234.5);
    const user = await t.prisma.user.findUniqueOrThrow({ where: { username: form.name.toLowerCase() } });
    // The bare server: express, a pg pool of the same size, the balance query the API runs (wallet/ledger.ts balanceOf), no auth.
    const pool = new pg.Pool({ connectionString: t.config.databaseUrl, max: POOL });
    const bare = express();
    bare.use(express.json());
    bare.post('/balance', async (_req, res) => {
      const { rows } = await pool.query({ name: 'bare_balance', text: 'SELECT balance::text FROM accounts WHERE code = $1', values: [centralCode(user.id)] });
      res.json({ code: 200, message: 'ok', data: { balance: rows[0]?.balance ?? '0' } });
    });
    const api = await listen(t.app);
    const baseline = await listen(bare);
    try {
      const check = await fetch(`${api.base}/api/balance`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: '{}' });
      expect(await check.json()).toMatchObject({ code: 200, data: { balance: '1234.50' } });
      const backends = () => backendsOf(pool);
      await readRound(`${api.base}/api/balance`, token, { seconds: 2, backends }); // warm-up
      await readRound(`${baseline.base}/balance`, token, { seconds: 2, backends });
      const apiRuns: ReadRound[] = [];
      const bareRuns: ReadRound[] = [];
      const loads: string[] = [];
      for (let round = 0; round < READ_ROUNDS; round++) {
        loads.push(loadAverage());
        apiRuns.push(await readRound(`${api.base}/api/balance`, token, { backends }));
        bareRuns.push(await readRound(`${baseline.base}/balance`, token, { backends }));
      }
      const apiRate = median(apiRuns.map((r) => r.rate));
      const bareRate = median(bareRuns.map((r) => r.rate));
      const apiP99 = median(apiRuns.map((r) => r.p99));
      const ratio = apiRate / bareRate;
      const cpuOf = (runs: ReadRound[]) =>
        (['server', 'pg', 'client'] as const).map((k) => `${k} ${median(runs.map((r) => r.cpu[k])).toFixed(3)}`).join(', ');
      console.log(
        [
          `authenticated read, POST /api/balance, autocannon ${READ_CONNECTIONS} connections, ${READ_ROUNDS} alternating rounds of ${READ_SECONDS} s, medians (load average at each round: ${loads.join(', ')}):`,
          `  HTTP API      ${apiRate.toFixed(0).padStart(6)} req/s  p99 ${apiP99} ms  (rounds: ${apiRuns.map((r) => `${r.rate.toFixed(0)}/${r.p99}ms`).join(', ')})`,
          `  bare express  ${bareRate.toFixed(0).padStart(6)} req/s  p99 ${median(bareRuns.map((r) => r.p99))} ms  (rounds: ${bareRuns.map((r) => `${r.rate.toFixed(0)}/${r.p99}ms`).join(', ')})`,
          `  CPU per request (ms, medians): API: ${cpuOf(apiRuns)}; bare: ${cpuOf(bareRuns)}`,
          // A closed loop of N connections has a mean latency of N / rate (Little's law): a p99 under
          // 25 ms needs a mean well under it, i.e. more than 32 / 0.025 = 1280 req/s on this machine.
          `  latency floor: mean = ${READ_CONNECTIONS} connections / rate (Little's law): API ${((READ_CONNECTIONS / apiRate) * 1000).toFixed(1)} ms, bare ${((READ_CONNECTIONS / bareRate) * 1000).toFixed(1)} ms; p99 < 25 ms needs more than ${(READ_CONNECTIONS / 0.025).toFixed(0)} req/s`,
          `  read: ratio API / bare = ${ratio.toFixed(2)} (target ≥ 0.70), API p99 ${apiP99} ms (target < 25 ms)`,
          `  ${transferSummary || 'transfers: not run in this invocation'}`,
        ].join('\n'),
      );
      expect(apiRuns.every((r) => r.non2xx === 0 && r.errors === 0)).toBe(true);
      expect(ratio).toBeGreaterThanOrEqual(0.7);
      expect(apiP99).toBeLessThan(25);
    } finally {
      await pool.end();
      await new Promise((resolve) => api.server.close(resolve));
      await new Promise((resolve) => baseline.server.close(resolve));
    }
  }, 600_000);

  it('the long bank: 16 clients, 1000 operations each', async () => {
    const report = await runBank(t, { clients: 16, members: 8, operationsPerClient: 1000, creditPerMember: 5000 });
    console.log(`long bank: ${report.operations} operations in ${report.seconds.toFixed(1)} s (${(report.operations / report.seconds).toFixed(0)} ops/s)`, report.byKind, 'codes', report.codes);
    expect(report.operations).toBe(16_000);
  }, 1_800_000);
});
