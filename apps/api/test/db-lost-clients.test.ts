import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import pg from 'pg';
import { TronWeb } from 'tronweb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, memberForm } from './support/app.js';
import { anvilBinary, startAnvil, type Anvil } from './support/chain/anvil.js';
import { startPortalProcess, type PortalProcess } from './support/server-process.js';
import { startTronGrid, type TronGridServer } from './support/trongrid-server.js';

/**
 * Every kind of database client the server (as `pnpm start` runs it) keeps or checks out loses its
 * backend (pg_terminate_backend: 57P01, what a failover, a restart or an idle-session timeout
 * does), while the server is idle and while it is busy: the pools' idle connections, the session
 * revocations' LISTEN connection, the connections a transaction holds between its statements
 * (requests, the jobs' lock transactions while a job waits on a chain provider). Each loss must be
 * handled where the client is (logged, the connection replaced), never reach the process's safety
 * net as an uncaught exception or an unhandled rejection, and the server must serve on.
 */

const MNEMONIC = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const root = HDKey.fromMasterSeed(mnemonicToSeedSync(MNEMONIC));
const key = (n: number) => n.toString(16).padStart(64, '0');
const ESCAPED = /"kind":"(uncaughtException|unhandledRejection)"|Unhandled 'error' event|unexpected error; exiting/;

interface Answer {
  status: number;
  code: number | null;
  data: any;
}

