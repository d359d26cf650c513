import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import request from 'supertest';
import { expect, inject } from 'vitest';
import type { Express } from 'express';
import { createApp } from '../../src/app.js';
import { createCore, type Core } from '../../src/core.js';
import { createModules, type Modules, type Services } from '../../src/modules/index.js';
import type { Clock } from '../../src/clock.js';
import type { AdapterRegistry } from '../../src/providers/registry.js';
import type { Notify } from '../../src/modules/inbox/index.js';
import { loadConfig, type Config } from '../../src/config.js';
import { resolveSecrets } from '../../src/db/secrets.js';
import { createPrisma, type PrismaClient } from '../../src/db/client.js';
import { createSqlPool, type SqlPool } from '../../src/db/sql.js';
import { createLogger } from '../../src/logger.js';
import { createMetrics } from '../../src/metrics/index.js';
import { seed, seedIfEmpty } from '../../src/db/seed.js';
import { TEMPLATE_DB, withDatabase } from './global-setup.js';

export interface TestApp {
  app: Express;
  core: Core;
  modules: Modules['modules'];
  prisma: PrismaClient;
  config: Config;
  services: Services;
  sql: SqlPool;
  bookkeepingSql: SqlPool;
  close(): Promise<void>;
}

async function createDatabaseFromTemplate(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE "${name}" TEMPLATE "${TEMPLATE_DB}"`);
        return;
      } catch (err) {
        // Two files copying the template at the same instant: PostgreSQL refuses one; try again.
        if (attempt > 20 || !String((err as Error).message).includes('being accessed')) throw err;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  } finally {
    await client.end();
  }
}

async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await client.end();
}

/** A seeded portal on a database of its own: captcha on, rate limits off unless the test sets them. */
/**
 * A fresh database copied from the migrated template, for a test that runs the server as its own
 * process (support/server-process.ts); `drop` removes it (connections are forced out).
 */
export async function createTestDatabase(): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const adminUrl = inject('pgAdminUrl');
  const name = `t_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await createDatabaseFromTemplate(adminUrl, name);
  return { url: withDatabase(adminUrl, name), name, drop: () => dropDatabase(adminUrl, name) };
}

/**
 * The tests hash passwords at bcrypt cost 4 (about 1 ms a hash instead of about 60 at 10): members
 * are registered and logged in by the thousand. Only NODE_ENV=test accepts a cost below 10.
 */
export const TEST_BCRYPT_COST = '4';

export interface TestAppOptions {
  wrapAdapters?: (real: AdapterRegistry) => AdapterRegistry;
  poolSize?: number;
  /** A clock the test moves (see src/clock.ts movableClock); the system clock by default. */
  clock?: Clock;
  /** Records the member messages modules write (the inbox's Notify). */
  notify?: Notify;
  /** An existing database (createTestDatabase) to work on beside server processes; it is not dropped by close(). */
  databaseUrl?: string;
}

export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const adminUrl = inject('pgAdminUrl');
  const name = `t_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  if (!options.databaseUrl) await createDatabaseFromTemplate(adminUrl, name);
  const loaded = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: options.databaseUrl ?? withDatabase(adminUrl, name),
    DATA_DIR: path.join(os.tmpdir(), 'portal-test'),
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MODE: 'off',
    CAPTCHA_MODE: 'on',
    // Tests of deposits, reviews and payouts move sums above the production default of 20,000 per
    // 30 days; the affordability tests (regulator-affordability.test.ts, chain.test.ts) set their own.
    AFFORDABILITY_NET_DEPOSITS_30D: '100000000',
    WEB_DIST: path.join(os.tmpdir(), 'no-web-dist'),
    BCRYPT_COST: TEST_BCRYPT_COST,
    ...env,
  });
  const prisma = createPrisma(loaded.databaseUrl!, options.poolSize ?? 5);
  const log = createLogger('silent');
  const sql = createSqlPool(loaded.databaseUrl!, options.poolSize ?? 5);
  const config = await resolveSecrets(loaded, sql);
  if (options.databaseUrl) await seedIfEmpty({ prisma, sql, config, log });
  else await seed({ prisma, sql, config, log });
  const bookkeepingSql = createSqlPool(config.databaseUrl!, options.poolSize ?? 5, { durable: false });
  const core = createCore({ config, prisma, sql, bookkeepingSql, log, clock: options.clock });
  const composition = createModules(core, { wrapAdapters: options.wrapAdapters, notify: options.notify });
  const services = composition.services;
  const app = createApp(core, composition, { metrics: createMetrics(core) });
  return {
    app,
    core,
    modules: composition.modules,
    prisma,
    config,
    services,
    sql,
    bookkeepingSql,
    async close() {
      await prisma.$disconnect();
      await sql.end();
      await bookkeepingSql.end();
      if (!options.databaseUrl) await dropDatabase(adminUrl, name);
    },
  };
}

export type Body = { code: number; message: string; data: any };

/** POST JSON the way the web client does, with an optional token and language. */
export async function post(app: Express, url: string, body: object = {}, opts: { token?: string; lang?: string } = {}): Promise<Body> {
  const req = request(app)
    .post(url)
    .set('Authorization', `Bearer ${opts.token ?? ''}`);
  if (opts.lang) req.set('Lang', opts.lang);
  const res = await req.send(body);
  expect(res.status).toBeLessThan(500);
  return res.body as Body;
}

/** Gets a captcha and reads its answer from the database, as only the server can. */
export async function solveCaptcha(t: TestApp, scene: 'login' | 'register' | 'forgot' = 'login') {
  const res = await request(t.app).get(`/api/captcha?scene=${scene}`);
  const id: string = res.body.data.captcha_id;
  const row = await t.prisma.captcha.findUniqueOrThrow({ where: { id } });
  return { captcha_id: id, code: row.answer.toUpperCase() };
}

let counter = 0;
export function uniqueName(prefix = 'user'): string {
  counter += 1;
  // Padded: the register rules need at least 6 characters, whatever the pid and the random part.
  return `${prefix}${String(process.pid % 1000).padStart(3, '0')}x${counter}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

