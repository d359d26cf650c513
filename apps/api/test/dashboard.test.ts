import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../src/clock.js';
import { createTestApp, post, registerMember, type TestApp } from './support/app.js';
import { adminToken, approvedDeposit, bindUsdt, cashierMember, PAY_PASS, setCashier } from './support/cashier.js';
import { newStaff } from './support/staff.js';

// The back office's dashboard: today's figures for the Beijing day of the clock. The
// clock stands on a day far from the suite's others, late in the evening, so that the next Beijing
// day starts a few minutes later (16:00 UTC).
const DAY = '2032-03-10';
const clock = movableClock(new Date(`${DAY}T23:40:00+08:00`));

let t: TestApp;
let root: string;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_MODE: 'off' }, { clock });
  root = await adminToken(t);
  await setCashier(t, root, { withdraw: { start: '00:00', end: '24:00', daily_count: 50, turnover_multiple: '0' } });
});
afterAll(() => t.close());

const today = (token = root) => post(t.app, '/api/admin/reports/today', {}, { token });

describe('POST /api/admin/reports/today', () => {
  it("gives today's deposits, withdrawals paid, net, new and active members, and starts afresh at Beijing midnight", async () => {
    const before = await today();
    expect(before.code, before.message).toBe(200);
    expect(before.data).toMatchObject({ day: DAY, deposits: '0.00', withdrawals: '0.00', net_cash: '0.00', new_members: 0, active_members: 0 });

    const m = await cashierMember(t);
    await registerMember(t);
    await approvedDeposit(t, m.token, root, 500);
    const card = await bindUsdt(t, m.token);
    expect((await post(t.app, '/api/withdraw', { amount: 200, bank: card, password: PAY_PASS }, { token: m.token })).code).toBe(200);
    const w = await t.prisma.withdrawal.findFirstOrThrow({ where: { userId: m.userId } });
    expect((await post(t.app, '/api/admin/withdrawals/approve', { order_no: w.orderNo }, { token: root })).code).toBe(200);

    expect((await today()).data).toMatchObject({ day: DAY, deposits: '500.00', withdrawals: '200.00', net_cash: '300.00', new_members: 2, active_members: 1 });

    clock.set(new Date('2032-03-11T00:05:00+08:00'));
    expect((await today()).data).toMatchObject({
      day: '2032-03-11',
      deposits: '0.00',
      withdrawals: '0.00',
      net_cash: '0.00',
      new_members: 0,
      active_members: 0,
    });
  });

  it('is for the money desk (super, finance, operations): support is refused', async () => {
    const finance = await newStaff(t, 'finance', root);
    expect((await today(finance.token)).code).toBe(200);
    const support = await newStaff(t, 'support', root);
    expect((await today(support.token)).code).toBe(203);
  });
});
