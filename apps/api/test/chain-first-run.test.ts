import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChainTransferState } from '@portal/contracts';
import { createTestApp, post, type TestApp } from './support/app.js';
import { balanceOf, cashierMember } from './support/cashier.js';
import { anvilBinary, startAnvil, type Anvil } from './support/chain/anvil.js';

// Without USDT_ERC20_START_BLOCK the ERC20 watcher's first run starts a little before the head, so a
// deposit sent before that first run (the server just started, its job not yet ticked) is credited.

const CONFIRMATIONS = 2;
const XPUB = HDKey.fromMasterSeed(mnemonicToSeedSync('abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about')).derive(
  "m/44'/60'/0'",
).publicExtendedKey;

const binary = anvilBinary();
if (!binary) console.warn('chain-first-run.test.ts skipped: the anvil binary of @foundry-rs/anvil is missing for this platform');

describe.skipIf(!binary)('the ERC20 watcher without a start block', () => {
  let node: Anvil;
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    node = await startAnvil(binary!);
    token = await node.deployToken();
    await node.mine(50);
    t = await createTestApp({
      CAPTCHA_MODE: 'off',
      USDT_ERC20_XPUB: XPUB,
      USDT_ERC20_RPC_URL: node.url,
      USDT_ERC20_CONTRACT: token,
      USDT_ERC20_CONFIRMATIONS: String(CONFIRMATIONS),
    });
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await node?.stop();
  });

  it('credits a deposit sent before its first run', async () => {
    const m = await cashierMember(t);
    const order = await post(t.app, '/api/recharge', { paytype: 'usdt', amount: 720, catepay: 'ERC20' }, { token: m.token });
    expect(order.code, order.message).toBe(200);
    const info = await post(t.app, '/api/payinfo', { deposit_no: order.message }, { token: m.token });
    const sent = await node.transfer(token, info.data.cardlist.mch_id as string, 100_000_000n);
    // Well past the last blocks every run reads again (its confirmations): only a start before the head finds it.
    await node.mine(CONFIRMATIONS + 20);
    expect(await t.prisma.chainCursor.count()).toBe(0); // the watcher has not run yet
    await t.services.chain.erc20!.watch();
    const [row] = await t.prisma.chainTransfer.findMany({ where: { userId: m.userId } });
    expect(row).toMatchObject({ state: ChainTransferState.credited, txHash: sent.hash });
    expect(await balanceOf(t, m.token)).toBe('720.00');
  });
});