export function uniqueMobile(): string {
  return `13${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

/**
 * A registration form (/api/register) with a new name and mobile; `overrides` adds the captcha
 * and changes fields. Servers run as their own process with CAPTCHA_MODE=off take any captcha.
 */
export function memberForm(overrides: Record<string, unknown> = {}) {
  return {
    name: uniqueName('p'),
    password: 'abc12345',
    confirmPass: 'abc12345',
    realname: '张三',
    phone: uniqueMobile(),
    mail: '',
    paypassword: '123456',
    captcha_id: 'x',
    code: 'x',
    ...overrides,
  };
}

/** Registers a member through the API and returns the token and the form used. */
export async function registerMember(t: TestApp, overrides: Record<string, unknown> = {}) {
  const form = memberForm({ ...(await solveCaptcha(t, 'register')), ...overrides });
  const body = await post(t.app, '/api/register', form);
  expect(body.code, body.message).toBe(200);
  return { token: body.data.api_token as string, form };
}

/** Every string in a reply, so tests can prove no password or hash ever leaves the server. */
export function leaksSecret(body: unknown, secrets: string[]): boolean {
  const text = JSON.stringify(body);
  return /\$2[aby]\$\d{2}\$/.test(text) || secrets.some((s) => s && text.includes(s)) || /password_hash|passwordHash|pay_password/i.test(text);
}

export async function adminToken(t: TestApp): Promise<string> {
  const body = await post(t.app, '/api/admin/login', { name: 'admin', password: 'admin12345' });
  expect(body.code, body.message).toBe(200);
  return body.data.api_token as string;
}

/**
 * Credits a member's central wallet through the back office (the ledger), as an operator would:
 * marked as a correction with its reason, so it adds nothing to the member's withdrawal turnover
 * (tests fund members to exercise other rules); above ADJUST_REVIEW_ABOVE a second finance staff
 * member of this app approves it (four eyes).
 */
export async function credit(t: TestApp, username: string, amount: number | string, token?: string): Promise<void> {
  const res = await request(t.app)
    .post('/api/admin/adjust')
    .set('Authorization', `Bearer ${token ?? (await adminToken(t))}`)
    .set('Idempotency-Key', `credit-${randomUUID()}`)
    .send({ username, amount, memo: 'test credit', correction: true, correction_reason: 'test funding' });
  expect(res.body.code, res.body.message).toBe(200);
  if (res.body.data.state !== 'pending') return;
  const approved = await post(t.app, '/api/admin/adjust/approve', { id: res.body.data.id }, { token: await secondApprover(t) });
  expect(approved.code, approved.message).toBe(200);
}

const approvers = new WeakMap<TestApp, Promise<string>>();

/** The token of a finance staff member created for approving the tests' own large credits (one per app). */
function secondApprover(t: TestApp): Promise<string> {
  let token = approvers.get(t);
  if (!token) {
    token = (async () => {
      const name = uniqueName('approver');
      await t.prisma.admin.create({ data: { name, passwordHash: await t.core.hasher.hash('staff12345'), role: 'finance' } });
      const body = await post(t.app, '/api/admin/login', { name, password: 'staff12345' });
      expect(body.code, body.message).toBe(200);
      return body.data.api_token as string;
    })();
    approvers.set(t, token);
  }
  return token;
}

/** A newly registered member with `amount` in the central wallet. */
export async function fundedMember(t: TestApp, amount: number | string, token?: string) {
  const m = await registerMember(t);
  await credit(t, m.form.name, amount, token);
  return m;
}

export interface OutboxMessage {
  body: string;
  channel: string;
  transport: string;
}

/** The messages sent to a recipient, newest first, read the way an operator would: from the back office's outbox. */
export async function outbox(t: TestApp, recipient: string, token: string): Promise<OutboxMessage[]> {
  const res = await request(t.app)
    .get(`/api/admin/outbox?recipient=${encodeURIComponent(recipient)}`)
    .set('Authorization', `Bearer ${token}`);
  expect(res.body.code, res.body.message).toBe(200);
  return res.body.data as OutboxMessage[];
}
