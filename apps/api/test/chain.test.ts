import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChainTransferState, InboxTemplate, OrderState, toChecksumAddress } from '@portal/contracts';
import { checkLedger } from '../src/modules/wallet/invariants.js';
import { createErc20Watcher } from '../src/modules/chain/erc20-watcher.js';
import { createRpc } from '../src/modules/chain/rpc.js';
import { createMetrics } from '../src/metrics/index.js';
import { adminToken, createTestApp, post, type TestApp } from './support/app.js';
import { balanceOf, cashierMember, PAY_PASS, setCashier, staffToken } from './support/cashier.js';
import { Prisma } from '../src/db/client.js';
import { anvilBinary, startAnvil, type Anvil } from './support/chain/anvil.js';

// USDT deposits confirmed on chain, against a real EVM node (anvil from npm) and a token the test
// deploys: the member's own address on the payment page, credited once and only when final.

const CONFIRMATIONS = 3;
const MNEMONIC = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const XPUB = HDKey.fromMasterSeed(mnemonicToSeedSync(MNEMONIC)).derive("m/44'/60'/0'").publicExtendedKey;
const USDT = 10n ** 6n;

const binary = anvilBinary();
if (!binary) console.warn('chain.test.ts skipped: the anvil binary of @foundry-rs/anvil is missing for this platform');

