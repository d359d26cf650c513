import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from './support/app.js';
import { adminToken, approvedDeposit, balanceOf, cashierMember, expectLedgerOk, setCashier } from './support/cashier.js';
import { newStaff } from './support/staff.js';
import { turnoverOf } from '../src/modules/index.js';

// Issue 28, items 1 to 3, through the routes as every role, with the database read before and after:
// 1. a promotion's bonus is never money one person creates: money settings are finance's, capped,
//    and above the threshold paid only once a second finance person approves it in the payouts queue;
// 2. a member in a time-out or self-exclusion is paid nothing new: the application is rejected;
// 3. one deposit, one bonus.

let t: TestApp;
let root: string;
let finance: { id: number; name: string; token: string };
let checker: { id: number; name: string; token: string };
let operations: { id: number; name: string; token: string };
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_MODE: 'off' }, { poolSize: 12 });
  root = await adminToken(t);
  finance = await newStaff(t, 'finance', root);
  checker = await newStaff(t, 'finance', root);
  operations = await newStaff(t, 'operations', root);
  await setCashier(t, root, { withdraw: { turnover_multiple: '1' } });
});
afterAll(() => t.close());

const save = (token: string, body: object, lang = 'en_US') => post(t.app, '/api/admin/content/activities/save', body, { token, lang });
const money = (token: string, body: object, lang = 'en_US') => post(t.app, '/api/admin/content/activities/money', body, { token, lang });
const review = (token: string, id: number, state = 2, lang = 'en_US') => post(t.app, '/api/admin/activity/review', { id, state, remark: '' }, { token, lang });
const approvePayout = (token: string, id: number, lang = 'en_US') => post(t.app, '/api/admin/payouts/approve', { id }, { token, lang });

/** A promotion saved by operations (texts) and given its money settings by `setter` (finance by default). */
async function promotion(terms: object, setter = finance.token): Promise<number> {
  const type = await t.prisma.activityType.findFirstOrThrow();
  const saved = await save(operations.token, { title: `活动 ${randomUUID().slice(0, 8)}`, content: '内容', type_id: type.id });
  expect(saved.code, saved.message).toBe(200);
  const set = await money(setter, { id: saved.data.id, ...terms });
  expect(set.code, set.message).toBe(200);
  return saved.data.id as number;
}

async function apply(token: string, userId: number, activityId: number): Promise<number> {
  const applied = await post(t.app, '/api/doactivityapply', { activityid: activityId }, { token });
  expect(applied.code, applied.message).toBe(200);
  return (await t.prisma.activityApply.findUniqueOrThrow({ where: { userId_activityId: { userId, activityId } } })).id;
}

/** What money and rows a decision may have changed, read from the database. */
async function snapshot(userId: number) {
  const [row] = await t.sql.query<{ entries: number; bonus_postings: number; payouts: number; house: string | null }>(
    `SELECT (SELECT count(*)::int FROM journal_entries) AS entries,
            (SELECT count(*)::int FROM journal_transactions WHERE kind = 'promotion.bonus') AS bonus_postings,
            (SELECT count(*)::int FROM house_payouts) AS payouts,
            (SELECT balance::text FROM accounts WHERE code = 'house:promotions') AS house`,
  );
  return {
    ...row!,
    member: (await t.sql.query<{ b: string | null }>('SELECT balance::text AS b FROM accounts WHERE code = $1', [`member:${userId}:central`]))[0]?.b,
  };
}

const applicationRow = async (id: number) =>
  (await request(t.app).get('/api/admin/activity/applies').set('Authorization', `Bearer ${root}`)).body.data.data.find((a: { id: number }) => a.id === id);

