import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock, type MovableClock } from '../src/clock.js';
import { createTestApp, leaksSecret, post, type TestApp } from './support/app.js';
import {
  adminToken,
  approvedDeposit,
  balanceOf,
  bindUsdt,
  cashierMember,
  expectLedgerOk,
  PAY_PASS,
  setCashier,
  settledBets,
  staffToken,
  upcomingBeijingNoon,
} from './support/cashier.js';

let t: TestApp;
let admin: string;
let clock: MovableClock;
beforeAll(async () => {
  // Beijing noon: the tests move the withdrawal hours around it.
  clock = movableClock(upcomingBeijingNoon());
  t = await createTestApp({ CAPTCHA_MODE: 'off' }, { clock });
  admin = await adminToken(t);
});
afterAll(() => t.close());

/** A member with `amount` deposited and approved, and a TRC20 address bound. */
async function memberWithMoney(amount = 1000) {
  const m = await cashierMember(t);
  // Deposits are at most 10000 each (the seeded range).
  for (let left = amount; left > 0; left -= 10_000) await approvedDeposit(t, m.token, admin, Math.min(left, 10_000));
  await settledBets(t, m.userId, String(amount), clock.now());
  const card = await bindUsdt(t, m.token);
  return { ...m, card };
}

const withdraw = (token: string, body: object, lang = 'zh_CN') => post(t.app, '/api/withdraw', { password: PAY_PASS, ...body }, { token, lang });

