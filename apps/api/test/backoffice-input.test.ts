import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, createTestApp, post, registerMember, uniqueMobile, type TestApp } from './support/app.js';
import { bankDeposit, staffToken } from './support/cashier.js';

// Staff input that reached PostgreSQL and came back as HTTP 500. A lone UTF-16
// surrogate ("\ud800", which JSON can carry but UTF-8 text cannot hold) in a free-text field, and
// a date that matches YYYY-MM-DD but is no day of the calendar (or of any sane year) in a filter.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_MODE: 'off' });
  admin = await adminToken(t);
});
afterAll(() => t.close());

const LONE = '\ud800';

/** POSTs as the super admin and returns the HTTP status with the envelope. */
async function adminPost(path: string, body: object, token = admin) {
  const res = await request(t.app).post(path).set('Authorization', `Bearer ${token}`).set('Idempotency-Key', randomUUID()).set('Lang', 'en_US').send(body);
  return { status: res.status, body: res.body as { code: number; message: string } };
}

/** Rows a refused request must not have written. */
const rows = async () =>
  JSON.stringify(
    await Promise.all([
      t.prisma.auditLog.count(),
      t.prisma.journalEntry.count(),
      t.prisma.deposit.count({ where: { state: 1 } }),
      t.prisma.withdrawal.count({ where: { state: 1 } }),
      t.prisma.agentApplication.count({ where: { state: 1 } }),
      t.prisma.activityApply.count({ where: { state: 1 } }),
    ]),
  );

describe('a lone surrogate in staff free text (item 4)', () => {
  it('is code 1000 with a message on all 11 routes, never a 500, and writes nothing', async () => {
    // Real targets, so each field would reach the database if the route let it through.
    const m = await registerMember(t);
    const user = await t.prisma.user.findUniqueOrThrow({ where: { username: m.form.name } });
    await post(t.app, '/api/admin/adjust', { username: m.form.name, amount: 100, memo: 'x' }, { token: admin });
    const depositNo = await bankDeposit(t, m.token, 500);
    const withdrawal = await t.prisma.withdrawal.create({
      data: {
        orderNo: `W${Date.now()}`,
        userId: user.id,
        cardType: 1,
        bank: '中国工商银行',
        bankNo: '6222020200112233',
        bankOwner: '张三',
        amount: '10',
        fee: '0',
        state: 1,
        createdAt: new Date(),
      },
    });
    expect((await post(t.app, '/api/applyagentdo', { mobile: uniqueMobile(), apply_info: 'friends' }, { token: m.token })).code).toBe(200);
    const application = await t.prisma.agentApplication.findFirstOrThrow({ where: { userId: user.id } });
    const activity = (await post(t.app, '/api/activitylist', {})).data.data[0];
    expect((await post(t.app, '/api/doactivityapply', { activityid: activity.id }, { token: m.token })).code).toBe(200);
    const apply = await t.prisma.activityApply.findFirstOrThrow({ where: { userId: user.id } });

    const routes: [string, object][] = [
      ['/api/admin/members/freeze', { username: m.form.name, reason: `a${LONE}b` }],
      ['/api/admin/adjust', { username: m.form.name, amount: 5, memo: `memo${LONE}` }],
      ['/api/admin/deposits/reject', { deposit_no: depositNo, reason: LONE }],
      ['/api/admin/withdrawals/reject', { order_no: withdrawal.orderNo, reason: LONE }],
      ['/api/admin/deposits/bulk', { action: 'reject', deposit_nos: [depositNo], reason: LONE }],
      ['/api/admin/withdrawals/bulk-reject', { order_nos: [withdrawal.orderNo], reason: LONE }],
      ['/api/admin/messages/send', { username: m.form.name, title: `t${LONE}`, content: 'c' }],
      ['/api/admin/site/update', { title: `Site${LONE}` }],
      ['/api/admin/cashier/settings/update', { banks: [`Bank${LONE}`] }],
      ['/api/admin/agents/reject', { id: application.id, reason: LONE }],
      ['/api/admin/activity/review', { id: apply.id, state: 3, remark: LONE }],
    ];
    const before = await rows();
    const failures: string[] = [];
    for (const [path, body] of routes) {
      const reply = await adminPost(path, body);
      if (
        reply.status !== 200 ||
        reply.body.code !== 1000 ||
        reply.body.message !== 'The text contains characters that cannot be saved; please remove them and try again'
      )
        failures.push(`${path}: HTTP ${reply.status} ${JSON.stringify(reply.body)}`);
    }
    expect(failures, failures.join('\n')).toEqual([]);
    expect(await rows()).toBe(before);
    // The same surrogate in an object key, and in member routes (the guard is for every /api route).
    expect((await adminPost('/api/admin/site/update', { [`k${LONE}`]: 1, title: 'x' })).body.code).toBe(1000);
    expect((await post(t.app, '/api/applyagentdo', { mobile: uniqueMobile(), apply_info: LONE }, { token: m.token })).code).toBe(1000);
    // A well-formed pair (an emoji) is fine.
    expect((await adminPost('/api/admin/members/freeze', { username: m.form.name, reason: 'spam 😀' })).body.code).toBe(200);
  });
});