describe('item 1: the 900,000 bonus, replayed', () => {
  it('operations cannot set money settings, neither on /save nor /money; nothing is written', async () => {
    const type = await t.prisma.activityType.findFirstOrThrow();
    const activities = await t.prisma.activity.count();
    const audits = await t.prisma.auditLog.count();
    const attack = { title: '红利大放送', content: '申请即送', type_id: type.id, bonus_kind: 'fixed', bonus_value: '900000', bonus_turnover: '0' };
    expect(await save(operations.token, attack)).toMatchObject({ code: 203, message: expect.stringContaining('finance or super staff') });
    expect(await save(operations.token, attack, 'zh_CN')).toMatchObject({ code: 203, message: expect.stringContaining('只能由财务或超级管理员') });
    // Changing an existing promotion's money settings, or making it stackable, by a save: refused the same way.
    const id = await promotion({ bonus_kind: 'fixed', bonus_value: '88', bonus_turnover: '1' });
    expect(
      await save(operations.token, { id, title: 't', content: 'c', type_id: type.id, bonus_kind: 'fixed', bonus_value: '8888', bonus_turnover: '1' }),
    ).toMatchObject({
      code: 203,
    });
    expect(await save(operations.token, { id, title: 't', content: 'c', type_id: type.id, stackable: true })).toMatchObject({ code: 203 });
    expect(await money(operations.token, { id, bonus_kind: 'fixed', bonus_value: '900000', bonus_turnover: '0' })).toMatchObject({ code: 203 });
    expect(await t.prisma.activity.count()).toBe(activities + 1);
    expect((await t.prisma.activity.findUniqueOrThrow({ where: { id } })).bonusValue.toFixed(2)).toBe('88.00');
    // The texts are operations' to change, with the money fields sent as they are (an old client sends the whole row).
    expect(
      await save(operations.token, { id, title: '新标题', content: 'c', type_id: type.id, bonus_kind: 'fixed', bonus_value: '88.00', bonus_turnover: '1' }),
    ).toMatchObject({
      code: 200,
      data: { title: '新标题', bonus_value: '88.00', money_set_by: finance.name },
    });
    expect(await t.prisma.auditLog.count()).toBe(audits + 3); // the promotion's save and its money, then the texts
  });

  it('finance cannot set a bonus above PROMOTION_BONUS_MAX, a turnover below 1, or a percent without a cap in money', async () => {
    const id = await promotion({ bonus_kind: 'none' });
    const before = await t.prisma.activity.findUniqueOrThrow({ where: { id } });
    expect(await money(finance.token, { id, bonus_kind: 'fixed', bonus_value: '900000', bonus_turnover: '1' })).toMatchObject({
      code: 1000,
      message: 'A bonus cannot be more than 10000.00',
    });
    expect(await money(finance.token, { id, bonus_kind: 'fixed', bonus_value: '900000', bonus_turnover: '1' }, 'zh_CN')).toMatchObject({
      message: '单笔红利不能超过10000.00元',
    });
    expect(await money(finance.token, { id, bonus_kind: 'fixed', bonus_value: '999999999999.99', bonus_turnover: '1' })).toMatchObject({
      code: 1000,
      message: expect.stringContaining('out of range'),
    });
    expect(await money(finance.token, { id, bonus_kind: 'fixed', bonus_value: '500', bonus_turnover: '0' })).toMatchObject({
      code: 1000,
      message: 'A bonus needs a turnover multiple of at least 1',
    });
    expect(await money(finance.token, { id, bonus_kind: 'percent', bonus_value: '100', bonus_turnover: '1' })).toMatchObject({
      code: 1000,
      message: 'A percent bonus needs a cap in money',
    });
    expect(await money(finance.token, { id, bonus_kind: 'percent', bonus_value: '100', bonus_cap: '10000.01', bonus_turnover: '1' })).toMatchObject({
      code: 1000,
      message: 'A bonus cannot be more than 10000.00',
    });
    expect(await t.prisma.activity.findUniqueOrThrow({ where: { id } })).toEqual(before);
  });

  it('a money change is audited with the old and new values and remembers who made it', async () => {
    const id = await promotion({ bonus_kind: 'fixed', bonus_value: '50', bonus_turnover: '1' });
    const set = await money(checker.token, { id, bonus_kind: 'percent', bonus_value: '10', bonus_cap: '500', bonus_turnover: '3', stackable: true });
    expect(set).toMatchObject({ code: 200, data: { bonus_kind: 'percent', bonus_cap: '500.00', stackable: true, money_set_by: checker.name } });
    const audit = await t.prisma.auditLog.findFirstOrThrow({ where: { action: 'content.activity.money', target: String(id), adminId: checker.id } });
    expect({ before: audit.before, after: audit.after }).toEqual({
      before: { bonus_kind: 'fixed', bonus_value: '50.00', bonus_cap: '', bonus_turnover: '1.00', stackable: false },
      after: { bonus_kind: 'percent', bonus_value: '10.00', bonus_cap: '500.00', bonus_turnover: '3.00', stackable: true },
    });
  });

  it('a bonus above the threshold is queued by the review; neither the reviewer, the one who set it, nor operations can pay it; a second finance person can, once', async () => {
    const id = await promotion({ bonus_kind: 'fixed', bonus_value: '9000', bonus_turnover: '1' });
    const m = await cashierMember(t);
    const applicationId = await apply(m.token, m.userId, id);
    const start = await snapshot(m.userId);

    const queued = await review(operations.token, applicationId);
    expect(queued).toMatchObject({
      code: 200,
      message: 'The bonus of 9000.00 is above 1000.00: it waits in the payouts queue and is paid once a second finance or super staff member approves it',
    });
    const payout = await t.prisma.housePayout.findUniqueOrThrow({ where: { key: `promotion:${applicationId}` } });
    expect(payout).toMatchObject({ kind: 'promotion.bonus', state: 'pending', requestedBy: operations.id, amountSetBy: finance.id, userId: m.userId });
    expect(payout.amount.toFixed(2)).toBe('9000.00');
    expect(await applicationRow(applicationId)).toMatchObject({ state: 1, bonus: '9000.00', waiting_payout: payout.id });
    // Waiting: a second review is refused, and no money moved.
    expect(await review(operations.token, applicationId)).toMatchObject({ code: 203, message: expect.stringContaining('payouts queue') });
    expect(await snapshot(m.userId)).toEqual({ ...start, payouts: start.payouts + 1 });

    // Not the reviewer (operations may not even see the queue), not the one who set the amount.
    expect(await approvePayout(operations.token, payout.id)).toMatchObject({ code: 203 });
    expect(await approvePayout(finance.token, payout.id)).toMatchObject({ code: 203, message: expect.stringContaining('You set') });
    const support = await newStaff(t, 'support', root);
    expect(await approvePayout(support.token, payout.id)).toMatchObject({ code: 203 });
    expect(await snapshot(m.userId)).toEqual({ ...start, payouts: start.payouts + 1 });

    expect(await approvePayout(checker.token, payout.id)).toMatchObject({ code: 200, data: { state: 'paid', decided_by: checker.name } });
    expect(await approvePayout(root, payout.id)).toMatchObject({ code: 203 });
    const end = await snapshot(m.userId);
    expect(end).toMatchObject({ member: '9000.00', bonus_postings: start.bonus_postings + 1, entries: start.entries + 2 });
    expect(Number(end.house) - Number(start.house ?? 0)).toBe(-9000);
    expect(await applicationRow(applicationId)).toMatchObject({ state: 2, bonus: '9000.00', waiting_payout: null });
    expect((await turnoverOf(t.sql, { userId: m.userId, multiple: '1' })).required).toBe('9000.00');
    const [message] = await t.sql.query<{ template: string; params: Record<string, string> }>(
      'SELECT template, params FROM member_messages WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
      [m.userId],
    );
    expect(message).toMatchObject({ template: 'inbox.activity.bonus', params: { amount: '9000.00' } });
    await expectLedgerOk(t, root);
  });

  it('a super admin who reviewed an application cannot approve its own queued bonus; a rejection in the queue rejects the application', async () => {
    const id = await promotion({ bonus_kind: 'fixed', bonus_value: '2000', bonus_turnover: '1' });
    const m = await cashierMember(t);
    const applicationId = await apply(m.token, m.userId, id);
    expect((await review(root, applicationId)).code).toBe(200);
    const payout = await t.prisma.housePayout.findUniqueOrThrow({ where: { key: `promotion:${applicationId}` } });
    expect(await approvePayout(root, payout.id)).toMatchObject({ code: 203, message: expect.stringContaining('You asked') });
    const rejected = await post(t.app, '/api/admin/payouts/reject', { id: payout.id, reason: 'duplicate account' }, { token: checker.token });
    expect(rejected).toMatchObject({ code: 200, data: { state: 'rejected', reason: 'duplicate account' } });
    expect(await applicationRow(applicationId)).toMatchObject({ state: 3, remark: 'duplicate account' });
    expect(await balanceOf(t, m.token)).toBe('0.00');
    expect(await approvePayout(finance.token, payout.id)).toMatchObject({ code: 203 });
  });

  it('a bonus at or below the threshold is paid by the reviewer alone, as before', async () => {
    const id = await promotion({ bonus_kind: 'fixed', bonus_value: '1000', bonus_turnover: '1' });
    const m = await cashierMember(t);
    expect(await review(operations.token, await apply(m.token, m.userId, id))).toMatchObject({ code: 200 });
    expect(await balanceOf(t, m.token)).toBe('1000.00');
  });
});

