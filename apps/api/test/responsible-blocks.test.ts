import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '@portal/contracts';
import { movableClock, type MovableClock } from '../src/clock.js';
import { DAY_MS } from '../src/time.js';
import { createTestApp, credit, post, registerMember, solveCaptcha, type TestApp } from './support/app.js';
import { adminToken, bindUsdt, PAY_PASS, upcomingBeijingNoon } from './support/cashier.js';
import { newStaff } from './support/staff.js';

// Player protection during a time-out or self-exclusion (no promotion, red packet, rebate or
// marketing message; login, balance, records and withdrawal still work), reopening after an
// exclusion ends, and the back office: a member's state, staff imposing a block (never lifting
// or shortening one), the harm-indicator report.

const HOUR = 3_600_000;
const LOGIN = 'abc12345'; // the login password of registerMember's form

let t: TestApp;
let clock: MovableClock;
let admin: string;
beforeAll(async () => {
  clock = movableClock(upcomingBeijingNoon());
  t = await createTestApp({ CAPTCHA_MODE: 'off', TOKEN_TTL_SECONDS: String(20 * 365 * 86400) }, { clock });
  admin = await adminToken(t);
});
afterAll(() => t.close());

async function member(funds = 0) {
  const m = await registerMember(t, { paypassword: PAY_PASS });
  const user = await t.prisma.user.findUniqueOrThrow({ where: { username: m.form.name } });
  if (funds > 0) await credit(t, m.form.name, funds, admin);
  return { token: m.token, userId: user.id, username: m.form.name };
}
const timeout = (token: string, days: number) => post(t.app, '/api/responsible/timeout', { days, password: LOGIN }, { token, lang: 'en_US' });
const exclude = (token: string, period: string) => post(t.app, '/api/responsible/exclude', { period, password: LOGIN }, { token, lang: 'en_US' });
const reopen = (token: string, password = LOGIN) => post(t.app, '/api/responsible/reopen', { password }, { token, lang: 'en_US' });
const deposit = (token: string, amount: number) =>
  post(
    t.app,
    '/api/recharge',
    { paytype: 'bank', amount, bank_owner: '张三', bank: '中国工商银行', bank_no: '6222020200112233', bank_address: '北京朝阳支行' },
    { token, lang: 'en_US' },
  );
const broadcast = async (title: string) =>
  (
    await request(t.app)
      .post('/api/admin/messages/send')
      .set('Authorization', `Bearer ${admin}`)
      .set('Idempotency-Key', randomUUID())
      .send({ all: true, title, content: 'c' })
  ).body as { code: number };

async function moved(fn: () => Promise<void>) {
  const start = clock.now();
  try {
    await fn();
  } finally {
    clock.set(start);
  }
}

