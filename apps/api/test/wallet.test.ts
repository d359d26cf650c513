import { createHash, randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Prisma } from '../src/db/client.js';
import { HOUSE, type WalletModule } from '../src/modules/wallet/index.js';
import { checkLedger } from '../src/modules/wallet/invariants.js';
import { PlatformRejected, type PlatformAdapter } from '../src/providers/types.js';
import { adminToken, createTestApp, fundedMember, post, type TestApp } from './support/app.js';

/** The built-in platform with a switch: 'ok', 'reject' (the platform says no) or 'hang' (never answers). */
let platformMode: 'ok' | 'reject' | 'hang' = 'ok';
const wrapAdapters = (real: Record<string, PlatformAdapter>) => {
  const builtin = real.builtin!;
  return {
    ...real,
    builtin: {
      ...builtin,
      transfer: (...args: Parameters<PlatformAdapter['transfer']>) => {
        if (platformMode === 'reject') return Promise.reject(new PlatformRejected('maintenance'));
        if (platformMode === 'hang') return new Promise<never>(() => {});
        return builtin.transfer(...args);
      },
    } satisfies PlatformAdapter,
  };
};

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_MODE: 'off', PLATFORM_TIMEOUT_MS: '300' }, { wrapAdapters });
  admin = await adminToken(t);
});
afterAll(() => t.close());

const funded = (amount = 1000) => fundedMember(t, amount, admin);
const money = (body: { data: { balance: string } }) => body.data.balance;
async function central(token: string) {
  return money(await post(t.app, '/api/balance', {}, { token }));
}
async function platformBalance(token: string, platname: string) {
  const list = await post(t.app, '/api/balancelist', {}, { token });
  return list.data.find((p: { platname: string }) => p.platname === platname).balance as string;
}
async function expectLedgerClean() {
  expect(await checkLedger(t.prisma)).toEqual([]);
}

describe('wallet platforms and balances', () => {
  it('lists every platform wallet with name, platname and balance, only for a logged-in member', async () => {
    const { token } = await funded();
    const list = await post(t.app, '/api/balancelist', {}, { token, lang: 'en_US' });
    expect(list.code).toBe(200);
    expect(list.data.length).toBeGreaterThanOrEqual(20);
    expect(list.data[0]).toEqual({ name: 'PC Game Hall', platname: 'PCGAME', balance: '0.00' });
    expect(list.data.map((p: { platname: string }) => p.platname)).toEqual(expect.arrayContaining(['MOBILEGAME', 'AG', 'PP', 'SABA']));
    expect((await post(t.app, '/api/balancelist', {})).code).toBe(401);
    expect((await post(t.app, '/api/PCBalance', {}, { token })).data).toEqual({ balance: '0.00' });
  });
});