async function call(base: string, route: string, body: object = {}, token?: string): Promise<Answer> {
  try {
    const res = await fetch(`${base}${route}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const json = (await res.json().catch(() => null)) as { code: number; data: unknown } | null;
    return { status: res.status, code: json?.code ?? null, data: json?.data };
  } catch {
    return { status: 0, code: null, data: null };
  }
}

/** Calls until the answer is not the 503 envelope (the connections are back), for at most `ms`. */
async function served(fn: () => Promise<Answer>, ms = 30_000): Promise<Answer> {
  const until = Date.now() + ms;
  for (;;) {
    const a = await fn();
    if (a.status !== 503 || Date.now() > until) return a;
    await new Promise((r) => setTimeout(r, 250));
  }
}

const binary = anvilBinary();

describe('a connection whose backend is terminated the instant it is ready', () => {
  it('fails its holder with a connection error, for every kind of client, and never reaches the safety net', () => {
    const r = spawnSync('pnpm', ['exec', 'tsx', path.join(__dirname, 'support/lost-client-probe.ts')], {
      cwd: path.join(__dirname, '..'),
      encoding: 'utf8',
      timeout: 60_000,
    });
    const out = `${r.stdout}${r.stderr}`;
    expect(r.status, out).toBe(0);
    expect(out.match(ESCAPED)?.[0], out).toBeUndefined();
    for (const kind of ['pool.connect', 'sql.tx', 'sql.query', 'prisma.$transaction', 'prisma.$queryRaw', 'applyMigrations', 'ensureDatabase'])
      expect(out).toContain(`${kind}: connection error`);
    expect(out).toContain('listenForRevocations: stopped');
    expect(out).toContain('done');
  }, 90_000);
});

describe('backends of every kind of client terminated, the server idle and busy', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let portal: PortalProcess;
  let admin: pg.Client;
  let node: Anvil | null = null;
  let grid: TronGridServer;

  beforeAll(async () => {
    db = await createTestDatabase();
    grid = await startTronGrid();
    if (binary) node = await startAnvil(binary);
    const token = node ? await node.deployToken() : null;
    portal = await startPortalProcess({
      env: {
        DATABASE_URL: db.url,
        JOBS_MODE: 'on',
        // Every job every second or two, so terminations meet jobs inside their lock transactions.
        BET_SYNC_CRON: '* * * * * *',
        TRANSFER_REPAIR_CRON: '*/2 * * * * *',
        DEPOSIT_EXPIRY_CRON: '*/2 * * * * *',
        CLEANUP_CRON: '*/3 * * * * *',
        CHAIN_WATCH_CRON: '* * * * * *',
        USDT_TRC20_XPUB: root.derive("m/44'/195'/0'").publicExtendedKey,
        USDT_TRC20_API_URL: grid.url,
        USDT_TRC20_CONTRACT: TronWeb.address.fromPrivateKey(key(9001)) as string,
        USDT_TRC20_START_BLOCK: '0',
        ...(node && token
          ? {
              USDT_ERC20_XPUB: root.derive("m/44'/60'/0'").publicExtendedKey,
              USDT_ERC20_RPC_URL: node.url,
              USDT_ERC20_CONTRACT: token,
              USDT_ERC20_START_BLOCK: String(await node.blockNumber()),
            }
          : {}),
      },
    });
    admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
    await admin.connect();
  }, 120_000);

  afterAll(async () => {
    await portal?.stop();
    await admin?.end();
    await db?.drop();
    await node?.stop();
    await grid?.close();
  });

  /** Terminates every backend of the portal's database; returns how many, by what they were doing. */
  async function terminate(): Promise<Record<string, number>> {
    const { rows } = await admin.query<{ state: string | null; query: string; done: boolean }>(
      `SELECT state, left(query, 40) AS query, pg_terminate_backend(pid) AS done FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
      [db.name],
    );
    const seen: Record<string, number> = {};
    for (const r of rows) {
      const what = r.query.startsWith('LISTEN') ? 'listen' : (r.state ?? 'unknown');
      seen[what] = (seen[what] ?? 0) + 1;
    }
    return seen;
  }

  it('logs each loss where it happened, never as an uncaught error, and serves on', async () => {
    const base = portal.url;
    const login = await served(() => call(base, '/api/admin/login', { name: 'admin', password: 'admin12345' }));
    expect(login.code, JSON.stringify(login)).toBe(200);
    const adminToken = login.data.api_token as string;
    const members: string[] = [];
    for (let i = 0; i < 6; i++) {
      const form = memberForm({ name: `l${randomUUID().replaceAll('-', '').slice(0, 10)}` });
      const r = await served(() => call(base, '/api/register', form));
      expect(r.code, JSON.stringify(r)).toBe(200);
      members.push(r.data.api_token as string);
    }
    const seen: Record<string, number> = {};
    const count = (s: Record<string, number>) => Object.entries(s).forEach(([k, v]) => (seen[k] = (seen[k] ?? 0) + v));

    for (let round = 0; round < 3; round++) {
      // Idle: no request in flight; the pools' idle connections, the LISTEN connection and the jobs' transactions.
      await new Promise((r) => setTimeout(r, 1_500));
      count(await terminate());
      await new Promise((r) => setTimeout(r, 1_500));
      // Busy: requests in flight (reads, money transactions, USDT addresses that ask the chain) while backends are terminated.
      let stop = false;
      const load = members.map(async (token, i) => {
        for (let n = 0; !stop; n++) {
          const route = ['/api/balance', '/api/usdt/address', '/api/PCGameTransferIn', '/api/gettransrecord'][(n + i) % 4]!;
          await call(
            base,
            route,
            route === '/api/usdt/address' ? { protocol: n % 2 ? 'TRC20' : 'ERC20' } : route === '/api/PCGameTransferIn' ? { amount: 1 } : {},
            token,
          );
        }
      });
      const staff = (async () => {
        while (!stop) await call(base, '/api/admin/withdrawals', { state: '' }, adminToken);
      })();
      for (let k = 0; k < 3; k++) {
        await new Promise((r) => setTimeout(r, 400));
        count(await terminate());
      }
      // A burst: connections the pools open again are terminated as they become ready.
      for (let k = 0; k < 60; k++) {
        count(await terminate());
        await new Promise((r) => setTimeout(r, 15));
      }
      stop = true;
      await Promise.all([...load, staff]);
    }

    console.info('backends terminated, by state:', seen);
    expect(seen.listen, 'the revocation listener was terminated').toBeGreaterThan(0);
    expect(seen.idle, 'idle connections were terminated').toBeGreaterThan(0);
    // The last terminations are handled too.
    await new Promise((r) => setTimeout(r, 2_000));
    expect(portal.child.exitCode, portal.output()).toBeNull();
    expect(portal.output().match(ESCAPED)?.[0], portal.output()).toBeUndefined();
    // Serves on: a member's balance, a staff list, a new member's USDT address.
    expect((await served(() => call(base, '/api/balance', {}, members[0]))).code).toBe(200);
    expect((await served(() => call(base, '/api/admin/withdrawals', { state: '' }, adminToken))).code).toBe(200);
    expect((await served(() => call(base, '/api/usdt/address', { protocol: 'TRC20' }, members[1]))).code).toBe(200);
  }, 180_000);
});
