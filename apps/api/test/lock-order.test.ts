import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from './support/app.js';
import { adminToken, bankDeposit, cashierMember, expectLedgerOk } from './support/cashier.js';

// Money paths of one member running at once: deposit approvals (credit, paysum, the VIP check),
// transfers in and out of a game wallet and balance adjustments. Each takes the member's row and
// account rows; when one took them in the opposite order of another, PostgreSQL broke the
// deadlock by failing one side with 40P01, which reached the client as HTTP 500 (an outside run of
// 16 clients over two processes saw 46 of them in 80 s, 172 of all on deposit approvals).

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_MODE: 'off', DEPOSIT_OPEN_ORDERS: '100' }, { poolSize: 20 });
  admin = await adminToken(t);
});
afterAll(() => t.close());

describe("one member's money paths at once", () => {
  it('deposit approvals, transfers and adjustments never deadlock into a 500; every one moves its money once', async () => {
    const m = await cashierMember(t);
    const deposits: string[] = [];
    for (let i = 0; i < 24; i++) deposits.push(await bankDeposit(t, m.token, 100));
    const paths: string[] = [];
    const send = (path: string, body: object, token: string) => {
      paths.push(path);
      return request(t.app).post(path).set('Authorization', `Bearer ${token}`).set('Idempotency-Key', randomUUID()).send(body);
    };
    const calls: ReturnType<typeof send>[] = [];
    for (let round = 0; round < 24; round++) {
      calls.push(send('/api/admin/deposits/approve', { deposit_no: deposits[round] }, admin));
      calls.push(send('/api/transfer', { amount: 10, sourcetype: 'center', targettype: 'AG' }, m.token));
      calls.push(send('/api/transfer', { amount: 5, sourcetype: 'AG', targettype: 'center' }, m.token));
      calls.push(send('/api/admin/adjust', { username: m.username, amount: '1', memo: 'lock order', correction: true, correction_reason: 'test' }, admin));
    }
    const replies = await Promise.all(calls);
    // Not even the 503 a deadlock's victim now gets (it wrote nothing and may be sent again): the
    // member's row is taken before the account rows on every path, so there is no deadlock at all.
    const failures = replies
      .map((r, i) => ({ r, path: paths[i] }))
      .filter(({ r }) => r.status >= 500 || r.body?.code >= 500)
      .map(({ r, path }) => `${path} ${r.status} ${JSON.stringify(r.body)}`);
    expect(failures).toEqual([]);
    // Every deposit approved once: 24 x 100 credited, plus the adjustments that went through.
    const approved = replies.filter((r, i) => i % 4 === 0 && r.body.code === 200).length;
    expect(approved).toBe(24);
    const adjusted = replies.filter((r, i) => i % 4 === 3 && r.body.code === 200).length;
    const [row] = await t.sql.query<{ total: string }>(`SELECT SUM(balance)::text AS total FROM accounts WHERE user_id = $1`, [m.userId]);
    expect(Number(row!.total)).toBeCloseTo(2400 + adjusted, 2);
    expect((await post(t.app, '/api/balance', {}, { token: m.token })).code).toBe(200);
    await expectLedgerOk(t, admin);
  });
});