describe('transfers (docs/compatibility.md#rule-4-transfers)', () => {
  it('moves whole units in and out of a platform, and both show in the financial record', async () => {
    const { token } = await funded(1000);
    const into = await post(t.app, '/api/transfer', { amount: 300, sourcetype: 'center', targettype: 'AG' }, { token });
    expect(into).toMatchObject({ code: 200, data: { balance: '700.00' } });
    expect(await platformBalance(token, 'AG')).toBe('300.00');
    const out = await post(t.app, '/api/transfer', { amount: '120', sourcetype: 'AG', targettype: 'center' }, { token });
    expect(out).toMatchObject({ code: 200, data: { balance: '820.00' } });
    expect(await platformBalance(token, 'AG')).toBe('180.00');

    const pc = await post(t.app, '/api/PCGameTransferIn', { amount: 20 }, { token });
    expect(pc).toMatchObject({ code: 200, data: { balance: '800.00' } });
    expect((await post(t.app, '/api/PCBalance', {}, { token })).data.balance).toBe('20.00');
    expect((await post(t.app, '/api/MobileGameTransferIn', { amount: 5 }, { token })).code).toBe(200);
    expect((await post(t.app, '/api/MobileGameTransferOut', { amount: 5 }, { token })).code).toBe(200);
    expect((await post(t.app, '/api/MobileBalance', {}, { token })).data.balance).toBe('0.00');

    const record = await post(t.app, '/api/gettransrecord', { date: 1, page: 1 }, { token });
    expect(record.data).toMatchObject({ total: 5, current_page: 1, per_page: 10 });
    expect(record.data.data[0]).toEqual({
      id: expect.any(String),
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      out_trade_no: expect.stringMatching(/^TR\d{22}$/),
      pay_way: 'MOBILEGAME',
      type: 4,
      amount: '5.00',
      state: 1,
    });
    const ins = await post(t.app, '/api/gettransrecord', { date: 4, page: 1, type: 3 }, { token });
    expect(ins.data.data.map((r: { amount: string }) => r.amount)).toEqual(['5.00', '20.00', '300.00']);
    expect((await post(t.app, '/api/gettransrecord', { type: 3, api_type: 'AG' }, { token })).data.total).toBe(1);
    expect((await post(t.app, '/api/gettransrecord', { type: 1 }, { token })).data.data).toEqual([]);
    await expectLedgerClean();
  });

  it('answers every bad transfer with a localised message and moves nothing', async () => {
    const { token } = await funded(100);
    const cases: [object, string][] = [
      [{ sourcetype: 'center', targettype: 'AG' }, '请输入操作金额！'],
      [{ amount: '', sourcetype: 'center', targettype: 'AG' }, '请输入操作金额！'],
      [{ amount: 1.5, sourcetype: 'center', targettype: 'AG' }, '金额必须为正整数'],
      [{ amount: -5, sourcetype: 'center', targettype: 'AG' }, '金额必须为正整数'],
      [{ amount: 'abc', sourcetype: 'center', targettype: 'AG' }, '金额必须为正整数'],
      [{ amount: 10, sourcetype: 'center', targettype: 'center' }, '转出和转入钱包不能相同'],
      [{ amount: 10, sourcetype: 'AG', targettype: 'BBIN' }, '游戏钱包之间请通过中心钱包转账'],
      [{ amount: 10, sourcetype: 'center', targettype: 'NOPE' }, '游戏平台不存在或已关闭'],
      [{ amount: 10, sourcetype: 'center', targettype: "x'; drop table users" }, '游戏平台不存在或已关闭'],
      [{ amount: 10, sourcetype: 'center' }, '请选择钱包'],
    ];
    for (const [body, message] of cases)
      expect(await post(t.app, '/api/transfer', body, { token, lang: 'zh_CN' }), JSON.stringify(body)).toMatchObject({ code: 1000, message });
    expect(await post(t.app, '/api/transfer', { amount: 101, sourcetype: 'center', targettype: 'AG' }, { token, lang: 'en_US' })).toMatchObject({
      code: 208,
      message: 'Insufficient balance',
    });
    expect(await post(t.app, '/api/transfer', { amount: 1, sourcetype: 'AG', targettype: 'center' }, { token, lang: 'en_US' })).toMatchObject({
      code: 208,
      message: 'Insufficient balance',
    });
    expect(await central(token)).toBe('100.00');
    expect(await platformBalance(token, 'AG')).toBe('0.00');
    await expectLedgerClean();
  });

  it('blocks manual transfers in auto-transfer mode; uptransferstatus changes nothing else', async () => {
    const { token, form } = await funded(100);
    expect(await post(t.app, '/api/uptransferstatus', { transferstatus: 1, balance: '99999', vipLevel: 10, username: 'hijack' }, { token })).toMatchObject({
      code: 200,
    });
    const user = await t.prisma.user.findUniqueOrThrow({ where: { username: form.name } });
    expect(user).toMatchObject({ transferStatus: 1, vipLevel: 1, username: form.name });
    expect(await post(t.app, '/api/transfer', { amount: 10, sourcetype: 'center', targettype: 'AG' }, { token, lang: 'en_US' })).toMatchObject({
      code: 203,
      message: 'Automatic transfer is on: no manual transfer is needed',
    });
    expect((await post(t.app, '/api/uptransferstatus', { transferstatus: 2 }, { token })).code).toBe(1000);
    expect((await post(t.app, '/api/uptransferstatus', { transferstatus: '0' }, { token })).code).toBe(200);
    expect((await post(t.app, '/api/transfer', { amount: 10, sourcetype: 'center', targettype: 'AG' }, { token })).code).toBe(200);
  });

  it('recalls every platform balance with transall, and says so when there is nothing to recall', async () => {
    const { token } = await funded(500);
    for (const platname of ['AG', 'PP', 'KY'])
      expect((await post(t.app, '/api/transfer', { amount: 100, sourcetype: 'center', targettype: platname }, { token })).code).toBe(200);
    expect(await central(token)).toBe('200.00');
    expect(await post(t.app, '/api/transall', {}, { token, lang: 'en_US' })).toMatchObject({
      code: 200,
      message: 'All game balances were recalled',
      data: { balance: '500.00' },
    });
    expect(await post(t.app, '/api/transall', {}, { token, lang: 'en_US' })).toMatchObject({
      code: 200,
      message: 'There is nothing to recall from the game wallets',
    });
    await expectLedgerClean();
  });
});

