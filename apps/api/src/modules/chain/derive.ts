import { HDKey } from '@scure/bip32';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { toChecksumAddress, type UsdtProtocol } from '@portal/contracts';
import { tronBase58 } from './tron/address.js';

// Watch-only deposit addresses: from an account-level extended PUBLIC key (BIP-44 m/44'/60'/0' for
// ERC20, m/44'/195'/0' for TRC20) a member's address is the key at …/0/index (external chain,
// non-hardened), so the server derives every receiving address without holding any private key.
// Both chains use secp256k1 and the same address hash: the last 20 bytes of keccak-256 over the
// uncompressed public key (without its 0x04 prefix); Ethereum writes them in EIP-55 hex, TRON as
// base58check of 0x41 + those bytes.

/** Parses an account-level xpub; refuses a private extended key (the server must never hold one). */
export function parseXpub(xpub: string): HDKey {
  const key = HDKey.fromExtendedKey(xpub.trim());
  if (key.privateKey) throw new Error('an extended PRIVATE key was given: configure the account-level xpub, never the xprv or seed');
  return key;
}

/** The 20 address bytes of the key at …/0/index. */
function addressBytes(account: HDKey, index: number): Uint8Array {
  if (!Number.isInteger(index) || index < 0 || index >= 0x80000000) throw new Error(`address index out of range: ${index}`);
  const child = account.deriveChild(0).deriveChild(index);
  const uncompressed = secp256k1.Point.fromBytes(child.publicKey!).toBytes(false);
  return keccak_256(uncompressed.subarray(1)).subarray(12);
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** An Ethereum address in EIP-55 checksum form. */
export function erc20Address(account: HDKey, index: number): string {
  return toChecksumAddress(hex(addressBytes(account, index)));
}

/** A TRON address: base58check of 0x41 + the 20 bytes (T…). */
export function trc20Address(account: HDKey, index: number): string {
  return tronBase58(`41${hex(addressBytes(account, index))}`);
}

export function deriveAddress(protocol: UsdtProtocol, account: HDKey, index: number): string {
  return protocol === 'ERC20' ? erc20Address(account, index) : trc20Address(account, index);
}
