import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { TronWeb, utils } from 'tronweb';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChainTransferState, OrderState } from '@portal/contracts';
import { checkLedger } from '../src/modules/wallet/invariants.js';
import { createTrc20Watcher } from '../src/modules/chain/trc20-watcher.js';
import { createTronGrid } from '../src/modules/chain/tron/trongrid.js';
import { adminToken, createTestApp, post, type TestApp } from './support/app.js';
import { balanceOf, cashierMember, staffToken } from './support/cashier.js';
import { startTronGrid, type TronGridServer } from './support/trongrid-server.js';

// USDT (TRC20) deposits credited from a TronGrid-compatible API: the member's own TRON address on
// the payment page, credited once its block is solidified, checked against the signed transaction.

const MNEMONIC = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const XPUB = HDKey.fromMasterSeed(mnemonicToSeedSync(MNEMONIC)).derive("m/44'/195'/0'").publicExtendedKey;
const USDT = 1_000_000n;
const key = (n: number) => n.toString(16).padStart(64, '0');
const TOKEN = TronWeb.address.fromPrivateKey(key(9001)) as string;
const FAKE = TronWeb.address.fromPrivateKey(key(9002)) as string;
const PAYER = key(77);
const addressOf = (k: string | number) => TronWeb.address.fromPrivateKey(typeof k === 'number' ? key(k) : k) as string;
const HOT = key(78);
const HOT_WALLET = TronWeb.address.fromPrivateKey(HOT) as string;

