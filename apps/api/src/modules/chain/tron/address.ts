import { createHash } from 'node:crypto';
import { createBase58check } from '@scure/base';
import { keccak_256 } from '@noble/hashes/sha3.js';

// TRON addresses: 21 bytes, 0x41 then the last 20 bytes of keccak-256 of the uncompressed public
// key. The wallet shows them base58check (`T…`); the node's HTTP API speaks hex (`41…`).

const base58check = createBase58check((data: Uint8Array) => new Uint8Array(createHash('sha256').update(data).digest()));

const TRON_PREFIX = 0x41;
const HEX_ADDRESS = /^41[0-9a-f]{40}$/;

/** `41…` hex (any case, with or without 0x) → `T…`. */
export function tronBase58(hex: string): string {
  const clean = hex.toLowerCase().replace(/^0x/, '');
  const full = clean.length === 40 ? `41${clean}` : clean;
  if (!HEX_ADDRESS.test(full)) throw new Error(`not a TRON hex address: ${hex}`);
  return base58check.encode(Buffer.from(full, 'hex'));
}

/** `T…` → `41…` hex; null when it is not a valid TRON address (bad checksum, wrong prefix or length). */
export function tronHex(address: string): string | null {
  try {
    const bytes = base58check.decode(address);
    if (bytes.length !== 21 || bytes[0] !== TRON_PREFIX) return null;
    return Buffer.from(bytes).toString('hex');
  } catch {
    return null;
  }
}

/** The TRON address of an uncompressed secp256k1 public key (65 bytes, 0x04 first). */
export function tronAddressOfPublicKey(uncompressed: Uint8Array): string {
  if (uncompressed.length !== 65 || uncompressed[0] !== 4) throw new Error('an uncompressed public key is 65 bytes starting 0x04');
  const hash = keccak_256(uncompressed.subarray(1));
  return tronBase58(`41${Buffer.from(hash.subarray(12)).toString('hex')}`);
}