describe.skipIf(!binary)('USDT (ERC20) deposits confirmed on chain', () => {
  let node: Anvil;
  let t: TestApp;
  let admin: string;
  let token: string;
  let fake: string;

  const watch = () => t.services.chain.erc20!.watch();
  const transfersTo = (userId: number) => t.prisma.chainTransfer.findMany({ where: { userId }, orderBy: [{ blockNumber: 'asc' }, { logIndex: 'asc' }] });
  /** A member with an ERC20 USDT order of `cny` (at the seed's usdtrate) and their own address from /api/payinfo. */
  async function memberWithOrder(cny = 720) {
    const m = await cashierMember(t);
    const order = await post(t.app, '/api/recharge', { paytype: 'usdt', amount: cny, catepay: 'ERC20' }, { token: m.token });
    expect(order.code, order.message).toBe(200);
    const info = await post(t.app, '/api/payinfo', { deposit_no: order.message }, { token: m.token });
    expect(info.code, info.message).toBe(200);
    return { ...m, depositNo: order.message as string, address: info.data.cardlist.mch_id as string, info };
  }

  beforeAll(async () => {
    node = await startAnvil(binary!);
    token = await node.deployToken();
    fake = await node.deployToken();
    t = await createTestApp({
      CAPTCHA_MODE: 'off',
      USDT_ERC20_XPUB: XPUB,
      USDT_ERC20_RPC_URL: node.url,
      USDT_ERC20_CONTRACT: token,
      USDT_ERC20_CONFIRMATIONS: String(CONFIRMATIONS),
      USDT_ERC20_START_BLOCK: String(await node.blockNumber()),
      USDT_REVIEW_ABOVE: '5000',
    });
    admin = await adminToken(t);
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await node?.stop();
  });

  describe('/api/payinfo of a USDT order', () => {
    it("shows the member's own address (EIP-55, derived at a new index), its EIP-681 QR, and the confirmations", async () => {
      const a = await memberWithOrder();
      const b = await memberWithOrder();
      expect(a.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
      expect(b.address).not.toBe(a.address);
      const rows = await t.prisma.memberDepositAddress.findMany({ where: { userId: { in: [a.userId, b.userId] } }, orderBy: { idx: 'asc' } });
      expect(rows.map((r) => r.address)).toEqual([a.address, b.address]);
      expect(a.info.data.cardlist.payimg).toMatch(/^data:image\/png;base64,/);
      expect(a.info.data.chain).toEqual({ address: a.address, confirmations: CONFIRMATIONS, min_usdt: '1' });
      expect(a.info.data.info.usdt_amount).toBe('100.00');
      // What the QR encodes: a transfer call on the token contract for the order's amount.
      // Until a watcher run has read decimals() from the contract, the QR is the address alone.
      expect((await t.services.chain.payee({ userId: a.userId, protocol: 'ERC20', usdtAmount: '100.00' }))!.qr).toBe(a.address);
      await watch();
      const payee = await t.services.chain.payee({ userId: a.userId, protocol: 'ERC20', usdtAmount: '100.00' });
      expect(payee!.qr).toBe(`ethereum:${toChecksumAddress(token.slice(2))}/transfer?address=${a.address}&uint256=100000000`);
      // The same member's next order shows the same address (allocated once).
      const again = await post(t.app, '/api/recharge', { paytype: 'usdt', amount: 720, catepay: 'ERC20' }, { token: a.token });
      expect((await post(t.app, '/api/payinfo', { deposit_no: again.message }, { token: a.token })).data.cardlist.mch_id).toBe(a.address);
      // TRC20 has no xpub here: the shared address and manual review, as before.
      const trc = await post(t.app, '/api/recharge', { paytype: 'usdt', amount: 720, catepay: 'TRC20' }, { token: a.token });
      const trcInfo = await post(t.app, '/api/payinfo', { deposit_no: trc.message }, { token: a.token });
      expect(trcInfo.data.chain).toBeNull();
      expect(trcInfo.data.cardlist.mch_id).toMatch(/^T/);
    });
  });

  describe('the ERC20 watcher', () => {
    it('credits a transfer only once it has the confirmations, approving the open order of that amount', async () => {
      const m = await memberWithOrder(720);
      const before = await balanceOf(t, m.token);
      const sent = await node.transfer(token, m.address, 100n * USDT);
      await watch();
      let [row] = await transfersTo(m.userId);
      expect(row).toMatchObject({ state: ChainTransferState.pending, txHash: sent.hash, blockNumber: sent.blockNumber });
      expect(row!.usdtAmount!.toFixed(6)).toBe('100.000000');
      await node.mine(CONFIRMATIONS - 2); // the transfer's block + 1 more = CONFIRMATIONS - 1
      await watch();
      expect((await transfersTo(m.userId))[0]!.state).toBe(ChainTransferState.pending);
      expect(await balanceOf(t, m.token)).toBe(before);

      await node.mine(1);
      await watch();
      [row] = await transfersTo(m.userId);
      expect(row).toMatchObject({ state: ChainTransferState.credited, depositNo: m.depositNo });
      expect(await balanceOf(t, m.token)).toBe((Number(before) + 720).toFixed(2));
      const order = await t.prisma.deposit.findUniqueOrThrow({ where: { depositNo: m.depositNo } });
      expect(order).toMatchObject({ state: OrderState.approved, chainTx: sent.hash });
      expect(order.realMoney.toFixed(2)).toBe('720.00');
      const chainAdmin = await t.prisma.admin.findUniqueOrThrow({ where: { name: 'chain' } });
      expect(order.reviewedBy).toBe(chainAdmin.id);
      const user = await t.prisma.user.findUniqueOrThrow({ where: { id: m.userId } });
      expect(user.paysum.toFixed(2)).toBe('720.00');
      const messages = await t.prisma.memberMessage.findMany({ where: { userId: m.userId, template: InboxTemplate.depositApproved } });
      expect(messages).toHaveLength(1);
      const audit = await t.prisma.auditLog.findMany({ where: { action: 'deposit.approve', target: m.depositNo } });
      expect(audit).toHaveLength(1);
      expect(audit[0]!.adminId).toBe(chainAdmin.id);
      // The back office's list names the chain as the reviewer.
      const list = await post(t.app, '/api/admin/deposits', { order_no: m.depositNo }, { token: admin });
      expect(list.data.data[0]).toMatchObject({ reviewer: 'chain', state: OrderState.approved });

      // Later runs credit nothing more.
      await node.mine(2);
      await watch();
      expect(await balanceOf(t, m.token)).toBe((Number(before) + 720).toFixed(2));
      expect(await checkLedger(t.prisma)).toEqual([]);
    });

    it('a reorganisation before the confirmations leaves the transfer orphaned and nothing credited', async () => {
      const m = await memberWithOrder(720);
      const sent = await node.transfer(token, m.address, 100n * USDT);
      await watch();
      expect((await transfersTo(m.userId))[0]).toMatchObject({ state: ChainTransferState.pending, txHash: sent.hash });
      // The transfer's block (the newest) is replaced by an empty one.
      await node.rpc('anvil_reorg', [1, []]);
      expect(await node.rpc('eth_getTransactionReceipt', [sent.hash])).toBeNull();
      await node.mine(CONFIRMATIONS + 1);
      await watch();
      const [row] = await transfersTo(m.userId);
      expect(row).toMatchObject({ state: ChainTransferState.orphaned, depositNo: null });
      expect(row!.reason).toMatch(/reorganisation/);
      expect(await balanceOf(t, m.token)).toBe('0.00');
      expect((await t.prisma.deposit.findUniqueOrThrow({ where: { depositNo: m.depositNo } })).state).toBe(OrderState.pending);
    });

    it('another token (same name and symbol) and a zero-value transfer are recorded as ignored, never credited', async () => {
      const m = await memberWithOrder(720);
      await node.transfer(fake, m.address, 100n * USDT);
      await node.transfer(token, m.address, 0n);
      await node.mine(CONFIRMATIONS);
      await watch();
      const rows = await transfersTo(m.userId);
      expect(rows.map((r) => [r.state, r.reason.replace(/\(0x[0-9a-fA-F]+\)/, '(...)')])).toEqual([
        [ChainTransferState.ignored, 'another token contract (...)'],
        [ChainTransferState.ignored, 'zero value'],
      ]);
      expect(rows[0]!.contract.toLowerCase()).toBe(fake.toLowerCase());
      expect(await balanceOf(t, m.token)).toBe('0.00');
    });

    it("two members' deposits in one block, and two transfers in one transaction, are separate deposits", async () => {
      const a = await memberWithOrder(720);
      const b = await memberWithOrder(720);
      await node.rpc('evm_setAutomine', [false]);
      const hashes = [
        await node.rpc<string>('eth_sendTransaction', [{ from: node.sender, to: token, data: transferData(a.address, 100n * USDT) }]),
        await node.rpc<string>('eth_sendTransaction', [{ from: node.sender, to: token, data: transferData(b.address, 50n * USDT) }]),
      ];
      await node.mine(1);
      await node.rpc('evm_setAutomine', [true]);
      const receipts = await Promise.all(hashes.map((h) => node.rpc<{ blockNumber: string }>('eth_getTransactionReceipt', [h])));
      expect(receipts[0]!.blockNumber).toBe(receipts[1]!.blockNumber);
      // One transaction, two Transfer logs to member b: two deposits.
      const many = await node.transferMany(token, [b.address, b.address], [2n * USDT, 3n * USDT]);
      await node.mine(CONFIRMATIONS);
      await watch();
      expect((await transfersTo(a.userId)).map((r) => r.state)).toEqual([ChainTransferState.credited]);
      const bRows = await transfersTo(b.userId);
      expect(bRows.map((r) => [r.state, r.usdtAmount!.toFixed(2)])).toEqual([
        [ChainTransferState.credited, '50.00'],
        [ChainTransferState.credited, '2.00'],
        [ChainTransferState.credited, '3.00'],
      ]);
      expect(bRows[1]!.txHash).toBe(many.hash);
      expect(bRows[2]!.txHash).toBe(many.hash);
      // a's order (100 USDT) approved; b's 50 USDT did not match b's 100 USDT order: new approved orders for what arrived.
      expect((await t.prisma.deposit.findUniqueOrThrow({ where: { depositNo: a.depositNo } })).state).toBe(OrderState.approved);
      expect((await t.prisma.deposit.findUniqueOrThrow({ where: { depositNo: b.depositNo } })).state).toBe(OrderState.pending);
      const bOrders = await t.prisma.deposit.findMany({ where: { userId: b.userId, state: OrderState.approved }, orderBy: { id: 'asc' } });
      expect(bOrders.map((o) => [o.realMoney.toFixed(2), o.chainTx])).toEqual([
        ['360.00', hashes[1]],
        ['14.40', many.hash],
        ['21.60', many.hash],
      ]);
      expect(await balanceOf(t, a.token)).toBe('720.00');
      expect(await balanceOf(t, b.token)).toBe('396.00');
      expect(await checkLedger(t.prisma)).toEqual([]);
    });

    it('a watcher restarted mid-range (its cursor behind what it recorded) credits nothing twice', async () => {
      const m = await memberWithOrder(720);
      const start = await node.blockNumber();
      await node.transfer(token, m.address, 100n * USDT);
      await node.mine(CONFIRMATIONS);
      await watch();
      expect(await balanceOf(t, m.token)).toBe('720.00');
      const counts = async () => [await t.prisma.chainTransfer.count(), await t.prisma.deposit.count(), await t.prisma.journalEntry.count()];
      const before = await counts();
      // As if the process died after recording the range and before saving the cursor: a new watcher reads it again.
      await t.sql.query("UPDATE chain_cursors SET cursor_block = $1 WHERE chain = 'ERC20'", [(start - 1n).toString()]);
      const restarted = newWatcher();
      await restarted.watch();
      expect(await counts()).toEqual(before);
      expect(await balanceOf(t, m.token)).toBe('720.00');
    });

    it('two watchers at once credit each transfer once', async () => {
      const members = [await memberWithOrder(720), await memberWithOrder(720)];
      for (const m of members) await node.transfer(token, m.address, 100n * USDT);
      await node.mine(CONFIRMATIONS);
      await Promise.all([watch(), newWatcher().watch(), newWatcher().watch()]);
      for (const m of members) {
        expect((await transfersTo(m.userId)).map((r) => r.state)).toEqual([ChainTransferState.credited]);
        expect(await balanceOf(t, m.token)).toBe('720.00');
        expect(await t.prisma.deposit.count({ where: { userId: m.userId, state: OrderState.approved } })).toBe(1);
      }
      expect(await checkLedger(t.prisma)).toEqual([]);
    });

    it('below USDT_MIN_DEPOSIT or above USDT_REVIEW_ABOVE the transfer is held for staff, not credited', async () => {
      const m = await memberWithOrder(720);
      await node.transfer(token, m.address, USDT / 2n);
      await node.transfer(token, m.address, 6000n * USDT);
      await node.mine(CONFIRMATIONS);
      await watch();
      const rows = await transfersTo(m.userId);
      expect(rows.map((r) => [r.state, r.reason])).toEqual([
        [ChainTransferState.held, 'below the minimum of 1 USDT'],
        [ChainTransferState.held, 'above 5000 USDT'],
      ]);
      expect(await balanceOf(t, m.token)).toBe('0.00');
    });
  });

  describe('holds and provider faults', () => {
    it("a transfer that would pass the member's deposit limit is held for staff (nothing credited)", async () => {
      const m = await cashierMember(t);
      const address = (await t.services.chain.addresses.addressOf(m.userId, 'ERC20'))!;
      const now = new Date();
      await t.prisma.responsibleLimit.create({
        data: { userId: m.userId, kind: 'deposit', period: 'day', value: '500', requestedAt: now, effectiveAt: new Date(now.getTime() - 60_000) },
      });
      await node.transfer(token, address, 100n * USDT); // 720 CNY > 500 a day
      await node.mine(CONFIRMATIONS);
      await watch();
      const [row] = await transfersTo(m.userId);
      expect(row).toMatchObject({ state: ChainTransferState.held, reason: 'deposit limit: responsible.depositLimitStaff.day', depositNo: null });
      expect(await balanceOf(t, m.token)).toBe('0.00');
      expect(await t.prisma.deposit.count({ where: { userId: m.userId } })).toBe(0);
    });

    it('a credit failing otherwise than by the deposit guard is not held: the transfer stays pending and the next run credits it', async () => {
      const m = await cashierMember(t);
      const address = (await t.services.chain.addresses.addressOf(m.userId, 'ERC20'))!;
      const { usdtrate } = (await post(t.app, '/api/admin/cashier/settings', {}, { token: admin })).data;
      // 1 USDT at 0.000001 is 0.00 CNY: the cashier refuses the credit (common.amountInvalid), no guard involved.
      await setCashier(t, admin, { usdtrate: '0.000001' });
      try {
        await node.transfer(token, address, USDT);
        await node.mine(CONFIRMATIONS);
        await expect(watch()).rejects.toMatchObject({ key: 'common.amountInvalid' });
        expect((await transfersTo(m.userId)).map((r) => [r.state, r.reason])).toEqual([[ChainTransferState.pending, '']]);
      } finally {
        await setCashier(t, admin, { usdtrate });
      }
      await watch();
      expect((await transfersTo(m.userId)).map((r) => r.state)).toEqual([ChainTransferState.credited]);
      expect(await balanceOf(t, m.token)).toBe(new Prisma.Decimal(usdtrate).toDecimalPlaces(2, Prisma.Decimal.ROUND_DOWN).toFixed(2));
    });

    it('a transfer for a member under an affordability review is held for staff (nothing credited)', async () => {
      const m = await cashierMember(t);
      const address = (await t.services.chain.addresses.addressOf(m.userId, 'ERC20'))!;
      await t.prisma.responsibleAffordabilityReview.create({ data: { userId: m.userId, openedAt: new Date(), netDeposits: '25000', threshold: '20000' } });
      await node.transfer(token, address, 10n * USDT);
      await node.mine(CONFIRMATIONS);
      await watch();
      const [row] = await transfersTo(m.userId);
      expect(row).toMatchObject({ state: ChainTransferState.held, reason: 'affordability review: responsible.affordabilityHeldStaff', depositNo: null });
      expect(await balanceOf(t, m.token)).toBe('0.00');
      expect(await t.prisma.deposit.count({ where: { userId: m.userId } })).toBe(0);
    });

    it("a transfer sent from an address an excluded member bound, to another member's own address, is held for staff (nothing credited)", async () => {
      const excluded = await cashierMember(t);
      const sender = node.sender.toUpperCase().replace('0X', '0x');
      const bound = await post(t.app, '/api/bindcard', { bank: 'USDT', bank_no: sender, bank_owner: 'ERC20', pay_pass: PAY_PASS }, { token: excluded.token });
      expect(bound.code, bound.message).toBe(200);
      try {
        const excluding = await post(t.app, '/api/responsible/exclude', { period: '6m', password: excluded.form.password }, { token: excluded.token });
        expect(excluding.code, excluding.message).toBe(200);
        const m = await cashierMember(t);
        const address = (await t.services.chain.addresses.addressOf(m.userId, 'ERC20'))!;
        await node.transfer(token, address, 10n * USDT);
        await node.mine(CONFIRMATIONS);
        await watch();
        const [row] = await transfersTo(m.userId);
        expect(row).toMatchObject({
          state: ChainTransferState.held,
          reason: "sent from a blocked member's address: responsible.identityBlockedPayer",
          depositNo: null,
        });
        expect(await balanceOf(t, m.token)).toBe('0.00');
        expect(await t.prisma.deposit.count({ where: { userId: m.userId } })).toBe(0);
      } finally {
        // The node sends every other test's transfers from this address.
        await t.prisma.boundCard.deleteMany({ where: { userId: excluded.userId } });
      }
    });

    it('backs off after HTTP 429 (the error saved on the cursor), then goes on where it stopped', async () => {
      let limited = true;
      const relay = async (req: http.IncomingMessage, res: http.ServerResponse) => {
        const body = await new Promise<string>((r) => {
          let b = '';
          req.on('data', (c) => (b += c));
          req.on('end', () => r(b));
        });
        if (limited) {
          res.writeHead(429).end('slow down');
          return;
        }
        const upstream = await fetch(node.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        res.writeHead(upstream.status, { 'content-type': 'application/json' }).end(await upstream.text());
      };
      const proxy = http.createServer((req, res) => {
        relay(req, res).catch((err: unknown) => {
          console.error('chain test proxy:', err);
          res.destroy();
        });
      });
      await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
      const url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
      try {
        const m = await memberWithOrder(720);
        await node.transfer(token, m.address, 100n * USDT);
        await node.mine(CONFIRMATIONS);
        const watcher = newWatcher(url);
        expect((await watcher.watch()).error).toMatch(/429/);
        const [cursor] = await t.sql.query<{ last_error: string; backoff_until: Date; errors: number }>("SELECT * FROM chain_cursors WHERE chain = 'ERC20'");
        expect(cursor!.last_error).toMatch(/HTTP 429/);
        expect(cursor!.errors).toBe(1);
        expect(cursor!.backoff_until.getTime()).toBeGreaterThan(Date.now() + 20_000); // 15 s doubled for a 429
        limited = false;
        expect(await watcher.watch()).toEqual({ skipped: 'backoff' });
        expect(await balanceOf(t, m.token)).toBe('0.00');
        // The back-off over (as if its time had passed): the run reads on and credits.
        await t.sql.query("UPDATE chain_cursors SET backoff_until = now() - interval '1 second' WHERE chain = 'ERC20'");
        expect((await watcher.watch()).credited).toBe(1);
        expect(await balanceOf(t, m.token)).toBe('720.00');
        const [after] = await t.sql.query<{ last_error: string; errors: number }>("SELECT * FROM chain_cursors WHERE chain = 'ERC20'");
        expect(after).toMatchObject({ last_error: '', errors: 0 });
      } finally {
        proxy.close();
      }
    });

    it('runs as the scheduled job chain-watch-erc20 (CHAIN_WATCH_CRON, every 15 s by default)', () => {
      const job = t.modules.flatMap((mod) => mod.jobs ?? []).find((j) => j.name === 'chain-watch-erc20');
      expect(job?.schedule).toBe('*/15 * * * * *');
    });
  });

  describe('the back office chain screen', () => {
    it('shows per chain the cursor, the head, the lag and the last error; lists transfers with filters', async () => {
      const m = await memberWithOrder(720);
      await node.transfer(token, m.address, USDT / 2n); // held: below the minimum
      await node.mine(CONFIRMATIONS);
      await watch();
      const status = await post(t.app, '/api/admin/chain', {}, { token: admin });
      expect(status.code, status.message).toBe(200);
      const erc = status.data.find((c: { chain: string }) => c.chain === 'ERC20');
      const head = (await node.blockNumber()).toString();
      expect(erc).toMatchObject({
        addresses: true,
        watched: true,
        confirmations: CONFIRMATIONS,
        head_block: head,
        cursor_block: head,
        lag: '0',
        last_error: '',
      });
      expect(erc.counts.held).toBe(await t.prisma.chainTransfer.count({ where: { state: 'held' } }));
      expect(status.data.find((c: { chain: string }) => c.chain === 'TRC20')).toMatchObject({ addresses: false, watched: false, cursor_block: null });
      const held = await post(t.app, '/api/admin/chain/transfers', { state: 'held' }, { token: admin });
      expect(held.data.data.length).toBeGreaterThan(0);
      expect(held.data.data.every((r: { state: string }) => r.state === 'held')).toBe(true);
      expect(held.data.data[0]).toMatchObject({ chain: 'ERC20', confirmations: expect.any(Number) });
      // The same figures for /metrics.
      const metrics = createMetrics({ ...t.core, config: { ...t.core.config, metrics: { token: 'x'.repeat(16), port: null } } })!;
      const text = await metrics.registry.metrics();
      expect(text).toContain('portal_chain_lag_blocks{chain="ERC20"} 0');
      expect(text).toMatch(new RegExp(`portal_chain_transfers\\{chain="ERC20",state="held"\\} ${erc.counts.held}`));
      const support = await staffToken(t, `support${Date.now()}`, 'support');
      expect((await post(t.app, '/api/admin/chain', {}, { token: support })).code).not.toBe(200);
    });

    it('staff approve a held transfer (credited with a new order, reviewer the staff member) or reject it (ignored, nothing credited)', async () => {
      const m = await memberWithOrder(720);
      await node.transfer(token, m.address, USDT / 2n); // 0.5 USDT: below the minimum
      await node.transfer(token, m.address, USDT / 4n);
      await node.mine(CONFIRMATIONS);
      await watch();
      const [low, lower] = await transfersTo(m.userId);
      expect([low!.state, lower!.state]).toEqual([ChainTransferState.held, ChainTransferState.held]);
      const approved = await post(t.app, '/api/admin/chain/approve', { id: low!.id.toString() }, { token: admin });
      expect(approved.code, approved.message).toBe(200);
      expect(approved.data).toMatchObject({ state: 'credited', usdt_amount: '0.500000' });
      expect(await balanceOf(t, m.token)).toBe('3.60');
      const order = await t.prisma.deposit.findUniqueOrThrow({ where: { depositNo: approved.data.deposit_no } });
      expect(order.reviewedBy).toBe((await t.prisma.admin.findUniqueOrThrow({ where: { name: 'admin' } })).id);
      const again = await post(t.app, '/api/admin/chain/approve', { id: low!.id.toString() }, { token: admin });
      expect(again.code).not.toBe(200);
      expect(await balanceOf(t, m.token)).toBe('3.60');
      const rejected = await post(t.app, '/api/admin/chain/reject', { id: lower!.id.toString(), reason: 'dust' }, { token: admin });
      expect(rejected.code, rejected.message).toBe(200);
      expect(rejected.data).toMatchObject({ state: 'ignored', reason: 'rejected: dust' });
      expect(await balanceOf(t, m.token)).toBe('3.60');
      expect(await t.prisma.auditLog.count({ where: { action: 'chain.reject', target: lower!.txHash } })).toBe(1);
      expect(await checkLedger(t.prisma)).toEqual([]);
    });

    it('a release above DEPOSIT_REVIEW_ABOVE waits for a second finance person in the payouts queue, then credits once (issue 28 item 1)', async () => {
      const m = await memberWithOrder(720);
      await node.transfer(token, m.address, 7500n * USDT); // above USDT_REVIEW_ABOVE (5000): held; 54,000 CNY at the seed's rate
      await node.mine(CONFIRMATIONS);
      await watch();
      const [big] = await transfersTo(m.userId);
      expect(big!.state).toBe(ChainTransferState.held);
      const releaser = await staffToken(t, `releaser${Date.now()}`);
      const queued = await post(t.app, '/api/admin/chain/approve', { id: big!.id.toString() }, { token: releaser, lang: 'en_US' });
      expect(queued).toMatchObject({ code: 200, message: expect.stringContaining('payouts queue'), data: { state: 'held' } });
      expect(await balanceOf(t, m.token)).toBe('0.00');
      const payout = await t.prisma.housePayout.findFirstOrThrow({ where: { source: 'chain', sourceRef: big!.id.toString() } });
      expect(payout).toMatchObject({ kind: 'deposit.approve', state: 'pending' });
      expect(payout.amount.toFixed(2)).toBe('54000.00');
      // Neither a second release nor a rejection on the chain screen decides it; nor does the releaser in the queue.
      expect((await post(t.app, '/api/admin/chain/approve', { id: big!.id.toString() }, { token: admin })).code).toBe(203);
      expect((await post(t.app, '/api/admin/chain/reject', { id: big!.id.toString(), reason: 'x' }, { token: admin })).code).toBe(203);
      expect((await post(t.app, '/api/admin/payouts/approve', { id: payout.id }, { token: releaser })).code).toBe(203);
      expect(await balanceOf(t, m.token)).toBe('0.00');
      const approved = await post(t.app, '/api/admin/payouts/approve', { id: payout.id }, { token: admin });
      expect(approved.code, approved.message).toBe(200);
      expect(await balanceOf(t, m.token)).toBe('54000.00');
      expect((await t.prisma.chainTransfer.findUniqueOrThrow({ where: { id: big!.id } })).state).toBe(ChainTransferState.credited);
      expect((await post(t.app, '/api/admin/payouts/approve', { id: payout.id }, { token: admin })).code).toBe(203);
      expect(await checkLedger(t.prisma)).toEqual([]);
    });

    it('a rescan from an earlier block (finance, audited) records what was missed and credits nothing twice', async () => {
      const m = await memberWithOrder(720);
      const from = await node.blockNumber();
      await node.transfer(token, m.address, 100n * USDT);
      await node.mine(CONFIRMATIONS);
      await watch();
      const before = [await t.prisma.chainTransfer.count(), await t.prisma.journalEntry.count()];
      const rescan = await post(t.app, '/api/admin/chain/rescan', { chain: 'ERC20', from_block: Number(from) }, { token: admin });
      expect(rescan.code, rescan.message).toBe(200);
      expect(rescan.data.find((c: { chain: string }) => c.chain === 'ERC20').cursor_block).toBe((from - 1n).toString());
      expect(await t.prisma.auditLog.count({ where: { action: 'chain.rescan' } })).toBeGreaterThan(0);
      await watch();
      expect([await t.prisma.chainTransfer.count(), await t.prisma.journalEntry.count()]).toEqual(before);
      expect(await balanceOf(t, m.token)).toBe('720.00');
      expect((await post(t.app, '/api/admin/chain/rescan', { chain: 'TRC20', from_block: 1 }, { token: admin })).code).not.toBe(200);
    });
  });

  function transferData(to: string, raw: bigint): string {
    return `0xa9059cbb${to.slice(2).toLowerCase().padStart(64, '0')}${raw.toString(16).padStart(64, '0')}`;
  }

  /** A second watcher over the same database and node (another process's). */
  function newWatcher(rpcUrl = node.url) {
    const e = t.config.chain.erc20;
    const settle = t.services.chain.settlement;
    return createErc20Watcher({
      sql: t.sql,
      clock: t.core.clock,
      rpc: createRpc(rpcUrl),
      settlement: settle,
      contract: e.contract,
      confirmations: e.confirmations,
      chunkBlocks: e.chunkBlocks,
      startBlock: e.startBlock,
    });
  }
});
