import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../src/clock.js';
import { loadConfig } from '../src/config.js';
import { createTestApp, post, type TestApp } from './support/app.js';
import { adminToken, balanceOf, bindUsdt, cashierMember, expectLedgerOk, PAY_PASS, setCashier, settledBets, upcomingBeijingNoon } from './support/cashier.js';
import { newStaff } from './support/staff.js';

// Money created by one person. Above ADJUST_REVIEW_ABOVE (default 1000) an
// adjustment is a request a second staff member approves; a credit adds to the member's turnover
// requirement unless it is a correction with a reason; ADJUST_MAX (default 1,000,000) caps one.

let t: TestApp;
let root: string;
let rootId: number;
let finance: { id: number; name: string; token: string };
let checker: { id: number; name: string; token: string };
const clock = movableClock(upcomingBeijingNoon());
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_MODE: 'off' }, { clock });
  root = await adminToken(t);
  rootId = (await t.prisma.admin.findUniqueOrThrow({ where: { name: 'admin' } })).id;
  finance = await newStaff(t, 'finance', root);
  checker = await newStaff(t, 'finance', root);
  await setCashier(t, root, { withdraw: { start: '00:00', end: '24:00', daily_count: 50 } });
});
afterAll(() => t.close());

interface AdjustBody {
  username: string;
  amount: string | number;
  memo?: string;
  correction?: boolean;
  correction_reason?: string;
}

function adjust(token: string, body: AdjustBody, { key = randomUUID(), lang = 'en_US' } = {}) {
  return request(t.app)
    .post('/api/admin/adjust')
    .set('Authorization', `Bearer ${token}`)
    .set('Idempotency-Key', key)
    .set('Lang', lang)
    .send({ memo: 'adjust test', ...body })
    .then((r) => r.body);
}
const approve = (token: string, id: unknown, lang = 'en_US') => post(t.app, '/api/admin/adjust/approve', { id }, { token, lang });
const reject = (token: string, id: unknown, reason = 'not justified') => post(t.app, '/api/admin/adjust/reject', { id, reason }, { token, lang: 'en_US' });

