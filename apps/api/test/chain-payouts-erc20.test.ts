import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderState, toChecksumAddress } from '@portal/contracts';
import { adminToken, createTestApp, post, type TestApp } from './support/app.js';
import { cashierMember, erc20Address } from './support/cashier.js';
import { anvilBinary, startAnvil, type Anvil } from './support/chain/anvil.js';

// A USDT (ERC20) payout verified on a real EVM node: finance records the tx hash; once the
// transaction has the confirmations the watcher's job marks it verified, or flagged with what differs.

const CONFIRMATIONS = 3;
const XPUB = HDKey.fromMasterSeed(mnemonicToSeedSync('abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about')).derive(
  "m/44'/60'/0'",
).publicExtendedKey;

const binary = anvilBinary();
if (!binary) console.warn('chain-payouts-erc20.test.ts skipped: the anvil binary of @foundry-rs/anvil is missing for this platform');

describe.skipIf(!binary)('USDT (ERC20) payouts verified on chain', () => {
  let node: Anvil;
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    node = await startAnvil(binary!);
    token = await node.deployToken();
    t = await createTestApp({
      CAPTCHA_MODE: 'off',
      USDT_ERC20_XPUB: XPUB,
      USDT_ERC20_RPC_URL: node.url,
      USDT_ERC20_CONTRACT: token,
      USDT_ERC20_CONFIRMATIONS: String(CONFIRMATIONS),
      USDT_ERC20_START_BLOCK: String(await node.blockNumber()),
      USDT_ERC20_PAYOUT_FROM: node.sender,
    });
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await node?.stop();
  });

  let seq = 0;
  async function approvedWithdrawal(usdt: string) {
    const m = await cashierMember(t);
    const to = erc20Address();
    const w = await t.prisma.withdrawal.create({
      data: {
        orderNo: `WERC${Date.now()}${++seq}`,
        userId: m.userId,
        cardType: 2,
        bank: 'USDT',
        bankNo: to,
        bankOwner: 'ERC20',
        protocol: 'ERC20',
        amount: '1000.00',
        usdtRate: '7.2',
        usdtAmount: usdt,
        fee: '0',
        state: OrderState.approved,
        createdAt: new Date(),
      },
    });
    return { ...w, to };
  }

  it('verified once the transaction has the confirmations; a payout to another address is flagged saying so', async () => {
    const admin = await adminToken(t);
    const good = await approvedWithdrawal('25.50');
    const wrong = await approvedWithdrawal('10.00');
    const paid = await node.transfer(token, good.to, 25_500_000n);
    const misdirected = await node.transfer(token, erc20Address(), 10_000_000n);
    for (const [w, tx] of [
      [good, paid.hash],
      [wrong, misdirected.hash],
    ] as const) {
      const r = await post(t.app, '/api/admin/withdrawals/payout', { order_no: w.orderNo, tx_hash: tx }, { token: admin });
      expect(r.code, r.message).toBe(200);
    }
    const job = t.modules.flatMap((m) => m.jobs ?? []).find((j) => j.name === 'chain-watch-erc20')!;
    await job.run();
    const row = (id: bigint) => t.prisma.withdrawal.findUniqueOrThrow({ where: { id } });
    expect((await row(good.id)).payoutState).toBe('pending');
    await node.mine(CONFIRMATIONS);
    const result = (await job.run()) as { payouts?: unknown };
    expect(result.payouts).toEqual({ verified: 1, flagged: 1 });
    expect(await row(good.id)).toMatchObject({ payoutState: 'verified', payoutTx: paid.hash });
    const flagged = await row(wrong.id);
    expect(flagged.payoutState).toBe('flagged');
    expect(flagged.payoutNote).toMatch(new RegExp(`^paid to 0x[0-9a-fA-F]{40}, the member's bound address is ${toChecksumAddress(wrong.to.slice(2))}$`));
  });
});
