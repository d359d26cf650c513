import { createHash, randomBytes } from 'node:crypto';

// Dependency-free, so the browser tests import these too.

/** A valid TRON (TRC20) address: base58check of 0x41 + 20 random bytes. */
export function trc20Address(): string {
  const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
  const body = Buffer.concat([Buffer.from([0x41]), randomBytes(20)]);
  const check = createHash('sha256').update(createHash('sha256').update(body).digest()).digest().subarray(0, 4);
  let n = BigInt(`0x${Buffer.concat([body, check]).toString('hex')}`);
  let out = '';
  while (n > 0n) {
    out = alphabet[Number(n % 58n)]! + out;
    n /= 58n;
  }
  return out;
}

/** A valid Ethereum (ERC20) address in lower case (no checksum to follow). */
export const erc20Address = () => `0x${randomBytes(20).toString('hex')}`;
