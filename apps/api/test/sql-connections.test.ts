import { randomUUID } from 'node:crypto';
import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSqlPool, type SqlPool } from '../src/db/sql.js';
import { adminToken, createTestApp, createTestDatabase, fundedMember, type TestApp } from './support/app.js';

/**
 * A refused statement keeps its connection. pg-pool closes a connection released with an error,
 * and its pool.query releases with the statement's error: every refusal a constraint decides (a
 * platform wallet short of money, a second pending transfer) cost a new PostgreSQL backend (fork,
 * authentication, caches, every prepared statement parsed and planned again). In the long bank
 * that was 54 new backends a second and three quarters of PostgreSQL's CPU. Only a connection that
 * was lost is replaced.
 */
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let sql: SqlPool;
let watcher: pg.Client;
let t: TestApp;

beforeAll(async () => {
  db = await createTestDatabase();
  sql = createSqlPool(db.url, 1);
  await sql.query('CREATE TABLE connection_probe (id int PRIMARY KEY, n int NOT NULL CHECK (n >= 0))');
  watcher = new pg.Client({ connectionString: db.url });
  await watcher.connect();
  t = await createTestApp({ CAPTCHA_MODE: 'off' }, { databaseUrl: db.url });
});
afterAll(async () => {
  await t?.close();
  await watcher?.end();
  await sql?.end();
  await db?.drop();
});

const backend = async () => (await sql.query<{ pid: number }>('SELECT pg_backend_pid() AS pid'))[0]!.pid;
/** The database's backends now, but for the watcher's own. */
const backends = async () =>
  new Set(
    (await watcher.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()')).rows.map(
      (r) => r.pid,
    ),
  );

describe('the SQL pool keeps a connection whose statement was refused', () => {
  it('a check violation, a unique violation and a division by zero leave the one connection serving', async () => {
    const pid = await backend();
    await sql.query('INSERT INTO connection_probe (id, n) VALUES (1, 1)');
    await expect(sql.query('INSERT INTO connection_probe (id, n) VALUES (2, -1)')).rejects.toThrow(/connection_probe_n_check/);
    await expect(sql.query('INSERT INTO connection_probe (id, n) VALUES (1, 1)')).rejects.toThrow(/connection_probe_pkey/);
    await expect(sql.query('SELECT 1 / 0')).rejects.toThrow(/division by zero/);
    expect(await backend()).toBe(pid);
  });

  it('a connection that was lost is replaced: the next statement gets another backend', async () => {
    const pid = await backend();
    await watcher.query('SELECT pg_terminate_backend($1)', [pid]);
    // The pool hears of it (an idle connection's error) or the next statement fails as a connection error.
    await new Promise((r) => setTimeout(r, 200));
    let next: number | undefined;
    for (let tries = 0; next === undefined && tries < 3; tries++) next = await backend().catch(() => undefined);
    expect(next).toBeDefined();
    expect(next).not.toBe(pid);
  });

  it('refused transfers over HTTP open no new backend', async () => {
    const admin = await adminToken(t);
    const { token } = await fundedMember(t, 100, admin);
    const refuse = async () => {
      const res = await request(t.app)
        .post('/api/transfer')
        .set('Authorization', `Bearer ${token}`)
        .set('Idempotency-Key', randomUUID())
        .send({ amount: 50, sourcetype: 'PCGAME', targettype: 'center' });
      expect(res.body.code, res.body.message).toBe(208);
    };
    // The platform account exists after a first transfer in and out; the pools are warm after a few refusals.
    for (const sourcetype of ['center', 'PCGAME']) {
      const body = { amount: 1, sourcetype, targettype: sourcetype === 'center' ? 'PCGAME' : 'center' };
      const res = await request(t.app).post('/api/transfer').set('Authorization', `Bearer ${token}`).set('Idempotency-Key', randomUUID()).send(body);
      expect(res.body.code, res.body.message).toBe(200);
    }
    for (let i = 0; i < 5; i++) await refuse();
    const before = await backends();
    for (let i = 0; i < 30; i++) await refuse();
    const opened = [...(await backends())].filter((pid) => !before.has(pid));
    expect(opened).toEqual([]);
  });
});
