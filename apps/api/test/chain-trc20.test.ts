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
import { balanceOf, cashierMember } from './support/cashier.js';
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
});
