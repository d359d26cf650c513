import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promotionBonus } from '@portal/contracts';
import { adminToken, createTestApp, post, type TestApp } from './support/app.js';
import { approvedDeposit, balanceOf, cashierMember, expectLedgerOk, setCashier } from './support/cashier.js';
import { turnoverOf } from '../src/modules/index.js';

// A promotion's bonus: the promotion defines it (fixed, or a percent of the qualifying
// deposit, a cap, a turnover multiple), set by finance or super staff (/content/activities/money);
// approving an application credits it from the promotions house account with its turnover
// requirement, in the approval's transaction, once.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  await setCashier(t, admin, { withdraw: { turnover_multiple: '1' } });
});
afterAll(() => t.close());

let seq = 0;
/** A promotion saved (texts) and given its money settings (`terms`, when any), both by the super admin. */
async function promotion(terms: object): Promise<number> {
  const type = await t.prisma.activityType.findFirstOrThrow();
  const saved = await post(t.app, '/api/admin/content/activities/save', { title: `红利活动 ${++seq}`, content: '内容', type_id: type.id }, { token: admin });
  expect(saved.code, saved.message).toBe(200);
  const id = saved.data.id as number;
  if (Object.keys(terms).length > 0) {
    const money = await post(t.app, '/api/admin/content/activities/money', { id, ...terms }, { token: admin });
    expect(money.code, money.message).toBe(200);
  }
  return id;
}

/** The member applies; returns the application's row as the review queue lists it. */
async function application(token: string, username: string, activityId: number) {
  const applied = await post(t.app, '/api/doactivityapply', { activityid: activityId }, { token });
  expect(applied.code, applied.message).toBe(200);
  const list = await request(t.app).get('/api/admin/activity/applies?state=1').set('Authorization', `Bearer ${admin}`);
  const row = list.body.data.data.find((a: { username: string; activity_id: number }) => a.username === username && a.activity_id === activityId);
  expect(row).toBeTruthy();
  return row;
}

const approve = (id: number, key?: string) =>
  request(t.app)
    .post('/api/admin/activity/review')
    .set('Authorization', `Bearer ${admin}`)
    .set(key ? { 'Idempotency-Key': key } : {})
    .send({ id, state: 2 })
    .then((r) => r.body as { code: number; message: string });