describe('idempotency keys on money routes', () => {
  it('replays the first reply and moves money once; a reused key with another body is refused', async () => {
    const { token } = await funded(1000);
    const key = randomUUID();
    const send = (body: object) =>
      request(t.app).post('/api/transfer').set('Authorization', `Bearer ${token}`).set('Idempotency-Key', key).set('Lang', 'en_US').send(body);
    const first = await send({ amount: 100, sourcetype: 'center', targettype: 'DG' });
    const again = await send({ amount: 100, sourcetype: 'center', targettype: 'DG' });
    expect(first.body.code).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await send({ amount: 200, sourcetype: 'center', targettype: 'DG' })).body).toMatchObject({
      code: 1000,
      message: 'This Idempotency-Key was already used for a different request',
    });
    expect(await central(token)).toBe('900.00');
    expect(await t.prisma.transfer.count({ where: { platname: 'DG', user: undefined } as never })).toBeGreaterThanOrEqual(1);
    // Concurrent copies of one request: one transfer at most.
    const key2 = randomUUID();
    const copies = await Promise.all(
      Array.from({ length: 6 }, () =>
        request(t.app).post('/api/PCGameTransferIn').set('Authorization', `Bearer ${token}`).set('Idempotency-Key', key2).send({ amount: 50 }),
      ),
    );
    expect(copies.map((c) => c.body.code).every((c) => c === 200 || c === 409)).toBe(true);
    expect(await central(token)).toBe('850.00');
    expect(
      (
        await request(t.app)
          .post('/api/PCGameTransferIn')
          .set('Authorization', `Bearer ${token}`)
          .set('Idempotency-Key', 'bad key with spaces')
          .send({ amount: 1 })
      ).body.code,
    ).toBe(1000);
    await expectLedgerClean();
  });

  it('a claim its request never released (the database went away first) is taken over by the same request once its lease (IDEMPOTENCY_LEASE_SECONDS) has passed', async () => {
    const m = await funded(100);
    const { id } = await t.prisma.user.findUniqueOrThrow({ where: { username: m.form.name }, select: { id: true } });
    const header = randomUUID();
    // What a request leaves when PostgreSQL goes away between claiming its key and releasing it.
    const claim = {
      key: `m${id}:/PCGameTransferIn:${header}`,
      requestHash: createHash('sha256')
        .update(JSON.stringify({ amount: 30 }))
        .digest('hex'),
    };
    await t.prisma.idempotentRequest.create({ data: claim });
    const send = (amount: number) =>
      request(t.app).post('/api/PCGameTransferIn').set('Authorization', `Bearer ${m.token}`).set('Idempotency-Key', header).send({ amount });
    expect((await send(30)).body.code).toBe(409); // it may still be running
    await t.prisma.idempotentRequest.update({ where: { key: claim.key }, data: { createdAt: new Date(Date.now() - 3 * 60_000) } });
    expect((await send(40)).body.code).toBe(1000); // another body never takes a key over
    const first = await send(30);
    expect(first.body.code).toBe(200);
    expect((await send(30)).body).toEqual(first.body);
    expect(await central(m.token)).toBe('70.00');
    await expectLedgerClean();
  });

  it('keys belong to their member: the same key from another member is a new request', async () => {
    const a = await funded(100);
    const b = await funded(100);
    const key = randomUUID();
    for (const m of [a, b]) {
      const res = await request(t.app)
        .post('/api/transfer')
        .set('Authorization', `Bearer ${m.token}`)
        .set('Idempotency-Key', key)
        .send({ amount: 10, sourcetype: 'center', targettype: 'AG' });
      expect(res.body.code).toBe(200);
      expect(await central(m.token)).toBe('90.00');
    }
  });
});

