import { createPrivateKey, createPublicKey, createSign, createVerify, sign, type KeyObject } from 'node:crypto';

// Hub88's signatures: RSA-SHA256 of the raw body, base64, in the X-Hub88-Signature header; the
// provider signs its requests with its key, the portal its replies with its own.

export const SIGNATURE_HEADER = 'X-Hub88-Signature';

export function signBody(body: Buffer | string, key: KeyObject): string {
  return createSign('RSA-SHA256').update(body).sign(key, 'base64');
}

/**
 * signBody off the event loop (node:crypto's sign with a callback runs in libuv's thread pool): an
 * RSA-2048 signature costs about 1 ms of CPU, which the loop then spends on other requests.
 */
export function signBodyAsync(body: string, key: KeyObject): Promise<string> {
  return new Promise((resolve, reject) => {
    sign('sha256', Buffer.from(body), key, (err, signature) => (err ? reject(err) : resolve(signature.toString('base64'))));
  });
}

export function verifyBody(body: Buffer | string, signature: string, key: KeyObject): boolean {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(signature)) return false;
  try {
    return createVerify('RSA-SHA256').update(body).verify(key, signature, 'base64');
  } catch {
    return false;
  }
}

/** The RSA public key of a PEM, or null when it is none. */
export function rsaPublicKey(pem: string): KeyObject | null {
  if (!pem.includes('-----BEGIN')) return null;
  try {
    const key = createPublicKey(pem);
    return key.asymmetricKeyType === 'rsa' ? key : null;
  } catch {
    return null;
  }
}

/** The portal's signing key and the public key it publishes (PEM, SPKI). */
export function portalKeys(privatePem: string) {
  const privateKey = createPrivateKey(privatePem);
  const publicPem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
  return { privateKey, publicPem };
}
export type PortalKeys = ReturnType<typeof portalKeys>;
