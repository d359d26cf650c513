import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderState } from '@portal/contracts';
import { MIGRATIONS_DIR } from '../src/db/database.js';
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

  async function approvedUsdtWithdrawal(protocol: 'TRC20' | 'ERC20' = 'TRC20') {
    const m = await cashierMember(t);
    const w = await t.prisma.withdrawal.create({
      data: {
        orderNo: `WPAY${Date.now()}${m.userId}`,
        userId: m.userId,
        cardType: 2,
        bank: 'USDT',
        bankNo: protocol === 'TRC20' ? 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8' : '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
        bankOwner: protocol,
        protocol,
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

  describe('one payout transaction pays one withdrawal, in any spelling (no watcher runs here)', () => {
    const payout = (orderNo: string, txHash: string) =>
      post(t.app, '/api/admin/withdrawals/payout', { order_no: orderNo, tx_hash: txHash }, { token: admin, lang: 'en_US' });
    const stored = async (orderNo: string) => (await t.prisma.withdrawal.findUniqueOrThrow({ where: { orderNo } })).payoutTx;
    const USED = { code: 203, message: 'This transaction is already recorded as the payout of another withdrawal' };

    it('stores the canonical form (ERC20 0x + lower case, TRC20 lower case without 0x) and refuses the other spelling on another withdrawal', async () => {
      const hex = 'a1B2'.repeat(16);
      for (const [protocol, canonical, other] of [
        ['TRC20', hex.toLowerCase(), `0x${hex}`],
        ['ERC20', `0x${hex.toLowerCase()}`, hex.toUpperCase()],
      ] as const) {
        const a = await approvedUsdtWithdrawal(protocol);
        const b = await approvedUsdtWithdrawal(protocol);
        const first = await payout(a.orderNo, other);
        expect(first, first.message).toMatchObject({ code: 200, data: { payout_tx: canonical } });
        expect(await stored(a.orderNo)).toBe(canonical);
        for (const spelling of [canonical, other, canonical.toUpperCase().replace('0X', '0x'), `0x${hex.toLowerCase()}`, hex])
          expect(await payout(b.orderNo, spelling), `${protocol} ${spelling}`).toMatchObject(USED);
        expect(await stored(b.orderNo)).toBeNull();
        // The withdrawal that holds it may record it again in another spelling: still the canonical form.
        expect((await payout(a.orderNo, canonical.toUpperCase().replace('0X', '0x'))).data).toMatchObject({ payout_tx: canonical });
      }
    });

    for (const spellings of [1, 2])
      it(`16 parallel records of one hash (${spellings} spelling${spellings > 1 ? 's' : ''}) on two withdrawals: one holds it, the others are refused with 203, never a 500`, async () => {
        const a = await approvedUsdtWithdrawal();
        const b = await approvedUsdtWithdrawal();
        const hex = (spellings === 1 ? 'cd' : 'ce').repeat(32);
        const replies = await Promise.all(
          Array.from({ length: 16 }, (_, i) =>
            request(t.app)
              .post('/api/admin/withdrawals/payout')
              .set('Authorization', `Bearer ${admin}`)
              .set('Lang', 'en_US')
              .send({ order_no: i % 2 ? a.orderNo : b.orderNo, tx_hash: spellings === 2 && i % 4 < 2 ? `0x${hex}` : hex }),
          ),
        );
        expect(replies.map((r) => r.status)).toEqual(Array(16).fill(200));
        const rows = await t.prisma.withdrawal.findMany({ where: { orderNo: { in: [a.orderNo, b.orderNo] } } });
        const holders = rows.filter((r) => r.payoutTx !== null);
        expect(holders.map((r) => r.payoutTx)).toEqual([hex]);
        const won = replies.filter((r) => r.body.code === 200);
        expect(won.length).toBeGreaterThan(0);
        expect(won.every((r) => r.body.data.order_no === holders[0]!.orderNo)).toBe(true);
        for (const r of replies.filter((x) => x.body.code !== 200)) expect(r.body).toMatchObject(USED);
        // A refused record wrote nothing: one audit row per accepted one.
        expect(await t.prisma.auditLog.count({ where: { action: 'withdrawal.payout', target: { in: [a.orderNo, b.orderNo] } } })).toBe(won.length);
      });

    it('the migration gives each recorded payout the canonical spelling; a second withdrawal recorded with the same transaction is flagged', async () => {
      const file = fs.readFileSync(path.join(MIGRATIONS_DIR, '20261128200742_chain_payout_tx_canonical_address_allocation/migration.sql'), 'utf8');
      const canonicalise = file.slice(file.indexOf('CREATE TEMP TABLE payout_spellings'), file.indexOf("-- Members' deposit addresses"));
      const [h1, h2, h3, h4] = ['e1', 'e2', 'e3', 'e4'].map((x) => x.repeat(32));
      // As finance recorded them while no watcher ran: spelled as typed.
      const recorded = async (protocol: 'TRC20' | 'ERC20', payoutTx: string, payoutState = 'pending') => {
        const w = await approvedUsdtWithdrawal(protocol);
        await t.prisma.withdrawal.update({ where: { orderNo: w.orderNo }, data: { payoutTx, payoutState, payoutNote: 'no watcher' } });
        return w.orderNo;
      };
      const a = await recorded('TRC20', `0x${h1}`);
      const b = await recorded('TRC20', h1!);
      const c = await recorded('ERC20', h2!);
      const d = await recorded('TRC20', h3!);
      const e = await recorded('TRC20', `0x${h3}`, 'verified');
      const f = await recorded('ERC20', `0x${h4}`);
      const client = new pg.Client({ connectionString: t.config.databaseUrl! });
      await client.connect();
      try {
        await client.query(`BEGIN; ${canonicalise} COMMIT;`);
      } finally {
        await client.end();
      }
      const row = (orderNo: string) =>
        t.prisma.withdrawal.findUniqueOrThrow({ where: { orderNo }, select: { payoutTx: true, payoutState: true, payoutNote: true } });
      const twice = (keeper: string) => `the same transaction is recorded as the payout of withdrawal ${keeper}: check by hand which one it paid`;
      expect(await row(b)).toEqual({ payoutTx: h1, payoutState: 'pending', payoutNote: 'no watcher' });
      expect(await row(a)).toEqual({ payoutTx: `0x${h1}`, payoutState: 'flagged', payoutNote: twice(b) });
      expect(await row(c)).toEqual({ payoutTx: `0x${h2}`, payoutState: 'pending', payoutNote: 'no watcher' });
      expect(await row(e)).toEqual({ payoutTx: h3, payoutState: 'verified', payoutNote: 'no watcher' });
      expect(await row(d)).toEqual({ payoutTx: `0x${h3}`, payoutState: 'flagged', payoutNote: twice(e) });
      expect(await row(f)).toEqual({ payoutTx: `0x${h4}`, payoutState: 'pending', payoutNote: 'no watcher' });
      // From now on either spelling finds the keeper's record.
      const other = await approvedUsdtWithdrawal('TRC20');
      expect(await payout(other.orderNo, `0x${h3}`)).toMatchObject(USED);
    });
  });
});