describe('platform failures leave no money in limbo', () => {
  it('a refused transfer is recorded failed and the money is back in the central wallet', async () => {
    const { token, form } = await funded(300);
    platformMode = 'reject';
    try {
      expect(await post(t.app, '/api/transfer', { amount: 100, sourcetype: 'center', targettype: 'BBIN' }, { token, lang: 'en_US' })).toMatchObject({
        code: 209,
        message: 'The transfer failed; no money was moved',
      });
    } finally {
      platformMode = 'ok';
    }
    expect(await central(token)).toBe('300.00');
    const user = await t.prisma.user.findUniqueOrThrow({ where: { username: form.name } });
    expect(await t.prisma.transfer.findFirst({ where: { userId: user.id } })).toMatchObject({ state: 0, reason: 'maintenance' });
    expect((await post(t.app, '/api/gettransrecord', {}, { token })).data.data[0]).toMatchObject({ state: 0, amount: '100.00' });
    await expectLedgerClean();
  });

  it('a platform that does not answer leaves the transfer pending (one at a time), and the repair job settles it', async () => {
    const { token, form } = await funded(300);
    const user = await t.prisma.user.findUniqueOrThrow({ where: { username: form.name } });
    await post(t.app, '/api/transfer', { amount: 1, sourcetype: 'center', targettype: 'EVO' }, { token }); // registers the player
    platformMode = 'hang';
    try {
      expect(await post(t.app, '/api/transfer', { amount: 100, sourcetype: 'center', targettype: 'EVO' }, { token, lang: 'en_US' })).toMatchObject({
        code: 210,
      });
      expect(await central(token)).toBe('199.00'); // held while the outcome is unknown
      expect(await post(t.app, '/api/transfer', { amount: 5, sourcetype: 'center', targettype: 'AG' }, { token, lang: 'en_US' })).toMatchObject({
        code: 409,
        message: 'Your previous transfer is still being processed, please try again shortly',
      });
    } finally {
      platformMode = 'ok';
    }
    expect(await t.prisma.transfer.count({ where: { userId: user.id, state: 2 } })).toBe(1);
    expect(await t.services.transfers.repairPending(0)).toEqual({ repaired: 1, stillPending: 0 });
    expect(await t.prisma.transfer.count({ where: { userId: user.id, state: 2 } })).toBe(0);
    expect(await platformBalance(token, 'EVO')).toBe('101.00');
    expect(await central(token)).toBe('199.00');
    // Repairing again changes nothing (the platform saw the same reference).
    expect(await t.services.transfers.repairPending(0)).toEqual({ repaired: 0, stillPending: 0 });
    expect(await platformBalance(token, 'EVO')).toBe('101.00');
    await expectLedgerClean();
  });
});

describe('admin adjustments and the ledger check', () => {
  it('credits and debits through the ledger, idempotent by key, audited, and never below zero', async () => {
    const { token, form } = await funded(0.01 as unknown as number);
    const adjust = (body: object, key: string | null, auth = admin) => {
      const req = request(t.app).post('/api/admin/adjust').set('Authorization', `Bearer ${auth}`).set('Lang', 'en_US');
      if (key) req.set('Idempotency-Key', key);
      return req.send(body).then((r) => r.body);
    };
    const key = randomUUID();
    expect(await adjust({ username: form.name, amount: '250.50', memo: 'bonus' }, key)).toMatchObject({ code: 200, data: { balance: '250.51' } });
    expect(await adjust({ username: form.name, amount: '250.50', memo: 'bonus' }, key)).toMatchObject({ code: 200, data: { balance: '250.51' } });
    expect(await central(token)).toBe('250.51');
    expect(await adjust({ username: form.name, amount: -300, memo: 'too much' }, randomUUID())).toMatchObject({ code: 208 });
    expect(await adjust({ username: form.name, amount: -50.51, memo: 'correction' }, randomUUID())).toMatchObject({ code: 200, data: { balance: '200.00' } });
    expect(await adjust({ username: form.name, amount: '1.001', memo: 'x' }, randomUUID())).toMatchObject({ code: 1000 });
    expect(await adjust({ username: form.name, amount: 0, memo: 'x' }, randomUUID())).toMatchObject({ code: 1000 });
    expect(await adjust({ username: form.name, amount: 5 }, randomUUID())).toMatchObject({ code: 1000, message: 'Please give a memo' });
    expect(await adjust({ username: 'nobody000', amount: 5, memo: 'x' }, randomUUID())).toMatchObject({ code: 202, message: 'No such member' });
    expect(await adjust({ username: form.name, amount: 5, memo: 'x' }, null)).toMatchObject({ code: 1000, message: 'The Idempotency-Key header is required' });
    expect(await adjust({ username: form.name, amount: 5, memo: 'x' }, randomUUID(), token)).toMatchObject({ code: 401 });
    const audits = await t.prisma.auditLog.findMany({ where: { action: 'wallet.adjust', target: form.name } });
    expect(audits.length).toBe(3); // the opening credit, the bonus once, the correction
    const check = await request(t.app).post('/api/admin/ledger/check').set('Authorization', `Bearer ${admin}`).send({});
    expect(check.body).toMatchObject({ code: 200, data: { ok: true, breaches: [] } });
  });

  it('reports a tampered balance as a breach', async () => {
    const { form } = await funded(10);
    const user = await t.prisma.user.findUniqueOrThrow({ where: { username: form.name } });
    await t.prisma.$executeRaw`UPDATE accounts SET balance = balance + 1 WHERE code = ${`member:${user.id}:central`}`;
    const check = await request(t.app).post('/api/admin/ledger/check').set('Authorization', `Bearer ${admin}`).send({});
    expect(check.body.data.ok).toBe(false);
    expect(check.body.data.breaches).toEqual([{ rule: 'balance_mismatch', detail: `member:${user.id}:central: cached 11.00, entries 10.00` }]);
    await t.prisma.$executeRaw`UPDATE accounts SET balance = balance - 1 WHERE code = ${`member:${user.id}:central`}`;
    await expectLedgerClean();
  });

  it('refuses to edit or delete journal entries, and a member balance below zero', async () => {
    await expect(t.prisma.$executeRaw`UPDATE journal_entries SET amount = amount + 1`).rejects.toThrow(/immutable/);
    await expect(t.prisma.$executeRaw`DELETE FROM journal_entries`).rejects.toThrow(/immutable/);
    await expect(t.prisma.$executeRaw`UPDATE accounts SET balance = -1 WHERE kind = 'central'`).rejects.toThrow(/nonnegative/);
  });

  it('the seeded demo member starts with money credited through the ledger', async () => {
    const demo = await t.prisma.user.findUniqueOrThrow({ where: { username: 'demo888' } });
    const account = await t.prisma.account.findUniqueOrThrow({ where: { code: `member:${demo.id}:central` }, include: { entries: true } });
    expect(account.balance.toFixed(2)).toBe('10000.00');
    expect(account.entries.map((e) => e.amount.toFixed(2))).toEqual(['10000.00']);
  });
});