describe('/api/withdraw: the rules in their order, with their codes', () => {
  it('refuses the daily count first (216), then the hours (218/219), the turnover (217), min (214), max (215), the password (203), the card, the balance (208)', async () => {
    const m = await cashierMember(t);
    await approvedDeposit(t, m.token, admin, 1000);
    const card = await bindUsdt(t, m.token);
    const stranger = await cashierMember(t);
    const strangersCard = await bindUsdt(t, stranger.token);
    // Everything wrong at once: too small, wrong password, another member's card, turnover unmet, closed, the day's count used.
    const everythingWrong = { amount: 50, bank: strangersCard, password: 'nope-nope' };
    await setCashier(t, admin, { withdraw: { daily_count: 0, start: '13:00', end: '20:00' } });
    expect(await withdraw(m.token, everythingWrong)).toMatchObject({ code: 216, message: '今日取款次数已达上限（0次）' });

    await setCashier(t, admin, { withdraw: { daily_count: 5 } });
    expect(await withdraw(m.token, everythingWrong)).toMatchObject({ code: 218, message: '未到取款时间，取款时间为13:00-20:00' });
    await setCashier(t, admin, { withdraw: { start: '08:00', end: '11:30' } });
    expect(await withdraw(m.token, everythingWrong)).toMatchObject({ code: 219, message: '已过取款时间，取款时间为08:00-11:30' });

    await setCashier(t, admin, { withdraw: { start: '00:00', end: '24:00' } });
    expect(await withdraw(m.token, everythingWrong)).toMatchObject({ code: 217, message: '流水不足，还需1000.00元流水才能取款' });
    expect((await post(t.app, '/api/getBetAmount', {}, { token: m.token })).data).toEqual({ bet_amount: '0.00' });
    await settledBets(t, m.userId, '400', clock.now());
    expect(await withdraw(m.token, everythingWrong, 'en_US')).toMatchObject({ code: 217, message: expect.stringContaining('600.00') });
    await settledBets(t, m.userId, '600', clock.now());
    expect((await post(t.app, '/api/getBetAmount', {}, { token: m.token })).data).toEqual({ bet_amount: '1000.00' });

    expect(await withdraw(m.token, everythingWrong)).toMatchObject({ code: 214, message: '单笔取款不能低于100元' });
    expect(await withdraw(m.token, { ...everythingWrong, amount: '50000.01' })).toMatchObject({ code: 215, message: '单笔取款不能高于50000元' });
    expect(await withdraw(m.token, { ...everythingWrong, amount: 100 })).toMatchObject({ code: 203, message: '支付密码错误' });
    expect(await withdraw(m.token, { amount: 100, bank: strangersCard })).toMatchObject({ code: 404, message: '银行卡或地址不存在' });
    expect(await withdraw(m.token, { amount: '1000.01', bank: card })).toMatchObject({ code: 208 });
    expect(await t.prisma.withdrawal.count({ where: { userId: m.userId } })).toBe(0);
    expect(await balanceOf(t, m.token)).toBe('1000.00');

    const ok = await withdraw(m.token, { amount: 1000, bank: card });
    expect(ok).toMatchObject({
      code: 200,
      message: '提交成功，等待后台审核',
      data: { amount: '1000.00', protocol: 'TRC20', usdt_amount: '135.98', fee: '1.00', state: 1, balance: '0.00' },
    });
    expect(leaksSecret(ok, [PAY_PASS])).toBe(false);
    await expectLedgerOk(t, admin);
  });

  it('checks the shape first (code 1000): the address, a strict amount, the password', async () => {
    const m = await memberWithMoney();
    expect(await withdraw(m.token, { amount: 100 })).toMatchObject({ code: 1000, message: '请选择地址' });
    for (const amount of ['1e3', '0x1', '+5', ' 5 ', '100.005', '0', 0, '0.00'])
      expect((await withdraw(m.token, { amount, bank: m.card })).code, String(amount)).toBe(1000);
    expect(await withdraw(m.token, { amount: 100, bank: m.card, password: '' })).toMatchObject({ code: 1000, message: '请输入支付密码' });
    expect(await t.prisma.withdrawal.count({ where: { userId: m.userId } })).toBe(0);
  });

  it("counts the member's own withdrawals of the day, not everyone's", async () => {
    await setCashier(t, admin, { withdraw: { daily_count: 2 } });
    try {
      const a = await memberWithMoney(1000);
      const b = await memberWithMoney(1000);
      for (let i = 0; i < 2; i++) expect((await withdraw(a.token, { amount: 100, bank: a.card })).code).toBe(200);
      expect((await withdraw(a.token, { amount: 100, bank: a.card })).code).toBe(216);
      expect((await withdraw(b.token, { amount: 100, bank: b.card })).code).toBe(200);
      // A rejected one gives its slot back.
      const [first] = await t.prisma.withdrawal.findMany({ where: { userId: a.userId }, orderBy: { id: 'asc' } });
      await post(t.app, '/api/admin/withdrawals/reject', { order_no: first!.orderNo, reason: '测试' }, { token: admin });
      expect((await withdraw(a.token, { amount: 100, bank: a.card })).code).toBe(200);
      // The next Beijing day (from noon to 01:00) starts afresh.
      clock.advance(13 * 3_600_000);
      expect((await withdraw(a.token, { amount: 100, bank: a.card })).code).toBe(200);
    } finally {
      await setCashier(t, admin, { withdraw: { daily_count: 5 } });
    }
    await expectLedgerOk(t, admin);
  });

  it('pays out USDT at floor2(amount / withdrawusdtrate) minus the protocol fee, stored on the order', async () => {
    const m = await memberWithMoney(2000);
    const erc = await bindUsdt(t, m.token, 'ERC20');
    const a = await withdraw(m.token, { amount: 1000, bank: erc });
    expect(a.data).toMatchObject({ protocol: 'ERC20', usdt_amount: '131.98', fee: '5.00' });
    const row = await t.prisma.withdrawal.findUniqueOrThrow({ where: { orderNo: a.data.order_no } });
    expect({ rate: row.usdtRate?.toString(), usdt: row.usdtAmount?.toFixed(2), fee: row.fee?.toFixed(2), bankNo: row.bankNo.length }).toEqual({
      rate: '7.3',
      usdt: '131.98',
      fee: '5.00',
      bankNo: 42,
    });
    expect((await withdraw(m.token, { amount: 100, bank: m.card })).data).toMatchObject({ usdt_amount: '12.69', fee: '1.00' });
    await expectLedgerOk(t, admin);
  });

  it('concurrent withdrawals over the balance: exactly the affordable ones pass', async () => {
    const m = await memberWithMoney(1000);
    const replies = await Promise.all(Array.from({ length: 5 }, () => withdraw(m.token, { amount: 300, bank: m.card })));
    expect(replies.filter((r) => r.code === 200)).toHaveLength(3);
    expect(replies.filter((r) => r.code === 208)).toHaveLength(2);
    expect(await balanceOf(t, m.token)).toBe('100.00');
    expect(await t.prisma.withdrawal.count({ where: { userId: m.userId } })).toBe(3);
    await expectLedgerOk(t, admin);
  });

  it('a repeated request with the same Idempotency-Key holds once', async () => {
    const m = await memberWithMoney(1000);
    const send = () =>
      request(t.app)
        .post('/api/withdraw')
        .set('Authorization', `Bearer ${m.token}`)
        .set('Idempotency-Key', 'wd-1')
        .send({ amount: 200, bank: m.card, password: PAY_PASS });
    const replies = await Promise.all([send(), send()]);
    // One runs; the other is told it is still running (409) or gets the first reply again.
    for (const r of replies) expect([200, 409]).toContain(r.body.code);
    const again = await send();
    expect(again.body.code).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await balanceOf(t, m.token)).toBe('800.00');
    await expectLedgerOk(t, admin);
  });
});

