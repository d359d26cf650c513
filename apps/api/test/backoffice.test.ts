import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../src/clock.js';
import { createTestApp, post, registerMember, solveCaptcha, type TestApp } from './support/app.js';
import {
  adminToken,
  approvedDeposit,
  balanceOf,
  bankDeposit,
  bindUsdt,
  cashierMember,
  expectLedgerOk,
  PAY_PASS,
  setCashier,
  settledBets,
  upcomingBeijingNoon,
} from './support/cashier.js';
import { newStaff } from './support/staff.js';

let t: TestApp;
let root: string;
const clock = movableClock(upcomingBeijingNoon());
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_MODE: 'off' }, { clock });
  root = await adminToken(t);
  await setCashier(t, root, { withdraw: { start: '00:00', end: '24:00', daily_count: 50 } });
});
afterAll(() => t.close());

const memberLogin = async (name: string, password: string, lang?: string) =>
  post(t.app, '/api/login', { name, password, ...(await solveCaptcha(t)) }, { lang });

/** A member with money deposited, turnover met and a USDT address bound. */
async function richMember(amount = 1000) {
  const m = await cashierMember(t);
  await approvedDeposit(t, m.token, root, amount);
  await settledBets(t, m.userId, String(amount), clock.now());
  const card = await bindUsdt(t, m.token);
  return { ...m, card };
}

async function withdrawal(m: { token: string; card: number; userId: number }, amount: number): Promise<string> {
  const body = await post(t.app, '/api/withdraw', { amount, bank: m.card, password: PAY_PASS }, { token: m.token });
  expect(body.code, body.message).toBe(200);
  return (await t.prisma.withdrawal.findFirstOrThrow({ where: { userId: m.userId }, orderBy: { id: 'desc' } })).orderNo;
}