describe('during a time-out or self-exclusion', () => {
  it('refuses promotion applications, red packet draws and rebate collection (231), and skips the member in a broadcast', async () => {
    const blocked = await member();
    const other = await member();
    expect((await timeout(blocked.token, 3)).code).toBe(200);
    const activity =
      (await t.prisma.activity.findFirst({ where: { enabled: true } })) ??
      (await t.prisma.activity.create({ data: { title: 'a', content: 'c', enabled: true } as never }));
    const refusal = { code: 231, message: expect.stringContaining('promotions, red packets or rebates') };
    expect(await post(t.app, '/api/doactivityapply', { activityid: activity.id }, { token: blocked.token, lang: 'en_US' })).toMatchObject(refusal);
    expect(await t.prisma.activityApply.count({ where: { userId: blocked.userId } })).toBe(0);
    expect(await post(t.app, '/api/douserredpacket', {}, { token: blocked.token, lang: 'en_US' })).toMatchObject(refusal);
    expect(await post(t.app, '/api/dofanshui', {}, { token: blocked.token, lang: 'en_US' })).toMatchObject(refusal);
    // The member not blocked is refused for their own reasons, never 231.
    expect((await post(t.app, '/api/dofanshui', {}, { token: other.token })).code).not.toBe(231);
    expect((await post(t.app, '/api/doactivityapply', { activityid: activity.id }, { token: other.token })).code).toBe(200);

    const title = `news-${randomUUID().slice(0, 8)}`;
    expect((await broadcast(title)).code).toBe(200);
    expect(await t.prisma.memberMessage.count({ where: { title, userId: blocked.userId } })).toBe(0);
    expect(await t.prisma.memberMessage.count({ where: { title, userId: other.userId } })).toBe(1);
    // A message to the member alone (service, not marketing) still reaches them.
    const direct = await request(t.app)
      .post('/api/admin/messages/send')
      .set('Authorization', `Bearer ${admin}`)
      .set('Idempotency-Key', randomUUID())
      .send({ username: blocked.username, title: `direct-${title}`, content: 'c' });
    expect(direct.body.code).toBe(200);
    expect(await t.prisma.memberMessage.count({ where: { title: `direct-${title}`, userId: blocked.userId } })).toBe(1);
  });

  it('still lets the member log in, see the balance and records, and withdraw', async () => {
    const m = await member(500);
    const card = await bindUsdt(t, m.token);
    expect((await exclude(m.token, '6m')).code).toBe(200);
    const login = await post(t.app, '/api/login', { name: m.username, password: LOGIN, ...(await solveCaptcha(t)) });
    expect(login.code, login.message).toBe(200);
    const token = login.data.api_token as string;
    expect((await post(t.app, '/api/balance', {}, { token })).data.balance).toBe('500.00');
    expect((await post(t.app, '/api/gettransrecord', {}, { token })).code).toBe(200);
    expect((await post(t.app, '/api/withdraw', { amount: 100, bank: card, password: PAY_PASS }, { token })).code).toBe(200);
    expect((await deposit(token, 100)).code).toBe(231);
  });
});

describe('/api/responsible/reopen: after a self-exclusion ends', () => {
  it('keeps the account closed until the member asks, then reopens it 24 hours after the request', async () => {
    const m = await member(100);
    expect((await exclude(m.token, '6m')).code).toBe(200);
    expect(await reopen(m.token)).toMatchObject({ code: 203, message: expect.stringContaining('has not ended') });
    await moved(async () => {
      clock.advance(200 * DAY_MS); // past the 6 months
      const closed = await deposit(m.token, 100);
      expect(closed).toMatchObject({ code: 231, message: expect.stringContaining('the account reopens 24 hours after you ask for it') });
      expect((await post(t.app, '/api/responsible', {}, { token: m.token })).data.block).toMatchObject({ kind: 'exclusion', ended: true, reopens_at: null });
      expect(await reopen(m.token, 'wrong-one')).toMatchObject({ code: 203, message: 'The login password is wrong' });
      const asked = await reopen(m.token);
      const at = new Date(clock.now().getTime() + 24 * HOUR);
      expect(asked).toMatchObject({ code: 200, message: `Request received: the account reopens at ${beijingText(at)} (Beijing time)` });
      expect(asked.data.block).toMatchObject({ ended: true, reopens_at: beijingText(at) });
      expect((await reopen(m.token)).data.block.reopens_at).toBe(beijingText(at)); // asking again does not move it
      clock.advance(24 * HOUR - 1000);
      expect(await deposit(m.token, 100)).toMatchObject({ code: 231, message: expect.stringContaining(`reopens at ${beijingText(at)}`) });
      expect((await post(t.app, '/api/transfer', { amount: 10, sourcetype: 'center', targettype: 'PCGAME' }, { token: m.token })).code).toBe(231);
      clock.advance(1000);
      expect((await deposit(m.token, 100)).code).toBe(200);
      expect((await post(t.app, '/api/responsible', {}, { token: m.token })).data.block).toBeNull();
      expect(await reopen(m.token)).toMatchObject({ code: 404, message: 'There is no ended self-exclusion to reopen' });
    });
  });

  it('does not apply to a time-out that runs; an indefinite exclusion is only asked to end, for staff to review (regulator-exclusion.test.ts)', async () => {
    const m = await member();
    expect((await timeout(m.token, 2)).code).toBe(200);
    expect((await reopen(m.token)).code).toBe(203);
    await moved(async () => {
      clock.advance(2 * DAY_MS);
      expect((await deposit(m.token, 100)).code).toBe(200); // a time-out simply ends
      expect((await reopen(m.token)).code).toBe(404);
      expect((await exclude(m.token, 'indefinite')).code).toBe(200);
      clock.advance(30 * 365 * DAY_MS);
      expect(await reopen(m.token)).toMatchObject({ code: 200, message: expect.stringContaining('reviewed by our staff') });
      expect((await deposit(m.token, 100)).code).toBe(231);
    });
  });
});