describe('withdrawal review (back office)', () => {
  it('approval captures the held amount (state 2); the turnover counts afresh from it', async () => {
    const m = await memberWithMoney(1000);
    const order = (await withdraw(m.token, { amount: 400, bank: m.card })).data.order_no as string;
    const list = await post(t.app, '/api/admin/withdrawals', { state: 1, username: m.username }, { token: admin });
    expect(list.data.data).toEqual([
      expect.objectContaining({
        order_no: order,
        username: m.username,
        amount: '400.00',
        protocol: 'TRC20',
        usdt_amount: '53.79',
        card: expect.objectContaining({ type: 2, bank: 'USDT', bank_owner: 'TRC20' }),
        state: 1,
        needs_second_approval: false,
      }),
    ]);
    const approved = await post(t.app, '/api/admin/withdrawals/approve', { order_no: order }, { token: admin });
    expect(approved).toMatchObject({ code: 200, data: { state: 2, reviewer: 'admin' } });
    expect(await balanceOf(t, m.token)).toBe('600.00');
    expect((await post(t.app, '/api/gettransrecord', { type: 2 }, { token: m.token })).data.data).toEqual([
      { id: order, created_at: expect.any(String), out_trade_no: order, pay_way: 'usdt-trc20', type: 2, amount: '400.00', state: 2, payout_tx: null },
    ]);
    expect((await post(t.app, '/api/getBetAmount', {}, { token: m.token })).data.bet_amount).toBe('0.00');
    expect(await t.prisma.auditLog.count({ where: { action: 'withdrawal.approve', target: order } })).toBe(1);
    await expectLedgerOk(t, admin);
  });

  it('rejection gives the money back with the reason (state 3)', async () => {
    const m = await memberWithMoney(1000);
    const order = (await withdraw(m.token, { amount: 700, bank: m.card })).data.order_no as string;
    expect(await balanceOf(t, m.token)).toBe('300.00');
    const rejected = await post(t.app, '/api/admin/withdrawals/reject', { order_no: order, reason: '地址有误' }, { token: admin });
    expect(rejected).toMatchObject({ code: 200, data: { state: 3, reason: '地址有误' } });
    expect(await balanceOf(t, m.token)).toBe('1000.00');
    expect((await post(t.app, '/api/admin/withdrawals/reject', { order_no: order, reason: '再次' }, { token: admin })).code).toBe(200);
    expect(await balanceOf(t, m.token)).toBe('1000.00');
    expect((await post(t.app, '/api/admin/withdrawals/approve', { order_no: order }, { token: admin })).code).toBe(203);
    expect((await post(t.app, '/api/gettransrecord', { type: 2 }, { token: m.token })).data.data[0]).toMatchObject({ out_trade_no: order, state: 3 });
    await expectLedgerOk(t, admin);
  });

  it('two approvals at the same instant capture once', async () => {
    const m = await memberWithMoney(1000);
    const order = (await withdraw(m.token, { amount: 500, bank: m.card })).data.order_no as string;
    const other = await staffToken(t, 'finance-wd-race');
    const replies = await Promise.all(
      [admin, other, admin, other].map((tok) => post(t.app, '/api/admin/withdrawals/approve', { order_no: order }, { token: tok })),
    );
    expect(replies.map((r) => r.code)).toEqual([200, 200, 200, 200]);
    expect(await t.prisma.journalTransaction.count({ where: { idempotencyKey: `withdrawal:${order}:capture` } })).toBe(1);
    expect(await t.prisma.auditLog.count({ where: { action: 'withdrawal.approve', target: order } })).toBe(1);
    // An approval racing a rejection: one of them decides, the money moves once.
    const order2 = (await withdraw(m.token, { amount: 500, bank: m.card })).data.order_no as string;
    await Promise.all([
      post(t.app, '/api/admin/withdrawals/approve', { order_no: order2 }, { token: admin }),
      post(t.app, '/api/admin/withdrawals/reject', { order_no: order2, reason: '竞态' }, { token: other }),
    ]);
    const decided = await t.prisma.withdrawal.findUniqueOrThrow({ where: { orderNo: order2 } });
    expect(await balanceOf(t, m.token)).toBe(decided.state === 2 ? '0.00' : '500.00');
    await expectLedgerOk(t, admin);
  });

  it('above the threshold a second, different admin must approve (four eyes)', async () => {
    const m = await memberWithMoney(30000);
    const order = (await withdraw(m.token, { amount: '10000.01', bank: m.card })).data.order_no as string;
    const first = await post(t.app, '/api/admin/withdrawals/approve', { order_no: order }, { token: admin, lang: 'zh_CN' });
    expect(first).toMatchObject({
      code: 200,
      message: '已记录第一次审核，需另一位管理员复核',
      data: { state: 1, needs_second_approval: true, first_approver: 'admin' },
    });
    expect(await post(t.app, '/api/admin/withdrawals/approve', { order_no: order }, { token: admin, lang: 'zh_CN' })).toMatchObject({
      code: 203,
      message: '大额取款需由另一位管理员复核',
    });
    expect(await t.prisma.journalTransaction.count({ where: { idempotencyKey: `withdrawal:${order}:capture` } })).toBe(0);
    const second = await staffToken(t, 'finance-four-eyes');
    expect(await post(t.app, '/api/admin/withdrawals/approve', { order_no: order }, { token: second })).toMatchObject({
      code: 200,
      data: { state: 2, reviewer: 'finance-four-eyes', first_approver: 'admin' },
    });
    expect(await t.prisma.journalTransaction.count({ where: { idempotencyKey: `withdrawal:${order}:capture` } })).toBe(1);
    // At the threshold exactly, one approval is enough.
    const small = (await withdraw(m.token, { amount: 10000, bank: m.card })).data.order_no as string;
    expect((await post(t.app, '/api/admin/withdrawals/approve', { order_no: small }, { token: admin })).data.state).toBe(2);
    expect(await t.prisma.auditLog.count({ where: { action: { in: ['withdrawal.approve.first', 'withdrawal.approve'] }, target: order } })).toBe(2);
    await expectLedgerOk(t, admin);
  });

  it('unknown orders are "not found"; staff without the finance role are refused', async () => {
    expect((await post(t.app, '/api/admin/withdrawals/approve', { order_no: 'TX0' }, { token: admin })).code).toBe(404);
    expect((await post(t.app, '/api/admin/withdrawals/reject', { order_no: 'TX0', reason: 'x' }, { token: admin })).code).toBe(404);
    const support = await staffToken(t, 'support-wd', 'support');
    expect((await post(t.app, '/api/admin/withdrawals', {}, { token: support })).code).toBe(203);
  });
});