async function journalFor(userId: number): Promise<number> {
  const [row] = await t.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM journal_entries e JOIN accounts a ON a.id = e.account_id WHERE a.code = $1`, [
    `member:${userId}:central`,
  ]);
  return row!.n;
}

async function requestRow(id: number) {
  const [row] = await t.sql.query<{ state: string; requested_by: number; decided_by: number | null; amount: string; direction: string; correction: boolean }>(
    'SELECT state, requested_by, decided_by, amount::text AS amount, direction, correction FROM balance_adjustments WHERE id = $1',
    [id],
  );
  return row;
}

describe('/api/admin/adjust: at or below ADJUST_REVIEW_ABOVE it posts at once', () => {
  it('a credit of exactly the threshold moves the money at once and is audited as before', async () => {
    const m = await cashierMember(t);
    const body = await adjust(finance.token, { username: m.username, amount: '1000.00' });
    expect(body).toMatchObject({ code: 200, data: { state: 'posted', amount: '1000.00', balance: '1000.00' } });
    expect(await balanceOf(t, m.token)).toBe('1000.00');
    expect(await t.prisma.auditLog.count({ where: { action: 'wallet.adjust', target: m.username } })).toBe(1);
  });
});

describe("/api/admin/adjust sent again with the same Idempotency-Key (a staff member's second click after a time-out)", () => {
  // The back office keeps the key after no reply (packages/client; apps/admin/test/members.test.tsx):
  // here the server's half, a posted adjustment whose reply was lost and that is sent again.
  it('replays the first reply and posts once', async () => {
    const m = await cashierMember(t);
    const key = randomUUID();
    const body = { username: m.username, amount: '20.00', memo: 'retried after a time-out' };
    const first = await request(t.app).post('/api/admin/adjust').set('Authorization', `Bearer ${finance.token}`).set('Idempotency-Key', key).send(body);
    const again = await request(t.app).post('/api/admin/adjust').set('Authorization', `Bearer ${finance.token}`).set('Idempotency-Key', key).send(body);
    expect(first.body).toMatchObject({ code: 200, data: { state: 'posted', balance: '20.00' } });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await balanceOf(t, m.token)).toBe('20.00');
    expect(await journalFor(m.userId)).toBe(1);
    expect(await t.prisma.auditLog.count({ where: { action: 'wallet.adjust', target: m.username } })).toBe(1);
    await expectLedgerOk(t, root);
  });

  it("posts once even when the stored reply was lost (the adjustment's own key guards it)", async () => {
    const m = await cashierMember(t);
    const key = randomUUID();
    const body = { username: m.username, amount: '20.00', memo: 'retried after a crash' };
    expect((await adjust(finance.token, body, { key })).data).toMatchObject({ state: 'posted', balance: '20.00' });
    // What a crash before the reply's row was flushed leaves: no stored reply for this key.
    await t.sql.query(`DELETE FROM idempotent_requests WHERE key LIKE '%:' || $1`, [key]);
    const again = await adjust(finance.token, body, { key });
    expect(again).toMatchObject({ code: 200, data: { state: 'posted', amount: '20.00' } });
    expect(await balanceOf(t, m.token)).toBe('20.00');
    expect(await journalFor(m.userId)).toBe(1);
    expect(await t.prisma.auditLog.count({ where: { action: 'wallet.adjust', target: m.username } })).toBe(1);
    await expectLedgerOk(t, root);
  });
});

describe('/api/admin/adjust: above ADJUST_REVIEW_ABOVE it is a request that moves no money', () => {
  it('a credit above the threshold is recorded as a pending request (who, amount, direction, memo) and moves nothing', async () => {
    const m = await cashierMember(t);
    const before = await journalFor(m.userId);
    const body = await adjust(finance.token, { username: m.username, amount: '1000.01', memo: 'VIP goodwill' });
    expect(body).toMatchObject({
      code: 200,
      message: expect.stringContaining('second'),
      data: { state: 'pending', amount: '1000.01', balance: null, id: expect.any(Number) },
    });
    expect(await balanceOf(t, m.token)).toBe('0.00');
    expect(await journalFor(m.userId)).toBe(before);
    expect(await requestRow(body.data.id)).toMatchObject({
      state: 'pending',
      requested_by: finance.id,
      decided_by: null,
      amount: '1000.01',
      direction: 'credit',
      correction: false,
    });
    expect(await t.prisma.auditLog.count({ where: { action: 'wallet.adjust.request', target: m.username, adminId: finance.id } })).toBe(1);
    expect(await t.prisma.auditLog.count({ where: { action: 'wallet.adjust', target: m.username } })).toBe(0);
  });

  it('a debit above the threshold also waits for a second person', async () => {
    const m = await cashierMember(t);
    await adjust(root, { username: m.username, amount: '900', correction: true, correction_reason: 'opening' });
    await adjust(root, { username: m.username, amount: '900', correction: true, correction_reason: 'opening' });
    expect(await balanceOf(t, m.token)).toBe('1800.00');
    const body = await adjust(finance.token, { username: m.username, amount: '-1500' });
    expect(body).toMatchObject({ code: 200, data: { state: 'pending', amount: '-1500.00' } });
    expect(await requestRow(body.data.id)).toMatchObject({ state: 'pending', direction: 'debit', amount: '1500.00' });
    expect(await balanceOf(t, m.token)).toBe('1800.00');
    expect(await approve(checker.token, body.data.id)).toMatchObject({ code: 200, data: { state: 'approved', balance: '300.00' } });
    expect(await balanceOf(t, m.token)).toBe('300.00');
  });

  it('the same Idempotency-Key sent twice records one request', async () => {
    const m = await cashierMember(t);
    const key = randomUUID();
    const first = await adjust(finance.token, { username: m.username, amount: '5000' }, { key });
    const again = await adjust(finance.token, { username: m.username, amount: '5000' }, { key });
    expect(again.data.id).toBe(first.data.id);
    expect(await t.prisma.auditLog.count({ where: { action: 'wallet.adjust.request', target: m.username } })).toBe(1);
    const [row] = await t.sql.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM balance_adjustments b JOIN users u ON u.id = b.user_id WHERE u.username = $1',
      [m.username],
    );
    expect(row!.n).toBe(1);
  });
});

describe('/api/admin/adjust/approve: four eyes', () => {
  it('the requester can never approve their own request', async () => {
    const m = await cashierMember(t);
    const body = await adjust(finance.token, { username: m.username, amount: '2000' });
    expect(await approve(finance.token, body.data.id)).toMatchObject({ code: 203, message: expect.stringContaining('another staff member') });
    expect(await requestRow(body.data.id)).toMatchObject({ state: 'pending', decided_by: null });
    expect(await balanceOf(t, m.token)).toBe('0.00');
  });

  it('not even a super admin may approve their own request', async () => {
    const m = await cashierMember(t);
    const body = await adjust(root, { username: m.username, amount: '2000' });
    expect(body.data.state).toBe('pending');
    expect(await approve(root, body.data.id)).toMatchObject({ code: 203 });
    expect(await reject(root, body.data.id)).toMatchObject({ code: 203 });
    expect(await requestRow(body.data.id)).toMatchObject({ state: 'pending', requested_by: rootId });
    expect(await balanceOf(t, m.token)).toBe('0.00');
    // A different staff member allowed to adjust (finance) completes it.
    expect(await approve(finance.token, body.data.id)).toMatchObject({ code: 200, data: { state: 'approved', balance: '2000.00' } });
    expect(await requestRow(body.data.id)).toMatchObject({ state: 'approved', decided_by: finance.id });
  });

  it('a different finance staff member approves: the money moves through the ledger once, audited; a second approval is refused', async () => {
    const m = await cashierMember(t);
    const body = await adjust(finance.token, { username: m.username, amount: '2500.50' });
    const approved = await approve(checker.token, body.data.id);
    expect(approved).toMatchObject({
      code: 200,
      message: expect.any(String),
      data: { id: body.data.id, state: 'approved', balance: '2500.50', requested_by: finance.name, decided_by: checker.name },
    });
    expect(await balanceOf(t, m.token)).toBe('2500.50');
    expect(await approve(root, body.data.id)).toMatchObject({ code: 203, message: expect.stringContaining('already') });
    expect(await reject(root, body.data.id)).toMatchObject({ code: 203 });
    expect(await balanceOf(t, m.token)).toBe('2500.50');
    expect(await t.prisma.auditLog.count({ where: { action: 'wallet.adjust.approve', target: m.username, adminId: checker.id } })).toBe(1);
    await expectLedgerOk(t, root);
  });

  it('twelve concurrent approvals of one request move the money exactly once', async () => {
    const m = await cashierMember(t);
    const body = await adjust(finance.token, { username: m.username, amount: '3000' });
    const approvers = [checker, await newStaff(t, 'finance', root), await newStaff(t, 'super', root)];
    const tokens = Array.from({ length: 12 }, (_, i) => (i % 4 === 3 ? root : approvers[i % 3]!.token));
    const replies = await Promise.all(tokens.map((token) => approve(token, body.data.id)));
    expect(replies.filter((r) => r.code === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.code === 203)).toHaveLength(11);
    expect(await balanceOf(t, m.token)).toBe('3000.00');
    expect(await journalFor(m.userId)).toBe(1);
    expect(await t.prisma.auditLog.count({ where: { action: 'wallet.adjust.approve', target: m.username } })).toBe(1);
    await expectLedgerOk(t, root);
  });

  it('a debit the member can no longer cover is refused at approval (208) and stays pending', async () => {
    const m = await cashierMember(t);
    const body = await adjust(finance.token, { username: m.username, amount: '-1200' });
    expect(await approve(checker.token, body.data.id)).toMatchObject({ code: 208 });
    expect(await requestRow(body.data.id)).toMatchObject({ state: 'pending' });
    expect(await balanceOf(t, m.token)).toBe('0.00');
  });

  it('the database itself refuses a decision by the requester and a posting state without its times', async () => {
    const m = await cashierMember(t);
    const body = await adjust(finance.token, { username: m.username, amount: '2000' });
    await expect(
      t.sql.query(`UPDATE balance_adjustments SET state = 'approved', decided_by = requested_by, decided_at = now(), posted_at = now() WHERE id = $1`, [
        body.data.id,
      ]),
    ).rejects.toThrow(/four_eyes/);
    await expect(t.sql.query(`UPDATE balance_adjustments SET state = 'approved' WHERE id = $1`, [body.data.id])).rejects.toThrow(/posting/);
    expect(await requestRow(body.data.id)).toMatchObject({ state: 'pending' });
  });

  it('an unknown request is not found', async () => {
    expect(await approve(checker.token, 99_999_999)).toMatchObject({ code: 404 });
  });
});

describe('/api/admin/adjust/reject', () => {
  it('a different staff member rejects with a reason: nothing moves, audited, and it can no longer be approved', async () => {
    const m = await cashierMember(t);
    const body = await adjust(finance.token, { username: m.username, amount: '4000' });
    expect(await reject(finance.token, body.data.id)).toMatchObject({ code: 203 });
    expect(await reject(checker.token, body.data.id, '  ')).toMatchObject({ code: 1000 });
    expect(await reject(checker.token, body.data.id, 'no ticket')).toMatchObject({
      code: 200,
      data: { state: 'rejected', reject_reason: 'no ticket', decided_by: checker.name },
    });
    expect(await approve(root, body.data.id)).toMatchObject({ code: 203 });
    expect(await balanceOf(t, m.token)).toBe('0.00');
    expect(await journalFor(m.userId)).toBe(0);
    expect(await t.prisma.auditLog.count({ where: { action: 'wallet.adjust.reject', target: m.username, adminId: checker.id } })).toBe(1);
  });
});

describe('/api/admin/adjust/pending and the queue counts', () => {
  it('lists the pending requests with who asked, and counts them with the other queues', async () => {
    const m = await cashierMember(t);
    const body = await adjust(finance.token, { username: m.username, amount: '7000', memo: 'list me', correction: true, correction_reason: 'missed deposit' });
    const list = await post(t.app, '/api/admin/adjust/pending', { page: 1 }, { token: checker.token });
    expect(list.code).toBe(200);
    const row = list.data.data.find((r: { id: number }) => r.id === body.data.id);
    expect(row).toMatchObject({
      username: m.username,
      amount: '7000.00',
      direction: 'credit',
      memo: 'list me',
      correction: true,
      correction_reason: 'missed deposit',
      state: 'pending',
      requested_by: finance.name,
      requested_at: expect.any(String),
    });
    const pending = Number((await t.sql.query<{ n: string }>(`SELECT count(*)::text AS n FROM balance_adjustments WHERE state = 'pending'`))[0]!.n);
    expect(list.data.total).toBe(pending);
    const counts = await post(t.app, '/api/admin/queues/counts', {}, { token: checker.token });
    expect(counts.data.adjustments).toBe(pending);
    await reject(checker.token, body.data.id);
    expect((await post(t.app, '/api/admin/queues/counts', {}, { token: checker.token })).data.adjustments).toBe(pending - 1);
  });

  it('support and operations may neither list, approve nor reject', async () => {
    const m = await cashierMember(t);
    const body = await adjust(finance.token, { username: m.username, amount: '2000' });
    for (const role of ['support', 'operations'] as const) {
      const staff = await newStaff(t, role, root);
      expect((await post(t.app, '/api/admin/adjust/pending', { page: 1 }, { token: staff.token })).code).toBe(203);
      expect((await approve(staff.token, body.data.id)).code).toBe(203);
      expect((await reject(staff.token, body.data.id)).code).toBe(203);
    }
    expect(await requestRow(body.data.id)).toMatchObject({ state: 'pending' });
  });
});

describe('ADJUST_MAX caps one adjustment', () => {
  it('refuses more than 1,000,000.00 either way with code 1000 and a localised message; nothing is recorded', async () => {
    const m = await cashierMember(t);
    const audits = await t.prisma.auditLog.count();
    expect(await adjust(finance.token, { username: m.username, amount: '1000000.01' })).toMatchObject({
      code: 1000,
      message: expect.stringContaining('1000000.00'),
    });
    expect(await adjust(finance.token, { username: m.username, amount: '-1000000.01' })).toMatchObject({ code: 1000 });
    expect(await adjust(finance.token, { username: m.username, amount: '1000000000' }, { lang: 'zh_CN' })).toMatchObject({
      code: 1000,
      message: expect.stringContaining('单笔调整'),
    });
    expect(await t.prisma.auditLog.count()).toBe(audits);
    expect(await adjust(finance.token, { username: m.username, amount: '1000000.00' })).toMatchObject({ code: 200, data: { state: 'pending' } });
  });

  it("has the issue's defaults and refuses a malformed limit at start", () => {
    const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/portal-test', JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig(base).adjustments).toEqual({ reviewAbove: '1000', max: '1000000' });
    expect(() => loadConfig({ ...base, ADJUST_MAX: '1e9' })).toThrow(/ADJUST_MAX/);
    expect(() => loadConfig({ ...base, ADJUST_MAX: '0' })).toThrow(/ADJUST_MAX/);
    expect(() => loadConfig({ ...base, ADJUST_REVIEW_ABOVE: '-5' })).toThrow(/ADJUST_REVIEW_ABOVE/);
    expect(loadConfig({ ...base, ADJUST_REVIEW_ABOVE: '0' }).adjustments.reviewAbove).toBe('0');
  });

  it('reads both limits from the environment', async () => {
    const small = await createTestApp({ CAPTCHA_MODE: 'off', ADJUST_REVIEW_ABOVE: '50', ADJUST_MAX: '100' });
    try {
      const token = await adminToken(small);
      const m = await cashierMember(small);
      const send = (amount: string) =>
        request(small.app)
          .post('/api/admin/adjust')
          .set('Authorization', `Bearer ${token}`)
          .set('Idempotency-Key', randomUUID())
          .send({ username: m.username, amount, memo: 'env' })
          .then((r) => r.body);
      expect(await send('50')).toMatchObject({ code: 200, data: { state: 'posted' } });
      expect(await send('50.01')).toMatchObject({ code: 200, data: { state: 'pending' } });
      expect(await send('100.01')).toMatchObject({ code: 1000 });
    } finally {
      await small.close();
    }
  });
});

describe('a credit and the withdrawal turnover rule (217)', () => {
  const withdraw = (token: string, card: number, amount = 100) =>
    post(t.app, '/api/withdraw', { amount, bank: card, password: PAY_PASS }, { token, lang: 'zh_CN' });

  it('a credit that is not a correction adds its amount to the turnover the member must bet before withdrawing', async () => {
    const m = await cashierMember(t);
    const card = await bindUsdt(t, m.token);
    await adjust(finance.token, { username: m.username, amount: '500' });
    expect(await withdraw(m.token, card)).toMatchObject({ code: 217, message: '流水不足，还需500.00元流水才能取款' });
    await settledBets(t, m.userId, '499.99', clock.now());
    expect(await withdraw(m.token, card)).toMatchObject({ code: 217, message: '流水不足，还需0.01元流水才能取款' });
    await settledBets(t, m.userId, '0.01', clock.now());
    expect(await withdraw(m.token, card)).toMatchObject({ code: 200 });
  });

  it('an approved credit above the threshold adds its amount too', async () => {
    const m = await cashierMember(t);
    const card = await bindUsdt(t, m.token);
    const body = await adjust(finance.token, { username: m.username, amount: '2000' });
    expect((await approve(checker.token, body.data.id)).code).toBe(200);
    expect(await withdraw(m.token, card)).toMatchObject({ code: 217, message: '流水不足，还需2000.00元流水才能取款' });
  });

  it('a correction with a reason adds nothing to the turnover requirement', async () => {
    const m = await cashierMember(t);
    const card = await bindUsdt(t, m.token);
    const body = await adjust(finance.token, {
      username: m.username,
      amount: '500',
      correction: true,
      correction_reason: 'deposit D123 credited twice by the bank',
    });
    expect(body).toMatchObject({ code: 200, data: { state: 'posted' } });
    expect(await withdraw(m.token, card)).toMatchObject({ code: 200 });
    const audit = await t.prisma.auditLog.findFirstOrThrow({ where: { action: 'wallet.adjust', target: m.username } });
    expect(audit.detail).toMatchObject({ correction: true, correction_reason: 'deposit D123 credited twice by the bank' });
  });

  it('a correction needs a non-empty reason', async () => {
    const m = await cashierMember(t);
    for (const reason of [undefined, '', '   ']) {
      expect(await adjust(finance.token, { username: m.username, amount: '10', correction: true, correction_reason: reason })).toMatchObject({
        code: 1000,
        message: expect.stringContaining('reason'),
      });
    }
    expect(await balanceOf(t, m.token)).toBe('0.00');
  });
});
