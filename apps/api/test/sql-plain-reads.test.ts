import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSqlPool, type SqlPool } from '../src/db/sql.js';
import { createTestApp, createTestDatabase, fundedMember, type TestApp } from './support/app.js';

/**
 * QueryOptions.plainRead (db/sql.ts): the plain reads asked for in one turn of the event loop go
 * out together, pipelined on one connection. Each still gets its own rows or its own error, a
 * transaction ignores the option, and a lost connection is replaced as for any statement.
 */
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let sql: SqlPool;
let watcher: pg.Client;
let t: TestApp;

beforeAll(async () => {
  db = await createTestDatabase();
  sql = createSqlPool(db.url, 4);
  await sql.query('CREATE TABLE read_probe (id int PRIMARY KEY, label text NOT NULL)');
  await sql.query(`INSERT INTO read_probe SELECT i, 'row ' || i FROM generate_series(1, 20) AS i`);
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

const plain = <R>(text: string, params: unknown[] = []) => sql.query<R>(text, params, { plainRead: true });

describe('plain reads asked for together', () => {
  it('share one connection and each gets its own row', async () => {
    const ids = Array.from({ length: 20 }, (_, i) => i + 1);
    const rows = await Promise.all(
      ids.map((id) => plain<{ label: string; pid: number }>('SELECT label, pg_backend_pid() AS pid FROM read_probe WHERE id = $1', [id])),
    );
    expect(rows.map((r) => r[0]!.label)).toEqual(ids.map((id) => `row ${id}`));
    expect(new Set(rows.map((r) => r[0]!.pid)).size).toBe(1);
  });

  it('one refused read fails alone: the others are answered and the connection stays', async () => {
    const [before] = await plain<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const asked = [
      plain<{ label: string }>('SELECT label FROM read_probe WHERE id = $1', [3]),
      plain('SELECT 1 / $1::int AS x', [0]),
      plain<{ label: string }>('SELECT label FROM read_probe WHERE id = $1', [4]),
      plain('SELECT label FROM read_probe WHERE id = $1', ['not a number']),
      plain<{ label: string }>('SELECT label FROM read_probe WHERE id = $1', [5]),
    ];
    const settled = await Promise.allSettled(asked);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'rejected', 'fulfilled']);
    expect(String((settled[1] as PromiseRejectedResult).reason)).toMatch(/division by zero/);
    expect(settled.flatMap((s) => (s.status === 'fulfilled' ? [(s.value as { label: string }[])[0]!.label] : []))).toEqual(['row 3', 'row 4', 'row 5']);
    const [after] = await plain<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    expect(after!.pid).toBe(before!.pid);
  });

  it('a read whose connection was lost fails as a connection error, and the next one gets another backend', async () => {
    const [first] = await plain<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    await watcher.query('SELECT pg_terminate_backend($1)', [first!.pid]);
    await new Promise((r) => setTimeout(r, 200));
    let next: number | undefined;
    for (let attempt = 0; attempt < 3 && next === undefined; attempt++) {
      try {
        next = (await plain<{ pid: number }>('SELECT pg_backend_pid() AS pid'))[0]!.pid;
      } catch (err) {
        expect(String(err)).toMatch(/terminat|Connection|ECONNRESET|closed/i);
      }
    }
    expect(next).toBeDefined();
    expect(next).not.toBe(first!.pid);
  });

  it('inside a transaction the option changes nothing: the read sees the transaction’s own write', async () => {
    const seen = await sql.tx(async (tx) => {
      await tx.query(`INSERT INTO read_probe (id, label) VALUES (100, 'uncommitted')`);
      return tx.query<{ label: string }>('SELECT label FROM read_probe WHERE id = $1', [100], { plainRead: true });
    });
    expect(seen).toEqual([{ label: 'uncommitted' }]);
  });
});

describe('the balance read (a plain read) under concurrent members', () => {
  it('gives each member their own balance when many ask at once', async () => {
    const members = await Promise.all([12.5, 300, 0.01, 4321, 77].map(async (amount) => ({ amount, ...(await fundedMember(t, amount)) })));
    const asked = members.flatMap((m) => Array.from({ length: 6 }, () => m));
    const replies = await Promise.all(asked.map((m) => request(t.app).post('/api/balance').set('Authorization', `Bearer ${m.token}`).send({})));
    replies.forEach((res, i) => expect(res.body).toMatchObject({ code: 200, data: { balance: asked[i]!.amount.toFixed(2) } }));
  });
});
