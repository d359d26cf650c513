import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSqlPool, type SqlPool } from '../src/db/sql.js';
import { isCheckViolation, isUniqueViolation } from '../src/db/errors.js';
import { checkLedger } from '../src/modules/wallet/invariants.js';
import { adminToken, createTestApp, createTestDatabase, fundedMember, type TestApp } from './support/app.js';

/**
 * A transaction's last statement sent with COMMIT behind it (db/sql.ts QueryOptions.thenCommit), as
 * the transfers send their postings: what commits, and that a failure anywhere in the transaction
 * leaves nothing of it, on the pool's real connections.
 */
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let sql: SqlPool;
let t: TestApp;

beforeAll(async () => {
  db = await createTestDatabase();
  sql = createSqlPool(db.url, 2);
  await sql.query('CREATE TABLE commit_probe (id int PRIMARY KEY, n int NOT NULL CHECK (n >= 0))');
  t = await createTestApp({ CAPTCHA_MODE: 'off' }, { databaseUrl: db.url });
});
afterAll(async () => {
  await t?.close();
  await sql?.end();
  await db?.drop();
});

/** Waits for every statement, then throws the first one's error (as the transfers do with their pipelined statements). */
async function allOrFirstError(statements: Promise<unknown>[]): Promise<void> {
  const failed = (await Promise.allSettled(statements)).find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
}

const rows = async () => (await sql.query<{ id: number; n: number }>('SELECT id, n FROM commit_probe ORDER BY id')).map((r) => [r.id, r.n]);

describe('a statement sent with COMMIT behind it (thenCommit)', () => {
  it('commits the transaction with it and returns its rows', async () => {
    await sql.query('DELETE FROM commit_probe');
    const result = await sql.tx(async (tx) => {
      const first = tx.query('INSERT INTO commit_probe (id, n) VALUES (1, 5)');
      const last = tx.query<{ n: number }>('INSERT INTO commit_probe (id, n) VALUES (2, 7) RETURNING n', [], { thenCommit: true });
      await first;
      return (await last)[0]!.n;
    });
    expect(result).toBe(7);
    expect(await rows()).toEqual([
      [1, 5],
      [2, 7],
    ]);
  });

  it('leaves nothing when the last statement fails: its error reaches the caller and the connection serves again', async () => {
    await sql.query('DELETE FROM commit_probe');
    const failed = sql.tx(async (tx) => {
      const first = tx.query('INSERT INTO commit_probe (id, n) VALUES (1, 5)');
      const last = tx.query('INSERT INTO commit_probe (id, n) VALUES (2, -1)', [], { thenCommit: true });
      await allOrFirstError([first, last]);
    });
    await expect(failed).rejects.toSatisfy(isCheckViolation);
    expect(await rows()).toEqual([]);
    // Both connections of the pool are used afterwards: neither was left inside a transaction.
    await Promise.all([1, 2].map((id) => sql.tx((tx) => tx.query('INSERT INTO commit_probe (id, n) VALUES ($1, 1)', [id], { thenCommit: true }))));
    expect(await rows()).toEqual([
      [1, 1],
      [2, 1],
    ]);
  });

  it('leaves nothing when an earlier statement fails (the last then fails too, and COMMIT rolls back)', async () => {
    await sql.query('DELETE FROM commit_probe');
    await sql.query('INSERT INTO commit_probe (id, n) VALUES (1, 1)');
    const failed = sql.tx(async (tx) => {
      const dup = tx.query('INSERT INTO commit_probe (id, n) VALUES (1, 5)');
      const last = tx.query('INSERT INTO commit_probe (id, n) VALUES (3, 3)', [], { thenCommit: true });
      await allOrFirstError([dup, last]);
    });
    await expect(failed).rejects.toSatisfy(isUniqueViolation);
    expect(await rows()).toEqual([[1, 1]]);
  });

  it('refuses a statement after it: the transaction took its last one', async () => {
    await sql.query('DELETE FROM commit_probe');
    const misuse = sql.tx(async (tx) => {
      await tx.query('INSERT INTO commit_probe (id, n) VALUES (1, 1)', [], { thenCommit: true });
      await tx.query('INSERT INTO commit_probe (id, n) VALUES (2, 2)');
    });
    await expect(misuse).rejects.toThrow(/after its transaction was committed/);
    expect(await rows()).toEqual([[1, 1]]);
  });
});

describe('transfers into a game with the debit committed in the same round trip', () => {
  it('parallel transfers of the whole balance: one moves it, the others are refused, and no pending row or money is left behind', async () => {
    const admin = await adminToken(t);
    const { token, form } = await fundedMember(t, 100, admin);
    const send = () =>
      request(t.app).post('/api/PCGameTransferIn').set('Authorization', `Bearer ${token}`).set('Idempotency-Key', randomUUID()).send({ amount: 100 });
    const replies = await Promise.all(Array.from({ length: 6 }, send));
    const codes = replies.map((r) => r.body.code as number).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    const user = await t.prisma.user.findUniqueOrThrow({ where: { username: form.name.toLowerCase() } });
    const transfers = await t.prisma.transfer.findMany({ where: { userId: user.id } });
    // Only the transfer that moved the money is recorded (a refused one left neither a row nor a posting).
    expect(transfers.map((x) => [x.direction, x.state, x.amount.toFixed(2)])).toEqual([['in', 1, '100.00']]);
    const balance = await request(t.app).post('/api/balance').set('Authorization', `Bearer ${token}`).send({});
    expect(balance.body.data.balance).toBe('0.00');
    expect(await checkLedger(t.prisma)).toEqual([]);
  });
});