describe('item 2: a blocked member is paid nothing new', () => {
  it('a member who applied, then took a 7-day time-out: the approval pays nothing and rejects the application with the reason', async () => {
    const id = await promotion({ bonus_kind: 'fixed', bonus_value: '88', bonus_turnover: '1' });
    const m = await cashierMember(t);
    const applicationId = await apply(m.token, m.userId, id);
    expect((await post(t.app, '/api/responsible/timeout', { days: 7, password: m.form.password }, { token: m.token })).code).toBe(200);
    const start = await snapshot(m.userId);

    const refused = await review(operations.token, applicationId);
    expect(refused).toMatchObject({ code: 231, message: expect.stringMatching(/^Not paid: the member is in a time-out or self-exclusion \(until \d{4}-/) });
    expect(await snapshot(m.userId)).toEqual(start);
    expect(await applicationRow(applicationId)).toMatchObject({ state: 3, remark: expect.stringContaining('time-out') });
    const [message] = await t.sql.query<{ template: string }>('SELECT template FROM member_messages WHERE user_id = $1 ORDER BY id DESC LIMIT 1', [m.userId]);
    expect(message!.template).toBe('inbox.activity.blocked');
    expect(await review(operations.token, applicationId)).toMatchObject({ code: 203 });
  });

  it('a time-out taken while the bonus waits in the queue: the second approval pays nothing, the payout and the application are rejected', async () => {
    const id = await promotion({ bonus_kind: 'fixed', bonus_value: '3000', bonus_turnover: '1' });
    const m = await cashierMember(t);
    const applicationId = await apply(m.token, m.userId, id);
    expect((await review(operations.token, applicationId)).code).toBe(200);
    const payout = await t.prisma.housePayout.findUniqueOrThrow({ where: { key: `promotion:${applicationId}` } });
    expect((await post(t.app, '/api/responsible/timeout', { days: 7, password: m.form.password }, { token: m.token })).code).toBe(200);
    expect(await approvePayout(checker.token, payout.id)).toMatchObject({ code: 231 });
    expect(await t.prisma.housePayout.findUniqueOrThrow({ where: { id: payout.id } })).toMatchObject({ state: 'rejected', decidedBy: checker.id });
    expect(await applicationRow(applicationId)).toMatchObject({ state: 3 });
    expect(await balanceOf(t, m.token)).toBe('0.00');
  });

  it("a rebate collection waiting for finance: the member's time-out refuses it and the rebates stay the member's", async () => {
    const small = await createTestApp({ CAPTCHA_MODE: 'off', REBATE_REVIEW_ABOVE: '50' });
    try {
      const admin = await adminToken(small);
      const approver = await newStaff(small, 'finance', admin);
      const m = await cashierMember(small);
      await small.prisma.rebate.createMany({
        data: [1, 2].map((n) => ({
          userId: m.userId,
          betRecordId: BigInt(Date.now() * 10 + n),
          platname: 'PCGAME',
          validAmount: '4000',
          rate: '1',
          money: '40',
        })),
      });
      const collected = await post(small.app, '/api/dofanshui', {}, { token: m.token, lang: 'en_US' });
      expect(collected).toMatchObject({ code: 200, message: expect.stringContaining('above 50.00'), data: { money: '80.00' } });
      expect(await balanceOf(small, m.token)).toBe('0.00');
      const payout = await small.prisma.housePayout.findFirstOrThrow({ where: { userId: m.userId, kind: 'rebate.collect' } });
      expect((await post(small.app, '/api/responsible/timeout', { days: 7, password: m.form.password }, { token: m.token })).code).toBe(200);
      expect(await approvePayoutOn(small, approver.token, payout.id)).toMatchObject({ code: 231 });
      expect((await small.prisma.rebate.findMany({ where: { userId: m.userId } })).map((r) => r.state)).toEqual([0, 0]);
      expect(await balanceOf(small, m.token)).toBe('0.00');
    } finally {
      await small.close();
    }
  });
});

const approvePayoutOn = (app: TestApp, token: string, id: number) => post(app.app, '/api/admin/payouts/approve', { id }, { token, lang: 'en_US' });

describe('item 3: one deposit, one bonus', () => {
  it('one deposit of 1,000 and three 100 % promotions: one bonus is paid, the others are refused and rejected with the reason', async () => {
    const m = await cashierMember(t);
    const depositNo = await approvedDeposit(t, m.token, root, 1000);
    const terms = { bonus_kind: 'percent', bonus_value: '100', bonus_cap: '1000', bonus_turnover: '1' };
    const ids = [await promotion(terms), await promotion(terms), await promotion(terms)];
    const applications = [];
    for (const id of ids) applications.push(await apply(m.token, m.userId, id));
    const first = await applicationRow(applications[0]!);
    expect(first).toMatchObject({ bonus: '1000.00', qualifying_deposit: { deposit_no: depositNo, amount: '1000.00', used_by: null } });

    expect(await review(operations.token, applications[0]!)).toMatchObject({ code: 200 });
    expect(await balanceOf(t, m.token)).toBe('2000.00');
    // The review drawer shows the deposit already used, by which application.
    const activityName = (await t.prisma.activity.findUniqueOrThrow({ where: { id: ids[0]! } })).title;
    expect(await applicationRow(applications[1]!)).toMatchObject({
      state: 1,
      qualifying_deposit: { deposit_no: depositNo, used_by: { application_id: applications[0], activity_name: activityName } },
    });
    for (const applicationId of applications.slice(1)) {
      expect(await review(operations.token, applicationId)).toMatchObject({
        code: 203,
        message: `Not paid: deposit ${depositNo} already paid the bonus of "${activityName}", and one deposit pays one bonus; the application was rejected and the member told`,
      });
      expect(await applicationRow(applicationId)).toMatchObject({ state: 3 });
    }
    expect(await balanceOf(t, m.token)).toBe('2000.00');
    const [message] = await t.sql.query<{ template: string; params: Record<string, string> }>(
      'SELECT template, params FROM member_messages WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
      [m.userId],
    );
    expect(message).toMatchObject({ template: 'inbox.activity.depositUsed', params: { deposit_no: depositNo } });
    await expectLedgerOk(t, root);
  });

  it('approved in parallel, two promotions on one deposit still pay once (the unique key holds it)', async () => {
    const m = await cashierMember(t);
    await approvedDeposit(t, m.token, root, 500);
    const terms = { bonus_kind: 'percent', bonus_value: '100', bonus_cap: '1000', bonus_turnover: '1' };
    const applications = [await apply(m.token, m.userId, await promotion(terms)), await apply(m.token, m.userId, await promotion(terms))];
    const replies = await Promise.all(applications.map((id) => review(operations.token, id)));
    expect(replies.map((r) => r.code).sort()).toEqual([200, 203]);
    expect(await balanceOf(t, m.token)).toBe('1000.00');
  });

  it('a stackable promotion (set by finance) pays on a deposit another bonus used, once per promotion', async () => {
    const m = await cashierMember(t);
    await approvedDeposit(t, m.token, root, 1000);
    const first = await apply(m.token, m.userId, await promotion({ bonus_kind: 'percent', bonus_value: '10', bonus_cap: '500', bonus_turnover: '1' }));
    const stackable = await promotion({ bonus_kind: 'percent', bonus_value: '20', bonus_cap: '500', bonus_turnover: '1', stackable: true });
    const second = await apply(m.token, m.userId, stackable);
    expect((await review(operations.token, first)).code).toBe(200);
    expect(await applicationRow(second)).toMatchObject({ stackable: true, bonus: '200.00' });
    expect((await review(operations.token, second)).code).toBe(200);
    expect(await balanceOf(t, m.token)).toBe('1300.00');
    expect(await post(t.app, '/api/doactivityapply', { activityid: stackable }, { token: m.token })).toMatchObject({ code: 203 });
  });
});
