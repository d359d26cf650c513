import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderState } from '@portal/contracts';
import { adminToken, createTestApp, post, type TestApp } from './support/app.js';
import { bankDeposit, cashierMember } from './support/cashier.js';

// A USDT withdrawal's payout as the back office's queue and the member's financial record show it:
// the tx finance recorded (withdrawals.payout), its state and note; null before one is recorded.
// No chain watcher runs here: the payout stays pending with the note to verify it by hand.

describe('payout fields on the withdrawal queue, its detail and the member record', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ CAPTCHA_MODE: 'off' });
    admin = await adminToken(t);
  });
  afterAll(() => t.close());

  async function approvedUsdtWithdrawal() {
    const m = await cashierMember(t);
    const w = await t.prisma.withdrawal.create({
      data: {
        orderNo: `WPAY${Date.now()}${m.userId}`,
        userId: m.userId,
        cardType: 2,
        bank: 'USDT',
        bankNo: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
        bankOwner: 'TRC20',
        protocol: 'TRC20',
        amount: '720.00',
        usdtRate: '7.2',
        usdtAmount: '100.00',
        fee: '0',
        state: OrderState.approved,
        createdAt: new Date(),
      },
    });
    return { ...m, orderNo: w.orderNo };
  }
  const listed = async (username: string) => (await post(t.app, '/api/admin/withdrawals', { username, state: '' }, { token: admin })).data.data[0];
  const detail = async (orderNo: string) => (await post(t.app, '/api/admin/withdrawals/detail', { order_no: orderNo }, { token: admin })).data.order;
  const record = async (token: string) => (await post(t.app, '/api/gettransrecord', { type: 2 }, { token })).data.data[0];

  it('null before a payout is recorded; the tx, pending and the note after withdrawals.payout', async () => {
    const w = await approvedUsdtWithdrawal();
    const none = { payout_tx: null, payout_state: null, payout_note: null };
    expect(await listed(w.username)).toMatchObject({ order_no: w.orderNo, ...none });
    expect(await detail(w.orderNo)).toMatchObject({ order_no: w.orderNo, ...none });
    expect(await record(w.token)).toMatchObject({ out_trade_no: w.orderNo, payout_tx: null });

    const tx = 'ab'.repeat(32);
    const paid = await post(t.app, '/api/admin/withdrawals/payout', { order_no: w.orderNo, tx_hash: tx }, { token: admin, lang: 'en_US' });
    expect(paid, paid.message).toMatchObject({ code: 200, data: { payout_tx: tx, payout_state: 'pending' } });
    const after = { payout_tx: tx, payout_state: 'pending', payout_note: 'no TRC20 watcher runs: verify it by hand' };
    expect(await listed(w.username)).toMatchObject(after);
    expect(await detail(w.orderNo)).toMatchObject(after);
    const row = await record(w.token);
    expect(row).toMatchObject({ out_trade_no: w.orderNo, payout_tx: tx, state: OrderState.approved });
    // the spec's fields stay as they were; staff-side state and note are not the member's
    expect(Object.keys(row).sort()).toEqual(['amount', 'created_at', 'id', 'out_trade_no', 'pay_way', 'payout_tx', 'state', 'type']);
  });

  it('a top-up keeps the spec fields only (no payout field)', async () => {
    const m = await cashierMember(t);
    const depositNo = await bankDeposit(t, m.token, 500);
    const rows = (await post(t.app, '/api/gettransrecord', { type: 1 }, { token: m.token })).data.data;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ out_trade_no: depositNo });
    expect(rows[0]).not.toHaveProperty('payout_tx');
  });
});