describe('impossible dates in back-office filters (item 4)', () => {
  const BAD_DAYS = ['2026-13-45', '2026-02-30', '2026-00-10', '0000-01-01', '1899-12-31', '9999-12-31'];

  it('the deposit and withdrawal queues refuse them with code 1000', async () => {
    const failures: string[] = [];
    for (const path of ['/api/admin/deposits', '/api/admin/withdrawals']) {
      for (const day of BAD_DAYS) {
        for (const field of ['from', 'to']) {
          const reply = await adminPost(path, { [field]: day });
          if (reply.status !== 200 || reply.body.code !== 1000) failures.push(`${path} ${field}=${day}: HTTP ${reply.status} ${JSON.stringify(reply.body)}`);
        }
      }
      expect((await adminPost(path, { from: '2026-02-28', to: '2026-03-01' })).body.code).toBe(200);
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it('the four reports refuse them with code 1000 and a message', async () => {
    const failures: string[] = [];
    for (const path of ['/api/admin/reports/daily', '/api/admin/reports/daily.csv', '/api/admin/reports/platforms', '/api/admin/reports/agents']) {
      for (const day of BAD_DAYS) {
        const reply = await adminPost(path, { from: day, to: day });
        if (reply.status !== 200 || reply.body.code !== 1000 || reply.body.message !== 'Enter a real date as YYYY-MM-DD (years 2000-2100)')
          failures.push(`${path} from=${day}: HTTP ${reply.status} ${JSON.stringify(reply.body)}`);
      }
      const ok = await request(t.app).post(path).set('Authorization', `Bearer ${admin}`).send({ from: '2026-02-01', to: '2026-02-28' });
      expect(ok.status, path).toBe(200);
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it("a red packet rule's times take only real days of a sane year (year 0 was a 500)", async () => {
    const rule = { day_flow: 100, flow_money: 1000, money: 1, recharge: 1, status: 1 };
    for (const [start, end] of [
      ['0000-01-01 00:00', '0000-01-02 00:00'],
      ['2026-02-31 10:00', '2026-03-01 10:00'],
      ['1999-01-01 00:00', '2026-01-01 00:00'],
      ['2026-01-01 00:00', '2101-01-01 00:00'],
    ]) {
      const reply = await adminPost('/api/admin/redpacket/rules/save', { start_time: start, end_time: end, ...rule });
      expect([reply.status, reply.body.code], start).toEqual([200, 1000]);
    }
    expect((await adminPost('/api/admin/redpacket/rules/save', { start_time: '2027-03-01 00:00', end_time: '2027-03-02 00:00', ...rule })).body.code).toBe(200);
  });
});

describe('ids and amounts past their columns (issue 28 item 7)', () => {
  /** Every table these routes could write, as text. */
  const everything = async () =>
    JSON.stringify(
      await t.sql.query(`SELECT
        (SELECT count(*) FROM responsible_limits) l, (SELECT coalesce(string_agg(value::text, ',' ORDER BY id), '') FROM responsible_limits) lv,
        (SELECT count(*) FROM feedbacks) f, (SELECT count(*) FROM member_messages) mm, (SELECT count(*) FROM pay_channels) pc,
        (SELECT coalesce(max(updated_at)::text, '') FROM pay_channels) pcu, (SELECT count(*) FROM audit_logs) al`),
    );

  it('an id of 2^31 on the feedback and pay channel routes is code 1000 for every role (or 203 where the role may not), never a 500, and writes nothing', async () => {
    const tokens = [
      admin,
      ...(await Promise.all(['finance', 'operations', 'support'].map((role) => staffToken(t, `bounds_${role}_${randomUUID().slice(0, 6)}`, role)))),
    ];
    const before = await everything();
    const channel = { paytype: 'wxpay', name: 'c', pay_url: 'https://example.com/pay' };
    for (const token of tokens)
      for (const id of [2 ** 31, '2147483648', 0, -1]) {
        for (const [path, body] of [
          ['/api/admin/feedback/image', { id }],
          ['/api/admin/feedback/answer', { id, answer: 'thanks' }],
          ['/api/admin/cashier/channels/save', { ...channel, id }],
        ] as const) {
          const res = await adminPost(path, body, token);
          expect(res.status, `${path} ${id}`).toBe(200);
          expect([1000, 203], `${path} ${id}: ${res.body.message}`).toContain(res.body.code);
        }
      }
    // The super admin gets past the role check: the schema's own refusal, with the route's message.
    expect((await adminPost('/api/admin/feedback/image', { id: 2 ** 31 })).body).toMatchObject({ code: 1000, message: 'Feedback not found' });
    expect((await adminPost('/api/admin/cashier/channels/save', { ...channel, id: 2 ** 31 })).body.code).toBe(1000);
    expect(await everything()).toBe(before);
  });

  it('a deposit limit of 1e20 a day or a loss limit of 1e16 a month is code 1000 "larger than allowed", and the largest a column holds is taken', async () => {
    const m = await registerMember(t);
    const limit = (body: object) => post(t.app, '/api/responsible/limits', body, { token: m.token, lang: 'en_US' });
    const before = await everything();
    for (const body of [
      { kind: 'deposit', period: 'day', value: 1e20 },
      { kind: 'deposit', period: 'day', value: '100000000000000000000' },
      { kind: 'loss', period: 'month', value: 1e16 },
      { kind: 'loss', period: 'month', value: '10000000000000000.00' },
    ])
      expect(await limit(body), JSON.stringify(body)).toMatchObject({ code: 1000, message: 'The amount is larger than allowed' });
    expect(await everything()).toBe(before);
    expect(await limit({ kind: 'loss', period: 'month', value: '9999999999999999.99' })).toMatchObject({ code: 200 });
    expect((await post(t.app, '/api/responsible', {}, { token: m.token })).data.limits).toEqual([
      expect.objectContaining({ kind: 'loss', period: 'month', value: '9999999999999999.99' }),
    ]);
  });
});
