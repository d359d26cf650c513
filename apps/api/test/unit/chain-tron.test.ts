import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TronWeb } from 'tronweb';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { tronAddressOfPublicKey, tronBase58, tronHex } from '../../src/modules/chain/tron/address.js';
import { createTronGrid, TronGridError } from '../../src/modules/chain/tron/trongrid.js';
import { scanTronTransfers, verifiedSigner } from '../../src/modules/chain/tron/scan.js';
import { startTronGrid, type TronGridServer } from '../support/trongrid-server.js';

// The TRC20 side of USDT deposits: what a TronGrid-compatible provider says, checked against the
// transactions themselves (signed offline by tronweb, as a wallet signs them).

const USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'; // mainnet USDT
const FAKE = TronWeb.address.fromPrivateKey('e'.repeat(63) + '3') as string; // another contract, same symbol
const key = (n: number) => n.toString(16).padStart(64, '0');
const addressOf = (n: number) => TronWeb.address.fromPrivateKey(key(n)) as string;
const payer = key(7);
const alice = addressOf(101);
const bob = addressOf(102);
const stranger = addressOf(103);

let grid: TronGridServer;
beforeAll(async () => {
  grid = await startTronGrid();
});
afterAll(() => grid?.close());

describe('TRON addresses', () => {
  it('base58check both ways, the USDT contract as the explorers show it', () => {
    expect(tronHex(USDT)).toBe('41a614f803b6fd780986a42c78ec9c7f77e6ded13c');
    expect(tronBase58('41a614f803b6fd780986a42c78ec9c7f77e6ded13c')).toBe(USDT);
    expect(tronBase58('0xa614f803b6fd780986a42c78ec9c7f77e6ded13c')).toBe(USDT);
    // One character changed: the checksum refuses it.
    expect(tronHex(USDT.slice(0, -1) + (USDT.endsWith('t') ? 'u' : 't'))).toBeNull();
    expect(tronHex('0xa614f803b6fd780986a42c78ec9c7f77e6ded13c')).toBeNull();
  });

  it("a public key's address is the one tronweb gives for its private key", () => {
    for (const n of [1, 101, 999_999]) {
      const pub = secp256k1.getPublicKey(Buffer.from(key(n), 'hex'), false);
      expect(tronAddressOfPublicKey(pub)).toBe(addressOf(n));
    }
  });
});

describe('scanning a TronGrid-compatible API', () => {
  const client = () => createTronGrid({ baseUrl: grid.url, apiKey: 'k' });
  const scan = (addresses: string[], sinceMs = 0) => scanTronTransfers(client(), { contract: USDT, addresses, sinceMs });

  it('reads the token decimals from the contract', async () => {
    expect(await client().decimals(USDT)).toBe(6);
  });

  it('a transfer counts once solidified: not before, with its block, log index, amount and sender', async () => {
    const tx = grid.transfer({ fromKey: payer, token: USDT, to: alice, amount: 25_500_000n });
    expect((await scan([alice])).filter((o) => o.txHash === tx)).toEqual([]);
    grid.solidify();
    const [seen, ...more] = (await scan([alice])).filter((o) => o.txHash === tx);
    expect(more).toEqual([]);
    expect(seen).toMatchObject({ to: alice, from: addressOf(7), contract: USDT, rawAmount: 25_500_000n, logIndex: 0, ignored: null });
    expect(seen!.blockHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a fake token of the same name, a failed transaction and a zero transfer are seen and marked, never counted', async () => {
    const fake = grid.transfer({ fromKey: payer, token: FAKE, to: alice, amount: 1_000_000_000n });
    const failed = grid.transfer({ fromKey: payer, token: USDT, to: alice, amount: 5_000_000n, failed: true });
    const zero = grid.transfer({ fromKey: payer, token: USDT, to: alice, amount: 0n });
    grid.solidify();
    const seen = await scan([alice]);
    expect(seen.find((o) => o.txHash === fake)).toMatchObject({ ignored: 'fake-token', contract: FAKE });
    expect(seen.find((o) => o.txHash === failed)).toMatchObject({ ignored: 'failed', rawAmount: 5_000_000n, to: alice });
    expect(seen.find((o) => o.txHash === zero)).toMatchObject({ ignored: 'zero-value' });
  });

  it('two transfers in one transaction are two deposits (log 0 and log 1), to two members', async () => {
    const tx = grid.transfer({ fromKey: payer, token: USDT, to: alice, amount: 3_000_000n, alsoTo: [{ to: bob, amount: 4_000_000n }] });
    grid.solidify();
    const seen = (await scan([alice, bob])).filter((o) => o.txHash === tx);
    expect(seen.map((o) => [o.to, o.logIndex, o.rawAmount])).toEqual([
      [alice, 0, 3_000_000n],
      [bob, 1, 4_000_000n],
    ]);
  });

  it('reads every page, and only the watched addresses', async () => {
    const before = (await scan([bob])).length;
    const sent = Array.from({ length: 5 }, (_, i) => grid.transfer({ fromKey: payer, token: USDT, to: bob, amount: BigInt(1_000_000 + i) }));
    grid.transfer({ fromKey: payer, token: USDT, to: stranger, amount: 9_000_000n });
    grid.solidify();
    const pages = await createTronGrid({ baseUrl: grid.url }).transfersTo(bob, 0, 2);
    expect(pages.length).toBe(before + 5);
    const seen = await scan([bob]);
    expect(seen.filter((o) => sent.includes(o.txHash)).map((o) => o.rawAmount)).toEqual([1_000_000n, 1_000_001n, 1_000_002n, 1_000_003n, 1_000_004n]);
    expect(seen.some((o) => o.to === stranger)).toBe(false);
  });

  it('a transaction whose signature or id does not hold is marked unverified', async () => {
    const tx = grid.transfer({ fromKey: payer, token: USDT, to: alice, amount: 7_000_000n });
    grid.solidify();
    expect(verifiedSigner(grid.raw(tx).signed)).toBe(addressOf(7));
    const sig = grid.raw(tx).signed.signature[0]!;
    grid.raw(tx).signed.signature[0] = `${sig.slice(0, 10)}${sig[10] === '0' ? '1' : '0'}${sig.slice(11)}`;
    expect((await scan([alice])).find((o) => o.txHash === tx)).toMatchObject({ ignored: 'unverified' });
  });

  it('a 429 is an error that says so and how long to wait; the next scan after it reads normally', async () => {
    grid.refuse(1);
    const refused = await scan([alice]).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(TronGridError);
    expect(refused).toMatchObject({ status: 429, retryAfterMs: 2000 });
    expect((await scan([alice])).length).toBeGreaterThan(0);
  });

  it('the API key goes in the TRON-PRO-API-KEY header, and a provider that hangs times out', async () => {
    const seenHeaders: string[] = [];
    const spy: typeof fetch = async (input, init) => {
      seenHeaders.push(String((init?.headers as Record<string, string>)['TRON-PRO-API-KEY']));
      return fetch(input, init);
    };
    await createTronGrid({ baseUrl: grid.url, apiKey: 'secret-key', fetch: spy }).decimals(USDT);
    expect(seenHeaders).toEqual(['secret-key']);
    const hang: typeof fetch = (_input, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    await expect(createTronGrid({ baseUrl: grid.url, timeoutMs: 50, fetch: hang }).decimals(USDT)).rejects.toMatchObject({ status: null });
  });
});
