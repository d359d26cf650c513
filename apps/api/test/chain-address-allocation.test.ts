import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { TronWeb } from 'tronweb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChainTransferState, type UsdtProtocol } from '@portal/contracts';
import { checkLedger } from '../src/modules/wallet/invariants.js';
import { deriveAddress, parseXpub } from '../src/modules/chain/derive.js';
import { adminToken, createTestApp, post, type TestApp } from './support/app.js';
import { balanceOf, cashierMember } from './support/cashier.js';
import { anvilBinary, startAnvil, type Anvil } from './support/chain/anvil.js';
import { startTronGrid, type TronGridServer } from './support/trongrid-server.js';

// Members' USDT deposit addresses: given from index 1 (index 0 of the seed is where the operator's
// own wallet usually sits), never a configured hot wallet, and a transfer made to an address before
// it was given to the member is held for staff, not credited to them (a staff rescan, or a
// watcher running behind, reads it only afterwards).

const MNEMONIC = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const root = HDKey.fromMasterSeed(mnemonicToSeedSync(MNEMONIC));
const XPUB: Record<UsdtProtocol, string> = {
  ERC20: root.derive("m/44'/60'/0'").publicExtendedKey,
  TRC20: root.derive("m/44'/195'/0'").publicExtendedKey,
};
const at = (protocol: UsdtProtocol, idx: number) => deriveAddress(protocol, parseXpub(XPUB[protocol]), idx);
/** The operator's ERC20 hot wallet is the seed's index 2 here, the TRC20 one its index 0. */
const ERC20_HOT = at('ERC20', 2);
const TRC20_HOT = at('TRC20', 0);
const CONFIRMATIONS = 3;
const USDT = 1_000_000n;
const key = (n: number) => n.toString(16).padStart(64, '0');
const TRON_TOKEN = TronWeb.address.fromPrivateKey(key(9001)) as string;
const TRON_PAYER = key(77);
const BEFORE = /^sent before this address was given to the member \(block \d+; given at block \d+\)$/;

const binary = anvilBinary();
if (!binary) console.warn('chain-address-allocation.test.ts skipped: the anvil binary of @foundry-rs/anvil is missing for this platform');