describe('USDT (TRC20) deposits confirmed on chain', () => {
  let grid: TronGridServer;
  let t: TestApp;

  const watch = () => t.services.chain.trc20!.watch();
  const newWatcher = (url = grid.url) =>
    createTrc20Watcher({
      sql: t.sql,
      clock: t.core.clock,
      grid: createTronGrid({ baseUrl: url }),
      settlement: t.services.chain.settlement,
      contract: TOKEN,
      startBlock: 0,
    });
  const transfersTo = (userId: number) => t.prisma.chainTransfer.findMany({ where: { userId }, orderBy: [{ blockNumber: 'asc' }, { logIndex: 'asc' }] });
  async function memberWithOrder(cny = 720) {
    const m = await cashierMember(t);
    const order = await post(t.app, '/api/recharge', { paytype: 'usdt', amount: cny, catepay: 'TRC20' }, { token: m.token });
    expect(order.code, order.message).toBe(200);
    const info = await post(t.app, '/api/payinfo', { deposit_no: order.message }, { token: m.token });
    expect(info.code, info.message).toBe(200);
    return { ...m, depositNo: order.message as string, address: info.data.cardlist.mch_id as string, info };
  }

  beforeAll(async () => {
    grid = await startTronGrid();
    t = await createTestApp({
      CAPTCHA_MODE: 'off',
      USDT_TRC20_XPUB: XPUB,
      USDT_TRC20_API_URL: grid.url,
      USDT_TRC20_CONTRACT: TOKEN,
      USDT_TRC20_START_BLOCK: '0',
      USDT_TRC20_PAYOUT_FROM: HOT_WALLET,
    });
    await adminToken(t);
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await grid?.close();
  });

  it("/api/payinfo shows the member's own TRON address (derived at m/44'/195'/0'/0/i), its QR, and that it is credited once solidified", async () => {
    const a = await memberWithOrder();
    const b = await memberWithOrder();
    const account = HDKey.fromExtendedKey(XPUB);
    const rows = await t.prisma.memberDepositAddress.findMany({ where: { userId: { in: [a.userId, b.userId] } }, orderBy: { idx: 'asc' } });
    // The address of the public key at …/0/idx, computed here by tronweb from that key.
    for (const [m, row] of [
      [a, rows[0]!],
      [b, rows[1]!],
    ] as const) {
      const uncompressed = secp256k1.Point.fromBytes(account.deriveChild(0).deriveChild(row.idx).publicKey!).toBytes(false);
      expect(m.address).toBe(utils.crypto.getBase58CheckAddress(utils.crypto.computeAddress(uncompressed)));
    }
    expect(a.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(b.address).not.toBe(a.address);
    expect(a.info.data.cardlist.payimg).toMatch(/^data:image\/png;base64,/);
    expect(a.info.data.chain).toEqual({ address: a.address, confirmations: 19, min_usdt: '1' });
  });

  it('credits a transfer once its block is solidified, approving the open order of that amount (reviewer: the chain)', async () => {
    const m = await memberWithOrder(720);
    const tx = grid.transfer({ fromKey: PAYER, token: TOKEN, to: m.address, amount: 100n * USDT });
    await watch();
    expect(await transfersTo(m.userId)).toEqual([]);
    expect(await balanceOf(t, m.token)).toBe('0.00');
    grid.solidify();
    expect((await watch()).credited).toBe(1);
    const [row] = await transfersTo(m.userId);
    expect(row).toMatchObject({ state: ChainTransferState.credited, txHash: tx, logIndex: 0, depositNo: m.depositNo, contract: TOKEN });
    const order = await t.prisma.deposit.findUniqueOrThrow({ where: { depositNo: m.depositNo } });
    expect(order).toMatchObject({ state: OrderState.approved, chainTx: tx });
    expect(order.realMoney.toFixed(2)).toBe('720.00');
    expect(order.reviewedBy).toBe((await t.prisma.admin.findUniqueOrThrow({ where: { name: 'chain' } })).id);
    expect(await balanceOf(t, m.token)).toBe('720.00');
    // Later runs credit nothing more.
    await watch();
    await watch();
    expect(await balanceOf(t, m.token)).toBe('720.00');
    expect(await checkLedger(t.prisma)).toEqual([]);
  });

  it('a fake token of the same name, a failed transaction and a zero transfer are recorded as ignored with the reason, never credited', async () => {
    const m = await memberWithOrder(720);
    grid.transfer({ fromKey: PAYER, token: FAKE, to: m.address, amount: 100n * USDT });
    grid.transfer({ fromKey: PAYER, token: TOKEN, to: m.address, amount: 100n * USDT, failed: true });
    grid.transfer({ fromKey: PAYER, token: TOKEN, to: m.address, amount: 0n });
    grid.solidify();
    await watch();
    expect((await transfersTo(m.userId)).map((r) => [r.state, r.reason])).toEqual([
      [ChainTransferState.ignored, `another token contract (${FAKE})`],
      [ChainTransferState.ignored, 'failed transaction'],
      [ChainTransferState.ignored, 'zero value'],
    ]);
    expect(await balanceOf(t, m.token)).toBe('0.00');
    expect((await t.prisma.deposit.findUniqueOrThrow({ where: { depositNo: m.depositNo } })).state).toBe(OrderState.pending);
  });

  it('two transfers in one transaction are two deposits; a watcher restarted from the start and two watchers at once credit nothing twice', async () => {
    const a = await memberWithOrder(720);
    const b = await memberWithOrder(720);
    const tx = grid.transfer({ fromKey: PAYER, token: TOKEN, to: a.address, amount: 100n * USDT, alsoTo: [{ to: b.address, amount: 50n * USDT }] });
    grid.solidify();
    await Promise.all([watch(), newWatcher().watch(), newWatcher().watch()]);
    expect((await transfersTo(a.userId)).map((r) => [r.txHash, r.logIndex, r.state])).toEqual([[tx, 0, ChainTransferState.credited]]);
    expect((await transfersTo(b.userId)).map((r) => [r.txHash, r.logIndex, r.state])).toEqual([[tx, 1, ChainTransferState.credited]]);
    expect(await balanceOf(t, a.token)).toBe('720.00');
    expect(await balanceOf(t, b.token)).toBe('360.00');
    const counts = async () => [await t.prisma.chainTransfer.count(), await t.prisma.deposit.count(), await t.prisma.journalEntry.count()];
    const before = await counts();
    await t.sql.query("UPDATE chain_cursors SET cursor_block = 0 WHERE chain = 'TRC20'");
    await newWatcher().watch();
    expect(await counts()).toEqual(before);
    expect(await checkLedger(t.prisma)).toEqual([]);
  });

  it('backs off after HTTP 429 (the error saved on the cursor), then goes on where it stopped', async () => {
    const m = await memberWithOrder(720);
    grid.transfer({ fromKey: PAYER, token: TOKEN, to: m.address, amount: 100n * USDT });
    grid.solidify();
    grid.refuse(1);
    expect((await watch()).error).toMatch(/429/);
    const [cursor] = await t.sql.query<{ last_error: string; backoff_until: Date; errors: number }>("SELECT * FROM chain_cursors WHERE chain = 'TRC20'");
    expect(cursor!.last_error).toMatch(/HTTP 429/);
    expect(cursor!.backoff_until.getTime()).toBeGreaterThan(t.core.clock.now().getTime() + 20_000);
    expect(await watch()).toEqual({ skipped: 'backoff' });
    expect(await balanceOf(t, m.token)).toBe('0.00');
    await t.sql.query("UPDATE chain_cursors SET backoff_until = now() - interval '1 day' WHERE chain = 'TRC20'");
    expect((await watch()).credited).toBe(1);
    expect(await balanceOf(t, m.token)).toBe('720.00');
    const [after] = await t.sql.query<{ last_error: string; errors: number }>("SELECT * FROM chain_cursors WHERE chain = 'TRC20'");
    expect(after).toMatchObject({ last_error: '', errors: 0 });
  });

  it('runs as the scheduled job chain-watch-trc20, and the back office shows the chain watched', async () => {
    expect(t.modules.flatMap((mod) => mod.jobs ?? []).find((j) => j.name === 'chain-watch-trc20')?.schedule).toBe('*/15 * * * * *');
    const status = await post(t.app, '/api/admin/chain', {}, { token: await adminToken(t) });
    expect(status.code, status.message).toBe(200);
    expect(JSON.stringify(status.data)).toContain('TRC20');
  });

  describe('USDT payouts verified on chain', () => {
    let seq = 0;
    /** An approved TRC20 withdrawal of `usdt` to a bound address (as the cashier leaves it after staff approval). */
    async function approvedWithdrawal(usdt: string, protocol: 'TRC20' | 'ERC20' | null = 'TRC20', state: number = OrderState.approved) {
      const m = await cashierMember(t);
      const to = TronWeb.address.fromPrivateKey(key(5000 + ++seq)) as string;
      const w = await t.prisma.withdrawal.create({
        data: {
          orderNo: `WTEST${Date.now()}${seq}`,
          userId: m.userId,
          cardType: protocol ? 2 : 1,
          bank: protocol ? 'USDT' : '中国银行',
          bankNo: protocol ? to : '6222020200112233',
          bankOwner: protocol ?? '张三',
          protocol,
          amount: '1000.00',
          usdtRate: protocol ? '7.2' : null,
          usdtAmount: protocol ? usdt : null,
          fee: protocol ? '0' : null,
          state,
          createdAt: new Date(),
        },
      });
      return { ...w, to };
    }
    const payout = (orderNo: string, txHash: string, token?: string) =>
      post(t.app, '/api/admin/withdrawals/payout', { order_no: orderNo, tx_hash: txHash }, { token, lang: 'en_US' });

    it('finance records the tx hash; once solidified the payout is verified (token, hot wallet, bound address, exact amount), a wrong one flagged with what differs', async () => {
      const admin = await adminToken(t);
      const good = await approvedWithdrawal('12.34');
      const short = await approvedWithdrawal('50.00');
      const stranger = await approvedWithdrawal('20.00');
      const goodTx = grid.transfer({ fromKey: HOT, token: TOKEN, to: good.to, amount: 12_340_000n });
      const shortTx = grid.transfer({ fromKey: HOT, token: TOKEN, to: short.to, amount: 49n * USDT });
      const elsewhereTx = grid.transfer({ fromKey: PAYER, token: TOKEN, to: stranger.to, amount: 20n * USDT });
      for (const [w, tx] of [
        [good, goodTx],
        [short, shortTx],
        [stranger, elsewhereTx],
      ] as const) {
        const r = await payout(w.orderNo, tx, admin);
        expect(r, r.message).toMatchObject({ code: 200, data: { order_no: w.orderNo, protocol: 'TRC20', payout_tx: tx, payout_state: 'pending' } });
      }
      // Not solidified yet: still pending.
      expect(await t.services.chain.verifyPayouts('TRC20')).toEqual({ verified: 0, flagged: 0 });
      grid.solidify();
      expect(await t.services.chain.verifyPayouts('TRC20')).toEqual({ verified: 1, flagged: 2 });
      const row = (id: bigint) => t.prisma.withdrawal.findUniqueOrThrow({ where: { id } });
      expect(await row(good.id)).toMatchObject({ payoutState: 'verified', payoutNote: 'paid on chain', payoutTx: goodTx });
      expect(await row(short.id)).toMatchObject({ payoutState: 'flagged', payoutNote: 'paid 49 USDT, the payout is 50 USDT' });
      expect((await row(stranger.id)).payoutNote).toBe(`paid from ${addressOf(PAYER)}, not the hot wallet ${HOT_WALLET}`);
      // Verified stays verified; a flagged one can be corrected with the right transaction.
      expect(await payout(good.orderNo, shortTx, admin)).toMatchObject({
        code: 203,
        message: 'This payout is already verified on chain and cannot be changed',
      });
      const fixTx = grid.transfer({ fromKey: HOT, token: TOKEN, to: short.to, amount: 1n * USDT });
      expect((await payout(short.orderNo, fixTx, admin)).code).toBe(200);
      grid.solidify();
      await t.services.chain.verifyPayouts('TRC20');
      expect((await row(short.id)).payoutNote).toBe('paid 1 USDT, the payout is 50 USDT');
      expect(await t.prisma.auditLog.count({ where: { action: 'withdrawal.payout', target: { in: [good.orderNo, short.orderNo, stranger.orderNo] } } })).toBe(
        4,
      );
    });

    it('refused, writing nothing: a withdrawal not approved or not USDT, a tx already paying another, a bad hash, a staff role without finance', async () => {
      const admin = await adminToken(t);
      const tx = grid.transfer({ fromKey: HOT, token: TOKEN, to: addressOf(1), amount: 1n });
      const pending = await approvedWithdrawal('10.00', 'TRC20', OrderState.pending);
      const bank = await approvedWithdrawal('0', null);
      expect(await payout(pending.orderNo, tx, admin)).toMatchObject({
        code: 203,
        message: 'Only an approved USDT withdrawal can have an on-chain payout recorded',
      });
      expect((await payout(bank.orderNo, tx, admin)).code).toBe(203);
      expect((await payout('NO-SUCH-ORDER', tx, admin)).code).toBe(404);
      const a = await approvedWithdrawal('10.00');
      const b = await approvedWithdrawal('10.00');
      expect((await payout(a.orderNo, tx, admin)).code).toBe(200);
      expect(await payout(b.orderNo, tx, admin)).toMatchObject({
        code: 203,
        message: 'This transaction is already recorded as the payout of another withdrawal',
      });
      expect(await payout(b.orderNo, 'xyz', admin)).toMatchObject({ code: 1000, message: 'The transaction hash is not valid' });
      // The same hash written with 0x (as an Ethereum habit) is the same transaction.
      expect((await payout(b.orderNo, `0x${tx.toUpperCase()}`, admin)).code).toBe(203);
      const support = await staffToken(t, `sup${Date.now() % 100000}`, 'support');
      expect((await payout(b.orderNo, grid.transfer({ fromKey: HOT, token: TOKEN, to: b.to, amount: 1n }), support)).code).toBe(203);
      for (const w of [pending, bank, b]) expect((await t.prisma.withdrawal.findUniqueOrThrow({ where: { id: w.id } })).payoutTx).toBeNull();
    });
  });
});