const bonusPostings = (id: number) =>
  t.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM journal_transactions WHERE kind = 'promotion.bonus' AND idempotency_key = $1`, [
    `promotion:${id}`,
  ]);

describe('a promotion bonus (the rule)', () => {
  it('is the fixed amount, or the percent of the deposit rounded down, never above the cap; its turnover is the bonus times the multiple rounded up', () => {
    expect(promotionBonus({ kind: 'fixed', value: '88', cap: null, turnover: '2' }, null)).toEqual({ bonus: '88.00', turnover: '176.00' });
    expect(promotionBonus({ kind: 'percent', value: '38', cap: null, turnover: '1.5' }, '333.33')).toEqual({ bonus: '126.66', turnover: '189.99' });
    expect(promotionBonus({ kind: 'percent', value: '10', cap: '150', turnover: '3' }, '5000.00')).toEqual({ bonus: '150.00', turnover: '450.00' });
    expect(promotionBonus({ kind: 'percent', value: '10', cap: null, turnover: '3' }, null)).toEqual({ bonus: '0.00', turnover: '0.00' });
    expect(promotionBonus({ kind: 'percent', value: '12.5', cap: '', turnover: '0.33' }, '0.99')).toEqual({ bonus: '0.12', turnover: '0.04' });
    expect(promotionBonus({ kind: 'none', value: '50', cap: null, turnover: '9' }, '1000')).toEqual({ bonus: '0.00', turnover: '0.00' });
  });
});

describe('POST /api/admin/content/activities/money (bonus terms)', () => {
  it('stores the bonus terms and lists them; refuses an unknown kind, a negative value or a percent above 1000', async () => {
    const id = await promotion({ bonus_kind: 'percent', bonus_value: '38', bonus_cap: '388', bonus_turnover: '5' });
    const list = await post(t.app, '/api/admin/content/activities', {}, { token: admin });
    expect(list.data.find((p: { id: number }) => p.id === id)).toMatchObject({
      bonus_kind: 'percent',
      bonus_value: '38.00',
      bonus_cap: '388.00',
      bonus_turnover: '5.00',
      stackable: false,
      money_set_by: 'admin',
    });
    for (const bad of [
      { bonus_kind: 'gift' },
      { bonus_kind: 'fixed', bonus_value: '-5', bonus_turnover: '1' },
      { bonus_kind: 'percent', bonus_value: '1001', bonus_cap: '100', bonus_turnover: '1' },
      { bonus_kind: 'fixed', bonus_value: '5', bonus_turnover: '1e3' },
    ]) {
      const body = await post(t.app, '/api/admin/content/activities/money', { id, ...bad }, { token: admin, lang: 'en_US' });
      expect(body.code, JSON.stringify(bad)).toBe(1000);
    }
    const none = await promotion({});
    expect((await post(t.app, '/api/admin/content/activities', {}, { token: admin })).data.find((p: { id: number }) => p.id === none)).toMatchObject({
      bonus_kind: 'none',
      bonus_cap: '',
    });
  });
});

describe('POST /api/admin/activity/review (approval pays the bonus)', () => {
  it('shows the qualifying deposit and the bonus in the queue, then credits it from the promotions house account with its turnover, audited', async () => {
    const m = await cashierMember(t);
    const depositNo = await approvedDeposit(t, m.token, admin, 1000);
    const id = await promotion({ bonus_kind: 'percent', bonus_value: '10', bonus_cap: '150', bonus_turnover: '3' });
    const row = await application(m.token, m.username, id);
    expect(row).toMatchObject({ qualifying_deposit: { deposit_no: depositNo, amount: '1000.00' }, bonus: '100.00', bonus_turnover: '300.00' });
    const before = await turnoverOf(t.sql, { userId: m.userId, multiple: '1' });
    expect(before.required).toBe('1000.00');

    expect((await approve(row.id)).code).toBe(200);
    expect(await balanceOf(t, m.token)).toBe('1100.00');
    expect((await turnoverOf(t.sql, { userId: m.userId, multiple: '1' })).required).toBe('1300.00');
    const [house] = await t.sql.query<{ balance: string }>(`SELECT balance::text AS balance FROM accounts WHERE code = 'house:promotions'`);
    expect(Number(house!.balance)).toBeLessThanOrEqual(-100);
    const stored = await t.prisma.activityApply.findUniqueOrThrow({ where: { id: row.id } });
    expect({ bonus: stored.bonus?.toFixed(2), turnover: stored.bonusTurnover.toFixed(2), deposit: stored.qualifyingDeposit }).toEqual({
      bonus: '100.00',
      turnover: '300.00',
      deposit: depositNo,
    });
    // The member is told what was paid (the bonus message, not the plain approval).
    const [message] = await t.sql.query<{ template: string; params: Record<string, string> }>(
      'SELECT template, params FROM member_messages WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
      [m.userId],
    );
    expect(message).toMatchObject({ template: 'inbox.activity.bonus', params: { amount: '100.00', turnover: '300.00' } });
    const audit = await t.prisma.auditLog.findFirstOrThrow({ where: { action: 'activity.review', target: String(row.id) } });
    expect(audit.amount?.toFixed(2)).toBe('100.00');
    // The approved row now shows what was paid.
    const approved = await request(t.app).get('/api/admin/activity/applies?state=2').set('Authorization', `Bearer ${admin}`);
    expect(approved.body.data.data.find((a: { id: number }) => a.id === row.id)).toMatchObject({ bonus: '100.00', bonus_turnover: '300.00', state: 2 });
    await expectLedgerOk(t, admin);
  });

  it('pays the cap when the percent is above it, a fixed bonus without any deposit, and nothing on a rejection', async () => {
    const rich = await cashierMember(t);
    await approvedDeposit(t, rich.token, admin, 5000);
    const capped = await application(
      rich.token,
      rich.username,
      await promotion({ bonus_kind: 'percent', bonus_value: '10', bonus_cap: '150', bonus_turnover: '1' }),
    );
    expect(capped.bonus).toBe('150.00');
    expect((await approve(capped.id)).code).toBe(200);
    expect(await balanceOf(t, rich.token)).toBe('5150.00');

    const fresh = await cashierMember(t);
    const fixedId = await promotion({ bonus_kind: 'fixed', bonus_value: '18.8', bonus_turnover: '2' });
    const fixed = await application(fresh.token, fresh.username, fixedId);
    expect(fixed).toMatchObject({ qualifying_deposit: null, bonus: '18.80', bonus_turnover: '37.60' });
    expect((await approve(fixed.id)).code).toBe(200);
    expect(await balanceOf(t, fresh.token)).toBe('18.80');
    expect((await turnoverOf(t.sql, { userId: fresh.userId, multiple: '1' })).required).toBe('37.60');

    const other = await cashierMember(t);
    const rejected = await application(other.token, other.username, fixedId);
    const r = await post(t.app, '/api/admin/activity/review', { id: rejected.id, state: 3, remark: '不符合' }, { token: admin });
    expect(r.code).toBe(200);
    expect(await balanceOf(t, other.token)).toBe('0.00');
    expect((await bonusPostings(rejected.id))[0]!.n).toBe(0);
    await expectLedgerOk(t, admin);
  });

  it('reckons a percent bonus on the last deposit made before applying, not on one made after', async () => {
    const m = await cashierMember(t);
    const before = await approvedDeposit(t, m.token, admin, 300);
    const row = await application(m.token, m.username, await promotion({ bonus_kind: 'percent', bonus_value: '50', bonus_cap: '5000', bonus_turnover: '1' }));
    await approvedDeposit(t, m.token, admin, 5000);
    expect((await approve(row.id)).code).toBe(200);
    expect(await balanceOf(t, m.token)).toBe('5450.00');
    expect((await t.prisma.activityApply.findUniqueOrThrow({ where: { id: row.id } })).qualifyingDeposit).toBe(before);
  });

  it('pays once when the approval is sent many times at once (double click, retry with and without the same key)', async () => {
    const m = await cashierMember(t);
    await approvedDeposit(t, m.token, admin, 2000);
    const row = await application(m.token, m.username, await promotion({ bonus_kind: 'percent', bonus_value: '20', bonus_cap: '1000', bonus_turnover: '1' }));
    expect(row.bonus).toBe('400.00');
    const replies = await Promise.all([
      ...Array.from({ length: 6 }, () => approve(row.id)),
      approve(row.id, `retry-${row.id}`),
      approve(row.id, `retry-${row.id}`),
    ]);
    expect(replies.filter((r) => r.code === 200).length, JSON.stringify(replies)).toBeGreaterThanOrEqual(1);
    // The others: already reviewed (203), or the same key still being answered (409).
    expect(replies.filter((r) => r.code !== 200).every((r) => r.code === 203 || r.code === 409)).toBe(true);
    expect(await balanceOf(t, m.token)).toBe('2400.00');
    expect((await bonusPostings(row.id))[0]!.n).toBe(1);
    expect(await t.prisma.auditLog.count({ where: { action: 'activity.review', target: String(row.id) } })).toBe(1);
    expect((await approve(row.id)).code).toBe(203);
    expect(await balanceOf(t, m.token)).toBe('2400.00');
    await expectLedgerOk(t, admin);
  });
});