describe('queues', () => {
  it('/queues/counts counts what waits, for any staff role', async () => {
    const before = (await post(t.app, '/api/admin/queues/counts', {}, { token: root })).data;
    const m = await richMember();
    await bankDeposit(t, m.token, 500);
    await withdrawal(m, 150);
    const support = await newStaff(t, 'support', root);
    const after = await post(t.app, '/api/admin/queues/counts', {}, { token: support.token });
    expect(after.data).toMatchObject({ deposits: before.deposits + 1, withdrawals: before.withdrawals + 1, activity_applications: expect.any(Number) });
    expect('agent_applications' in after.data).toBe(true);
  });

  it('the review lists filter by date, amount and order number, and page by per_page', async () => {
    const m = await cashierMember(t);
    const a = await bankDeposit(t, m.token, 321);
    const b = await bankDeposit(t, m.token, 654);
    const today = new Date(clock.now().getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    const list = (q: object) => post(t.app, '/api/admin/deposits', { username: m.username, ...q }, { token: root });
    expect((await list({})).data.total).toBe(2);
    expect((await list({ min_amount: '400' })).data.data.map((d: { deposit_no: string }) => d.deposit_no)).toEqual([b]);
    expect((await list({ max_amount: '400' })).data.data.map((d: { deposit_no: string }) => d.deposit_no)).toEqual([a]);
    expect((await list({ order_no: a })).data.total).toBe(1);
    expect((await list({ from: today, to: today })).data.total).toBe(2);
    expect((await list({ from: '2000-01-01', to: '2000-01-02' })).data.total).toBe(0);
    expect((await list({ per_page: 1 })).data).toMatchObject({ per_page: 1, last_page: 2, total: 2 });
    expect((await list({ from: '01/02/2026' })).code).toBe(1000);
  });

  it("a withdrawal's detail shows the member's balance, recent orders, turnover and cards", async () => {
    const m = await richMember(1000);
    const orderNo = await withdrawal(m, 300);
    const detail = await post(t.app, '/api/admin/withdrawals/detail', { order_no: orderNo }, { token: root });
    expect(detail.code, detail.message).toBe(200);
    expect(detail.data).toMatchObject({
      order: { order_no: orderNo, amount: '300.00', state: 1 },
      member: { username: m.username, balance: '700.00', paysum: '1000.00', frozen: false, turnover: { done: '1000.00', met: true } },
      recent_withdrawals: [{ order_no: orderNo }],
      recent_deposits: [{ amount: '1000.00', state: 2 }],
      cards: [{ id: m.card }],
    });
    const deposit = await post(t.app, '/api/admin/deposits/detail', { deposit_no: detail.data.recent_deposits[0].deposit_no }, { token: root });
    expect(deposit.data).toMatchObject({ order: { state: 2 }, member: { username: m.username } });
    expect((await post(t.app, '/api/admin/deposits/detail', { deposit_no: 'CZ-nope' }, { token: root })).code).toBe(404);
  });

  it('bulk: deposits approved or rejected one by one (a decided one is reported, not redone); withdrawals only rejected in bulk', async () => {
    const m = await cashierMember(t);
    const orders = [await bankDeposit(t, m.token, 100), await bankDeposit(t, m.token, 200)];
    const finance = await newStaff(t, 'finance', root);
    const approve = await request(t.app)
      .post('/api/admin/deposits/bulk')
      .set('Authorization', `Bearer ${finance.token}`)
      .set('Idempotency-Key', `bulk-${orders[0]}`)
      .send({ action: 'approve', deposit_nos: [...orders, 'CZ-missing'] });
    expect(approve.body.data).toMatchObject([
      { order_no: orders[0], code: 200 },
      { order_no: orders[1], code: 200 },
      { order_no: 'CZ-missing', code: 404 },
    ]);
    expect(await balanceOf(t, m.token)).toBe('300.00');
    const again = await post(t.app, '/api/admin/deposits/bulk', { action: 'approve', deposit_nos: orders }, { token: finance.token });
    expect(await balanceOf(t, m.token)).toBe('300.00');
    expect(again.data.every((l: { code: number }) => l.code === 200)).toBe(true);
    expect((await post(t.app, '/api/admin/deposits/bulk', { action: 'reject', deposit_nos: orders }, { token: finance.token })).code).toBe(1000);
    expect((await post(t.app, '/api/admin/deposits/bulk', { action: 'approve', deposit_nos: [] }, { token: finance.token })).code).toBe(1000);

    const rich = await richMember(1000);
    const w = [await withdrawal(rich, 100), await withdrawal(rich, 200)];
    expect(await balanceOf(t, rich.token)).toBe('700.00');
    const rejected = await post(t.app, '/api/admin/withdrawals/bulk-reject', { order_nos: w, reason: 'name mismatch' }, { token: finance.token });
    expect(rejected.data.map((l: { code: number }) => l.code)).toEqual([200, 200]);
    expect(await balanceOf(t, rich.token)).toBe('1000.00');
    await expectLedgerOk(t, root);
  });
});

describe('members', () => {
  it('search by username, phone, email, id and agent', async () => {
    const agent = await registerMember(t);
    // Approved as an agent (as the agents module's review does): only an agent's pid refers a member.
    const agentRow = await t.prisma.user.update({ where: { username: agent.form.name }, data: { isAgent: true } });
    const m = await registerMember(t, { pid: agentRow.id, mail: `${Date.now()}x@example.com` });
    const row = await t.prisma.user.findUniqueOrThrow({ where: { username: m.form.name } });
    const support = await newStaff(t, 'support', root);
    const search = async (q: string) =>
      (await post(t.app, '/api/admin/members/search', { q }, { token: support.token })).data.data.map((r: { username: string }) => r.username);
    expect(await search(m.form.name)).toEqual([m.form.name]);
    expect(await search(m.form.phone)).toEqual([m.form.name]);
    expect(await search(row.email!)).toEqual([m.form.name]);
    expect(await search(String(row.id))).toContain(m.form.name);
    expect(await search(agent.form.name)).toEqual(expect.arrayContaining([agent.form.name, m.form.name]));
    expect((await post(t.app, '/api/admin/members/search', { q: m.form.name }, { token: support.token })).data.data[0]).toMatchObject({
      agent: agent.form.name,
      balance: '0.00',
      frozen: false,
    });
    expect((await post(t.app, '/api/admin/members/search', { q: '' }, { token: support.token })).code).toBe(1000);
  });

  it("a member's page: wallets, ledger, orders, bets, rebates, logins", async () => {
    const m = await richMember(800);
    await withdrawal(m, 120);
    const relogin = await memberLogin(m.username, 'abc12345');
    expect(relogin.code, relogin.message).toBe(200);
    await memberLogin(m.username, 'wrong999');
    const detail = await post(t.app, '/api/admin/members/detail', { username: m.username }, { token: root });
    expect(detail.code, detail.message).toBe(200);
    expect(detail.data).toMatchObject({
      member: { username: m.username, balance: '680.00', paysum: '800.00', frozen: false },
      wallets: [{ wallet: 'central', balance: '680.00' }],
      turnover: { done: '800.00' },
      deposits: [{ amount: '800.00' }],
      withdrawals: [{ amount: '120.00', state: 1 }],
      bets: [{ bet_amount: '800.00', status: 1 }],
      cards: [{ id: m.card }],
    });
    expect(detail.data.ledger.map((l: { kind: string; amount: string }) => [l.kind, l.amount])).toEqual([
      ['withdrawal.hold', '-120.00'],
      ['deposit.approve', '800.00'],
    ]);
    expect(detail.data.logins.slice(0, 2)).toMatchObject([{ ok: false }, { ok: true }]);
    expect((await post(t.app, '/api/admin/members/detail', { username: 'nobody-here' }, { token: root })).code).toBe(404);
    expect(JSON.stringify(detail.data)).not.toMatch(/password_hash|\$2[aby]\$/);
  });

  it('freeze: old sessions end at once, login is refused, money cannot move; unfreeze restores login', async () => {
    const m = await richMember(500);
    const support = await newStaff(t, 'support', root);
    const finance = await newStaff(t, 'finance', root);
    expect((await post(t.app, '/api/admin/members/freeze', { username: m.username, reason: 'chargeback' }, { token: support.token })).code).toBe(203);
    expect((await post(t.app, '/api/admin/members/freeze', { username: m.username }, { token: finance.token })).code).toBe(1000);
    expect((await post(t.app, '/api/admin/members/freeze', { username: m.username, reason: 'chargeback' }, { token: finance.token })).code).toBe(200);
    expect((await post(t.app, '/api/admin/members/freeze', { username: m.username, reason: 'again' }, { token: finance.token })).code).toBe(203);

    // The old session is dead: no balance, no transfer, no withdrawal.
    expect((await post(t.app, '/api/balance', {}, { token: m.token })).code).toBe(401);
    expect((await post(t.app, '/api/transfer', { amount: 100, sourcetype: 'center', targettype: 'PCGAME' }, { token: m.token })).code).toBe(401);
    expect((await post(t.app, '/api/withdraw', { amount: 100, bank: m.card, password: PAY_PASS }, { token: m.token })).code).toBe(401);
    // The right password is told the account is frozen; no session is issued.
    const sessionsBefore = await t.prisma.session.count({ where: { userId: m.userId } });
    const refused = await memberLogin(m.username, 'abc12345', 'en_US');
    expect(refused).toMatchObject({ code: 203, message: expect.stringContaining('frozen') });
    expect(await t.prisma.session.count({ where: { userId: m.userId } })).toBe(sessionsBefore);
    // Even a session the freeze did not reach (another process's) cannot move money: the wallet asks.
    const guard = await t.sql.query<{ frozen: boolean }>('SELECT frozen_at IS NOT NULL AS frozen FROM users WHERE id = $1', [m.userId]);
    expect(guard[0]!.frozen).toBe(true);
    const audit = await t.prisma.auditLog.findFirstOrThrow({ where: { action: 'member.freeze', target: m.username } });
    expect(audit).toMatchObject({ role: 'finance', after: { frozen: true, reason: 'chargeback' } });

    expect((await post(t.app, '/api/admin/members/unfreeze', { username: m.username }, { token: finance.token })).code).toBe(200);
    const back = await memberLogin(m.username, 'abc12345');
    expect(back.code, back.message).toBe(200);
    expect(await balanceOf(t, back.data.api_token)).toBe('500.00');
  });

  it("a frozen member's withdrawal or transfer through a session still trusted elsewhere is refused by the wallet", async () => {
    const m = await richMember(500);
    // Freeze in the database only, as another API process would have: this process still trusts the session.
    await t.sql.query(`UPDATE users SET frozen_at = now(), frozen_reason = 'x' WHERE id = $1`, [m.userId]);
    await new Promise((r) => setTimeout(r, 1100));
    const body = await post(t.app, '/api/withdraw', { amount: 100, bank: m.card, password: PAY_PASS }, { token: m.token, lang: 'en_US' });
    expect(body).toMatchObject({ code: 203, message: expect.stringContaining('frozen') });
    expect(await t.prisma.withdrawal.count({ where: { userId: m.userId } })).toBe(0);
    const transfer = await post(t.app, '/api/transfer', { amount: 100, sourcetype: 'center', targettype: 'PCGAME' }, { token: m.token, lang: 'en_US' });
    expect(transfer).toMatchObject({ code: 203, message: expect.stringContaining('frozen') });
    expect(await balanceOf(t, m.token)).toBe('500.00');
  });

  it("a login password reset by operations ends the member's sessions", async () => {
    const m = await cashierMember(t);
    const ops = await newStaff(t, 'operations', root);
    expect((await post(t.app, '/api/admin/members/reset-password', { username: m.username, password: 'x' }, { token: ops.token })).code).toBe(1000);
    expect((await post(t.app, '/api/admin/members/reset-password', { username: m.username, password: 'newpass99' }, { token: ops.token })).code).toBe(200);
    expect((await post(t.app, '/api/balance', {}, { token: m.token })).code).toBe(401);
    expect((await memberLogin(m.username, 'newpass99')).code).toBe(200);
  });

  it('a manual adjustment needs a reason (memo)', async () => {
    const m = await cashierMember(t);
    expect((await post(t.app, '/api/admin/adjust', { username: m.username, amount: '10' }, { token: root })).code).toBe(1000);
    expect((await post(t.app, '/api/admin/adjust', { username: m.username, amount: '10', memo: '  ' }, { token: root })).code).toBe(1000);
    expect(await balanceOf(t, m.token)).toBe('0.00');
  });
});

describe('operations', () => {
  it('/jobs lists every registered job with its last run; /jobs/run runs one now and records it', async () => {
    const ops = await newStaff(t, 'operations', root);
    const jobs = await post(t.app, '/api/admin/jobs', {}, { token: ops.token });
    const names = jobs.data.map((j: { name: string }) => j.name);
    expect(names).toEqual(expect.arrayContaining(['bet-sync', 'deposit-expiry', 'transfer-repair', 'cleanup']));
    const run = await post(t.app, '/api/admin/jobs/run', { name: 'deposit-expiry' }, { token: ops.token });
    expect(run.data).toMatchObject({ name: 'deposit-expiry', ran: true, ok: true });
    const after = await post(t.app, '/api/admin/jobs', {}, { token: ops.token });
    expect(after.data.find((j: { name: string }) => j.name === 'deposit-expiry').last_run).toMatchObject({
      ok: true,
      trigger: `admin:${ops.name}`,
      finished_at: expect.any(String),
    });
    expect((await post(t.app, '/api/admin/jobs/run', { name: 'no-such-job' }, { token: ops.token })).code).toBe(404);
    expect(await t.prisma.auditLog.count({ where: { action: 'job.run', target: 'deposit-expiry' } })).toBe(1);
  });

  it('a run left unfinished (its process or database went away mid-run) is marked interrupted when the job next runs', async () => {
    const stale = await t.prisma.jobRun.create({
      data: { name: 'cleanup', trigger: 'schedule', startedAt: new Date(Date.now() - 60_000) },
      select: { id: true },
    });
    const run = await post(t.app, '/api/admin/jobs/run', { name: 'cleanup' }, { token: root });
    expect(run.data).toMatchObject({ name: 'cleanup', ran: true, ok: true });
    const row = await t.prisma.jobRun.findUniqueOrThrow({ where: { id: stale.id } });
    expect(row).toMatchObject({ ok: false, finishedAt: expect.any(Date), result: { error: expect.stringContaining('interrupted') } });
    expect(await t.prisma.jobRun.count({ where: { name: 'cleanup', finishedAt: null } })).toBe(0);
  });

  it('pending transfers are listed; repairing one that is not pending is refused', async () => {
    const list = await post(t.app, '/api/admin/transfers/pending', {}, { token: root });
    expect(list.data).toMatchObject({ current_page: 1, data: expect.any(Array) });
    expect((await post(t.app, '/api/admin/transfers/repair', { order_no: 'TR-none' }, { token: root })).code).toBe(203);
  });
});