describe('a ledger posting key is one movement', () => {
  const entriesOf = (key: string) =>
    t.sql.query<{ code: string; amount: string }>(
      `SELECT a.code, e.amount::text AS amount FROM journal_entries e JOIN journal_transactions j ON j.id = e.transaction_id JOIN accounts a ON a.id = e.account_id
       WHERE j.idempotency_key = $1 ORDER BY a.code`,
      [key],
    );

  it('accepts the same key with the same entries as a replay that moves nothing, and refuses it with another amount or account, writing nothing', async () => {
    const { wallet } = t.modules.find((m) => m.name === 'wallet') as WalletModule;
    const [first, other] = await Promise.all([funded(0.01 as unknown as number), funded(0.01 as unknown as number)]);
    const alice = await t.prisma.user.findUniqueOrThrow({ where: { username: first.form.name } });
    const bob = await t.prisma.user.findUniqueOrThrow({ where: { username: other.form.name } });
    const key = `test:replay:${randomUUID()}`;
    const root = await t.prisma.admin.findUniqueOrThrow({ where: { name: 'admin' } });
    let attempt = 0;
    const credit = (userId: number, amount: string) =>
      t.sql.tx(async (tx) => {
        attempt += 1;
        // A row of the caller's own, written in the same transaction: it must roll back with a refused posting.
        await tx.query(`INSERT INTO sync_cursors (name, cursor, updated_at) VALUES ($1, $2, now())`, [`${key}:${attempt}`, `${userId} ${amount}`]);
        return wallet.credit(tx, { userId, amount: new Prisma.Decimal(amount), kind: 'admin.adjust', key, by: { staff: root.id } });
      });

    expect(await credit(alice.id, '10.00')).toMatchObject({ posted: true });
    const firstEntries = await entriesOf(key);
    expect(firstEntries).toEqual([
      { code: HOUSE.adjustments, amount: '-10.00' },
      { code: `member:${alice.id}:central`, amount: '10.00' },
    ]);

    // The same movement again: accepted, nothing more moves.
    expect(await credit(alice.id, '10.00')).toEqual({ posted: false, balance: null });
    // Another amount, or another member, under the same key: an error, and the caller's transaction writes nothing.
    await expect(credit(alice.id, '20.00')).rejects.toThrow(/posted before with other entries/);
    await expect(credit(bob.id, '10.00')).rejects.toThrow(/posted before with other entries/);

    expect(await entriesOf(key)).toEqual(firstEntries);
    expect(await central(first.token)).toBe('10.01');
    expect(await central(other.token)).toBe('0.01');
    const cursors = await t.sql.query<{ name: string; cursor: string }>('SELECT name, cursor FROM sync_cursors WHERE name LIKE $1 ORDER BY name', [`${key}:%`]);
    expect(cursors).toEqual([
      { name: `${key}:1`, cursor: `${alice.id} 10.00` },
      { name: `${key}:2`, cursor: `${alice.id} 10.00` },
    ]);
    await expectLedgerClean();
  });
});
