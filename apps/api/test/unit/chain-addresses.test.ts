import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { createBase58check } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2.js';
import { mnemonicToAccount, privateKeyToAddress } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { erc20Address, parseXpub, trc20Address } from '../../src/modules/chain/derive.js';

// Watch-only derivation checked against addresses computed elsewhere: viem's own HD accounts
// (from the mnemonic, i.e. with the private keys) and the published addresses of the BIP-39 test
// mnemonic. The server gets only the account-level xpub.

const MNEMONIC = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const root = HDKey.fromMasterSeed(mnemonicToSeedSync(MNEMONIC));
export const TEST_ERC20_XPUB = root.derive("m/44'/60'/0'").publicExtendedKey;
const TRC20_XPUB = root.derive("m/44'/195'/0'").publicExtendedKey;

describe('deposit addresses from an account xpub', () => {
  it("ERC20: m/44'/60'/0'/0/i in EIP-55 form, the same as viem's accounts of the mnemonic", () => {
    const account = parseXpub(TEST_ERC20_XPUB);
    expect(erc20Address(account, 0)).toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94');
    for (const i of [0, 1, 2, 7, 1000]) expect(erc20Address(account, i)).toBe(mnemonicToAccount(MNEMONIC, { addressIndex: i }).address);
  });

  it("TRC20: m/44'/195'/0'/0/i as base58check T… (0x41 + the Ethereum-style 20 bytes)", () => {
    const account = parseXpub(TRC20_XPUB);
    expect(trc20Address(account, 0)).toBe('TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH');
    const decode = createBase58check(sha256).decode;
    for (const i of [0, 1, 5]) {
      const address = trc20Address(account, i);
      expect(address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
      const bytes = decode(address);
      expect(bytes[0]).toBe(0x41);
      // The same key from the private side: viem's address of the private key at m/44'/195'/0'/0/i.
      const privateKey = `0x${Buffer.from(root.derive(`m/44'/195'/0'/0/${i}`).privateKey!).toString('hex')}` as const;
      const evm = privateKeyToAddress(privateKey).slice(2).toLowerCase();
      expect(Buffer.from(bytes.subarray(1)).toString('hex')).toBe(evm);
    }
  });

  it('refuses an extended private key (the server never holds one)', () => {
    expect(() => parseXpub(root.derive("m/44'/60'/0'").privateExtendedKey)).toThrow(/PRIVATE/);
  });
});
