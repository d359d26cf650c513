import { createSecretKey, type KeyObject } from 'node:crypto';

const keys = new Map<string, KeyObject>();

/**
 * The HMAC key object of a secret, built once. Given a plain string, jsonwebtoken rebuilds a key
 * on every sign and verify (first trying it as a public key, which throws): a quarter of the
 * API's CPU under load.
 */
export function signingKey(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = createSecretKey(Buffer.from(secret, 'utf8'))));
  return key;
}
