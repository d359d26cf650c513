import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import QRCode from 'qrcode';
import { TronWeb } from 'tronweb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from './support/app.js';
import { cashierMember } from './support/cashier.js';
import { startTronGrid, type TronGridServer } from './support/trongrid-server.js';

// POST /api/usdt/address {protocol}: the member's own deposit address on the recharge page, before
// any order: the same address the payment page shows later, its QR, the
// confirmations and the minimum; null for a protocol without own addresses (no xpub here: ERC20).

const MNEMONIC = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const XPUB = HDKey.fromMasterSeed(mnemonicToSeedSync(MNEMONIC)).derive("m/44'/195'/0'").publicExtendedKey;
const TOKEN = TronWeb.address.fromPrivateKey((9001).toString(16).padStart(64, '0')) as string;

describe('the member’s own USDT address before an order', () => {
  let grid: TronGridServer;
  let t: TestApp;

  beforeAll(async () => {
    grid = await startTronGrid();
    t = await createTestApp({
      CAPTCHA_MODE: 'off',
      USDT_TRC20_XPUB: XPUB,
      USDT_TRC20_API_URL: grid.url,
      USDT_TRC20_CONTRACT: TOKEN,
      USDT_TRC20_START_BLOCK: '0',
      USDT_MIN_DEPOSIT: '5',
    });
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await grid?.close();
  });

  it('gives each member their own TRON address with its QR, the confirmations and the minimum; the payment page shows the same address', async () => {
    const a = await cashierMember(t);
    const b = await cashierMember(t);
    const mine = await post(t.app, '/api/usdt/address', { protocol: 'TRC20' }, { token: a.token });
    expect(mine.code, mine.message).toBe(200);
    expect(mine.data).toMatchObject({ confirmations: 19, min_usdt: '5' });
    const address = mine.data.address as string;
    expect(address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    // The QR encodes the address (a TRON wallet scans a plain address).
    expect(mine.data.qr_image).toBe(await QRCode.toDataURL(address, { margin: 1, width: 240 }));
    // Stored once: asking again gives the same address, another member gets another one.
    expect((await post(t.app, '/api/usdt/address', { protocol: 'TRC20' }, { token: a.token })).data.address).toBe(address);
    const other = await post(t.app, '/api/usdt/address', { protocol: 'TRC20' }, { token: b.token });
    expect(other.data.address).not.toBe(address);
    expect(await t.prisma.memberDepositAddress.findMany({ where: { userId: a.userId }, select: { chain: true, address: true } })).toEqual([
      { chain: 'TRC20', address },
    ]);
    // The order made afterwards is paid to that same address.
    const order = await post(t.app, '/api/recharge', { paytype: 'usdt', amount: 720, catepay: 'TRC20' }, { token: a.token });
    expect(order.code, order.message).toBe(200);
    const info = await post(t.app, '/api/payinfo', { deposit_no: order.message }, { token: a.token });
    expect(info.data.cardlist.mch_id).toBe(address);
  });

  it('answers null for a protocol without own addresses, and takes no address for it', async () => {
    const m = await cashierMember(t);
    const reply = await post(t.app, '/api/usdt/address', { protocol: 'ERC20' }, { token: m.token });
    expect(reply.code, reply.message).toBe(200);
    expect(reply.data).toBeNull();
    expect(await t.prisma.memberDepositAddress.count({ where: { userId: m.userId } })).toBe(0);
  });

  it('refuses an unknown protocol and a caller who is not signed in', async () => {
    const m = await cashierMember(t);
    const bad = await post(t.app, '/api/usdt/address', { protocol: 'BEP20' }, { token: m.token, lang: 'en_US' });
    expect(bad.code).not.toBe(200);
    expect(bad.message).toBe('Choose the chain (ERC20 or TRC20)');
    const anonymous = await post(t.app, '/api/usdt/address', { protocol: 'TRC20' });
    expect(anonymous.code).not.toBe(200);
    expect(await t.prisma.memberDepositAddress.count()).toBe(2);
  });
});