describe('the back office', () => {
  it("shows a member's limits, history and block (every role), and lets operations impose a time-out or exclusion, audited", async () => {
    const m = await member();
    await post(t.app, '/api/responsible/limits', { kind: 'loss', period: 'day', value: 200 }, { token: m.token });
    await post(t.app, '/api/responsible/limits', { kind: 'deposit', period: 'week', value: 800 }, { token: m.token });
    for (const role of STAFF_ROLES.filter((r) => r !== 'super')) {
      const staff = await newStaff(t, role, admin);
      const seen = await post(t.app, '/api/admin/responsible/member', { username: m.username }, { token: staff.token });
      expect(seen.code, role).toBe(200);
      expect(seen.data.limits.map((l: { kind: string }) => l.kind).sort()).toEqual(['deposit', 'loss']);
      expect(seen.data.history).toHaveLength(2);
      expect(seen.data.block).toBeNull();
    }
    const ops = await newStaff(t, 'operations', admin);
    const imposed = await post(
      t.app,
      '/api/admin/responsible/timeout',
      { username: m.username, days: 7, reason: 'asked by phone' },
      { token: ops.token, lang: 'en_US' },
    );
    expect(imposed.code, imposed.message).toBe(200);
    expect(imposed.message).toBe(`Imposed on the member until ${beijingText(new Date(clock.now().getTime() + 7 * DAY_MS))} (Beijing time)`);
    expect(imposed.data.block).toMatchObject({ kind: 'timeout', period: '7d', imposed_by_staff: true });
    expect(await t.prisma.responsibleBlock.findFirst({ where: { userId: m.userId } })).toMatchObject({ imposedBy: ops.id });
    const audit = await t.prisma.auditLog.findFirst({ where: { action: 'responsible.timeout', target: m.username } });
    expect(audit).toMatchObject({ adminId: ops.id });
    expect((await deposit(m.token, 100)).code).toBe(231);
    expect((await post(t.app, '/api/admin/responsible/timeout', { username: m.username, days: 7 }, { token: ops.token })).code).toBe(1000); // a reason is required
  });

  it('refuses every staff role to lift, shorten or replace a block with a shorter one', async () => {
    const m = await member();
    expect((await exclude(m.token, '1y')).code).toBe(200);
    const blocks = () => t.prisma.responsibleBlock.count({ where: { userId: m.userId } });
    const before = await blocks();
    const tokens: [string, string][] = [['super', admin]];
    for (const role of STAFF_ROLES.filter((r) => r !== 'super')) tokens.push([role, (await newStaff(t, role, admin)).token]);
    for (const [role, token] of tokens) {
      const shorter = await post(t.app, '/api/admin/responsible/timeout', { username: m.username, days: 42, reason: 'r' }, { token, lang: 'en_US' });
      expect(shorter.code, role).toBe(203);
      const sameLength = await post(t.app, '/api/admin/responsible/exclude', { username: m.username, period: '6m', reason: 'r' }, { token, lang: 'en_US' });
      expect(sameLength.code, role).toBe(203);
      if (role === 'super' || role === 'operations') expect(shorter.message, role).toContain('can only be lengthened');
      // No back-office path lifts one: whatever the name, it is not in the permission table.
      for (const path of ['/api/admin/responsible/lift', '/api/admin/responsible/shorten', '/api/admin/responsible/remove', '/api/admin/responsible/reopen']) {
        const res = await request(t.app).post(path).set('Authorization', `Bearer ${token}`).send({ username: m.username });
        expect([res.status, res.body.code], `${role} ${path}`).not.toContain(200);
      }
      // Unfreezing or any member action does not touch it either.
      await post(t.app, '/api/admin/members/unfreeze', { username: m.username }, { token });
    }
    expect(await blocks()).toBe(before);
    expect((await post(t.app, '/api/admin/responsible/member', { username: m.username }, { token: admin })).data.block).toMatchObject({
      kind: 'exclusion',
      period: '1y',
    });
    expect((await deposit(m.token, 100)).code).toBe(231);
    // The member cannot either.
    expect((await timeout(m.token, 1)).code).toBe(203);
    // Staff may lengthen it (indefinite), and never lift that.
    expect((await post(t.app, '/api/admin/responsible/exclude', { username: m.username, period: 'indefinite', reason: 'r' }, { token: admin })).code).toBe(200);
    for (const [role, token] of tokens) {
      expect((await post(t.app, '/api/admin/responsible/exclude', { username: m.username, period: '5y', reason: 'r' }, { token })).code, role).toBe(203);
    }
  });

  it('lists in the harm report the members whose deposits rose sharply, who hit limits repeatedly, who play past 02:00 often, or who had deposits refused', async () => {
    const riser = await member();
    const limited = await member();
    const nightOwl = await member();
    const calm = await member();
    // Deposits: 100 last week, 2000 this week (approved).
    await moved(async () => {
      clock.advance(-10 * DAY_MS);
      await approvedDeposit(riser.token, 100);
      await approvedDeposit(calm.token, 500);
    });
    await approvedDeposit(riser.token, 2000);
    await approvedDeposit(calm.token, 600);
    // Three deposits refused by a limit.
    await post(t.app, '/api/responsible/limits', { kind: 'deposit', period: 'day', value: 50 }, { token: limited.token });
    for (let i = 0; i < 3; i++) expect((await deposit(limited.token, 100)).code).toBe(230);
    await expect.poll(() => t.prisma.responsibleRefusal.count({ where: { userId: limited.userId } })).toBe(3); // written after the reply
    // Game launches at 02:30 Beijing on three days.
    await moved(async () => {
      for (let d = 1; d <= 3; d++) {
        clock.set(new Date(clock.now().getTime() - DAY_MS));
        const beijingDay = beijingText(clock.now()).slice(0, 10);
        clock.set(new Date(`${beijingDay}T02:30:00+08:00`));
        expect((await post(t.app, '/api/getGameUrl', { plat_name: 'PCGAME', game_code: '0' }, { token: nightOwl.token })).code).toBe(200);
      }
    });
    const ops = await newStaff(t, 'support', admin);
    const report = await post(t.app, '/api/admin/responsible/harm', {}, { token: ops.token });
    expect(report.code, report.message).toBe(200);
    const row = (username: string) => report.data.rows.find((r: { username: string }) => r.username === username);
    expect(row(riser.username)).toMatchObject({ deposits_this_week: '2000.00', deposits_last_week: '100.00', flags: ['rise'] });
    expect(row(limited.username)).toMatchObject({ limit_hits: 3, deposit_refusals: 3, flags: ['limits', 'refused'] });
    expect(row(nightOwl.username)).toMatchObject({ late_nights: 3, flags: ['late'] });
    expect(row(calm.username)).toBeUndefined();
    const finance = await newStaff(t, 'finance', admin);
    expect((await post(t.app, '/api/admin/responsible/harm', {}, { token: finance.token })).code).toBe(203);
  });
});

async function approvedDeposit(token: string, amount: number) {
  const asked = await deposit(token, amount);
  expect(asked.code, asked.message).toBe(200);
  expect((await post(t.app, '/api/admin/deposits/approve', { deposit_no: asked.message }, { token: admin })).code).toBe(200);
}

/** 'YYYY-MM-DD HH:mm:ss' in Beijing time. */
function beijingText(d: Date): string {
  return new Date(d.getTime() + 8 * HOUR).toISOString().replace('T', ' ').slice(0, 19);
}
