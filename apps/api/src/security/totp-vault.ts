import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Sql } from '../db/sql.js';
import { adminsWithTotp, sealTotpColumn } from './store.js';

/**
 * Staff TOTP secrets at rest: AES-256-GCM under STAFF_TOTP_KEY, stored as
 * `v1:<iv>:<tag>:<ciphertext>` (base64url). The account id is the additional authenticated data,
 * so a sealed secret copied onto another staff row does not open there. A stored value without
 * the `v1:` prefix is a plaintext base32 secret written by an older portal: it still opens (a
 * running deployment keeps working) and `sealPlaintextTotpSecrets` seals it at start-up.
 */
export interface TotpVault {
  seal(secret: string, adminId: number): string;
  open(stored: string, adminId: number): string;
  isSealed(stored: string): boolean;
}

const VERSION = 'v1';
const IV_BYTES = 12;

export class TotpVaultError extends Error {}

export function createTotpVault(key: Buffer): TotpVault {
  if (key.length !== 32) throw new TotpVaultError('STAFF_TOTP_KEY must be 32 bytes');
  const aad = (adminId: number) => Buffer.from(`admins.totp:${adminId}`, 'utf8');
  const isSealed = (stored: string) => stored.startsWith(`${VERSION}:`);

  function seal(secret: string, adminId: number): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(aad(adminId));
    const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join(':');
  }

  function open(stored: string, adminId: number): string {
    if (!isSealed(stored)) return stored;
    const [, iv, tag, body] = stored.split(':');
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv ?? '', 'base64url')).setAAD(aad(adminId));
      decipher.setAuthTag(Buffer.from(tag ?? '', 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body ?? '', 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      throw new TotpVaultError(
        `The TOTP secret of staff account ${adminId} does not open with STAFF_TOTP_KEY (was the key changed?); a super admin can reset that account's TOTP.`,
      );
    }
  }

  return { seal, open, isSealed };
}

/**
 * Seals every plaintext TOTP secret (and pending enrolment) left by an older portal; run at each
 * start, before requests. Each row is rewritten only if it still holds the plaintext it read, so
 * several processes starting at once seal it once. Returns how many values it sealed.
 */
export async function sealPlaintextTotpSecrets(sql: Sql, vault: TotpVault): Promise<number> {
  let sealed = 0;
  for (const row of await adminsWithTotp(sql)) {
    for (const column of ['totp_secret', 'totp_pending'] as const) {
      const plain = row[column];
      if (plain === null || vault.isSealed(plain)) continue;
      if (await sealTotpColumn(sql, { id: row.id, column, plain, sealed: vault.seal(plain, row.id) })) sealed += 1;
    }
  }
  return sealed;
}