describe.skipIf(!binary)('USDT deposit addresses: from index 1, never a hot wallet, nothing sent before they were given credited', () => {
  let node: Anvil;
  let grid: TronGridServer;
  let t: TestApp;
  let admin: string;
  let token: string;

  beforeAll(async () => {
    node = await startAnvil(binary!);
    token = await node.deployToken();
    grid = await startTronGrid();
    t = await createTestApp({
      CAPTCHA_MODE: 'off',
      USDT_ERC20_XPUB: XPUB.ERC20,
      USDT_ERC20_RPC_URL: node.url,
      USDT_ERC20_CONTRACT: token,
      USDT_ERC20_CONFIRMATIONS: String(CONFIRMATIONS),
      USDT_ERC20_START_BLOCK: String(await node.blockNumber()),
      USDT_ERC20_PAYOUT_FROM: ERC20_HOT,
      USDT_TRC20_XPUB: XPUB.TRC20,
      USDT_TRC20_API_URL: grid.url,
      USDT_TRC20_CONTRACT: TRON_TOKEN,
      USDT_TRC20_START_BLOCK: '0',
      USDT_TRC20_PAYOUT_FROM: TRC20_HOT,
    });
    admin = await adminToken(t);
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await node?.stop();
    await grid?.close();
  });

  const myAddress = async (memberToken: string, protocol: UsdtProtocol) => {
    const r = await post(t.app, '/api/usdt/address', { protocol }, { token: memberToken });
    expect(r.code, r.message).toBe(200);
    return (r.data as { address: string } | null)?.address ?? null;
  };
  const rowOf = (userId: number, chain: UsdtProtocol) => t.prisma.memberDepositAddress.findUniqueOrThrow({ where: { chain_userId: { chain, userId } } });
  const transfersTo = (userId: number) => t.prisma.chainTransfer.findMany({ where: { userId }, orderBy: [{ blockNumber: 'asc' }, { logIndex: 'asc' }] });
  const erc20Watch = () => t.services.chain.erc20!.watch();
  const trc20Watch = () => t.services.chain.trc20!.watch();
  /** The address the next member of `chain` will get: the index after the highest, past the hot wallet. */
  async function nextAddress(chain: UsdtProtocol): Promise<string> {
    const [row] = await t.sql.query<{ idx: number }>('SELECT COALESCE(max(idx), 0)::int AS idx FROM member_deposit_addresses WHERE chain = $1', [chain]);
    let idx = row!.idx + 1;
    while ([ERC20_HOT, TRC20_HOT].includes(at(chain, idx))) idx++;
    return at(chain, idx);
  }

  it('gives indexes from 1, passes over the hot wallet for good, and the database refuses a new index 0', async () => {
    const [a, b, c] = [await cashierMember(t), await cashierMember(t), await cashierMember(t)];
    expect(await myAddress(a.token, 'ERC20')).toBe(at('ERC20', 1));
    expect(await myAddress(b.token, 'ERC20')).toBe(at('ERC20', 3)); // index 2 is the hot wallet
    expect(await myAddress(c.token, 'ERC20')).toBe(at('ERC20', 4));
    expect((await rowOf(b.userId, 'ERC20')).idx).toBe(3);
    expect(await myAddress(a.token, 'TRC20')).toBe(at('TRC20', 1));
    expect((await rowOf(a.userId, 'TRC20')).idx).toBe(1);
    // Each address was given with the chain's head of that moment.
    expect((await rowOf(a.userId, 'ERC20')).allocatedBlock).toBe(await node.blockNumber());
    const addresses = (await t.prisma.memberDepositAddress.findMany()).map((r) => r.address);
    expect(addresses).not.toContain(ERC20_HOT);
    expect(addresses).not.toContain(TRC20_HOT);
    await expect(
      t.sql.query("INSERT INTO member_deposit_addresses (chain, user_id, idx, address, created_at) VALUES ('ERC20', $1, 0, $2, now())", [
        (await cashierMember(t)).userId,
        at('ERC20', 0),
      ]),
    ).rejects.toMatchObject({ code: '23514' });
  });

  it('a transfer to the next address before a member got it, read after a staff rescan, is held with that reason; what the member sent after is credited', async () => {
    const address = await nextAddress('ERC20');
    const early = await node.transfer(token, address, 40n * USDT);
    await node.mine(CONFIRMATIONS);
    await erc20Watch(); // nobody's address yet: not recorded
    const m = await cashierMember(t);
    expect(await myAddress(m.token, 'ERC20')).toBe(address);
    await node.transfer(token, address, 10n * USDT);
    await node.mine(CONFIRMATIONS);
    const rescan = await post(t.app, '/api/admin/chain/rescan', { chain: 'ERC20', from_block: Number(early.blockNumber) }, { token: admin });
    expect(rescan.code, rescan.message).toBe(200);
    await erc20Watch();
    const rows = await transfersTo(m.userId);
    expect(rows.map((r) => [r.usdtAmount!.toFixed(2), r.state])).toEqual([
      ['40.00', ChainTransferState.held],
      ['10.00', ChainTransferState.credited],
    ]);
    expect(rows[0]!.reason).toMatch(BEFORE);
    expect(rows[0]!.txHash).toBe(early.hash);
    expect(await balanceOf(t, m.token)).toBe('72.00'); // 10 USDT at 7.2; not 360.00
    // Staff may still release it after a look.
    const approved = await post(t.app, '/api/admin/chain/approve', { id: rows[0]!.id.toString() }, { token: admin });
    expect(approved.code, approved.message).toBe(200);
    expect(await balanceOf(t, m.token)).toBe('360.00');
    expect(await checkLedger(t.prisma)).toEqual([]);
  });

  it('TRC20: a transfer the watcher reads only after the address was given is held when it was made before', async () => {
    const address = await nextAddress('TRC20');
    grid.transfer({ fromKey: TRON_PAYER, token: TRON_TOKEN, to: address, amount: 40n * USDT });
    const m = await cashierMember(t);
    expect(await myAddress(m.token, 'TRC20')).toBe(address);
    grid.transfer({ fromKey: TRON_PAYER, token: TRON_TOKEN, to: address, amount: 10n * USDT });
    grid.solidify();
    await trc20Watch();
    const rows = await transfersTo(m.userId);
    expect(rows.map((r) => [r.usdtAmount!.toFixed(2), r.state])).toEqual([
      ['40.00', ChainTransferState.held],
      ['10.00', ChainTransferState.credited],
    ]);
    expect(rows[0]!.reason).toMatch(BEFORE);
    expect(await balanceOf(t, m.token)).toBe('72.00');
  });

  it('an address given before the head was recorded: judged by the block time against when it was given', async () => {
    const late = await cashierMember(t);
    const onTime = await cashierMember(t);
    // Rows as this portal wrote them before allocated_block existed (no head recorded).
    for (const [m, idx] of [
      [late, 1000],
      [onTime, 1001],
    ] as const)
      await t.sql.query('INSERT INTO member_deposit_addresses (chain, user_id, idx, address, created_at) VALUES ($1, $2, $3, $4, $5)', [
        'ERC20',
        m.userId,
        idx,
        at('ERC20', idx),
        new Date(),
      ]);
    const sentEarly = await node.transfer(token, at('ERC20', 1000), 20n * USDT);
    const sentLate = await node.transfer(token, at('ERC20', 1001), 20n * USDT);
    const blockTime = async (n: bigint) =>
      new Date(Number(BigInt((await node.rpc<{ timestamp: string }>('eth_getBlockByNumber', [`0x${n.toString(16)}`, false])).timestamp)) * 1000);
    // `late` was given the address a minute after the block of the transfer to it; `onTime` a minute before.
    await t.sql.query('UPDATE member_deposit_addresses SET created_at = $2 WHERE user_id = $1', [
      late.userId,
      new Date((await blockTime(sentEarly.blockNumber)).getTime() + 60_000),
    ]);
    await t.sql.query('UPDATE member_deposit_addresses SET created_at = $2 WHERE user_id = $1', [
      onTime.userId,
      new Date((await blockTime(sentLate.blockNumber)).getTime() - 60_000),
    ]);
    await node.mine(CONFIRMATIONS);
    await erc20Watch();
    const [held] = await transfersTo(late.userId);
    expect(held).toMatchObject({ state: ChainTransferState.held });
    expect(held!.reason).toMatch(/^sent before this address was given to the member \(block time .+Z; given at .+Z\)$/);
    expect((await transfersTo(onTime.userId)).map((r) => r.state)).toEqual([ChainTransferState.credited]);
    expect(await balanceOf(t, late.token)).toBe('0.00');
    expect(await balanceOf(t, onTime.token)).toBe('144.00');
  });

  it('an index-0 address given before this change stays its member’s, but when it is the hot wallet it is no longer shown and what arrives there is held', async () => {
    const m = await cashierMember(t);
    // Written before the migration that refuses a new index 0 (its check is NOT VALID: old rows stay).
    await t.sql.tx(async (tx) => {
      await tx.query('ALTER TABLE member_deposit_addresses DROP CONSTRAINT member_deposit_addresses_idx_from_1');
      await tx.query(
        "INSERT INTO member_deposit_addresses (chain, user_id, idx, address, created_at) VALUES ('TRC20', $1, 0, $2, now() - interval '30 days')",
        [m.userId, TRC20_HOT],
      );
      await tx.query('ALTER TABLE member_deposit_addresses ADD CONSTRAINT member_deposit_addresses_idx_from_1 CHECK (idx >= 1) NOT VALID');
    });
    expect(await myAddress(m.token, 'TRC20')).toBeNull();
    grid.transfer({ fromKey: TRON_PAYER, token: TRON_TOKEN, to: TRC20_HOT, amount: 500n * USDT }); // the operator tops up its hot wallet
    grid.solidify();
    await trc20Watch();
    const rows = await transfersTo(m.userId);
    expect(rows.map((r) => [r.state, r.reason])).toEqual([
      [ChainTransferState.held, `sent to the hot wallet ${TRC20_HOT} (USDT_TRC20_PAYOUT_FROM), not a member's own address`],
    ]);
    expect(await balanceOf(t, m.token)).toBe('0.00');
    expect(await t.prisma.memberDepositAddress.count({ where: { userId: m.userId } })).toBe(1);
  });
});
