import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTotpVault } from '../../src/security/totp-vault.js';

describe('the staff TOTP vault (AES-256-GCM under STAFF_TOTP_KEY)', () => {
  const vault = createTotpVault(randomBytes(32));

  it('seals a secret into a versioned ciphertext that opens only for the same account', () => {
    const sealed = vault.seal('JBSWY3DPEHPK3PXP', 7);
    expect(sealed).toMatch(/^v1:[\w-]{16}:[\w-]{22}:[\w-]+$/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(vault.seal('JBSWY3DPEHPK3PXP', 7)).not.toBe(sealed);
    expect(vault.open(sealed, 7)).toBe('JBSWY3DPEHPK3PXP');
    // Copied onto another staff row it does not open there.
    expect(() => vault.open(sealed, 8)).toThrow(/staff account 8 .*STAFF_TOTP_KEY/);
  });

  it('refuses a ciphertext sealed under another key or changed in any byte', () => {
    const sealed = vault.seal('JBSWY3DPEHPK3PXP', 1);
    expect(() => createTotpVault(randomBytes(32)).open(sealed, 1)).toThrow(/STAFF_TOTP_KEY/);
    const parts = sealed.split(':');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0]! ^= 1;
    expect(() => vault.open([parts[0], parts[1], parts[2], body.toString('base64url')].join(':'), 1)).toThrow(/STAFF_TOTP_KEY/);
  });

  it('opens a plaintext base32 secret of an older portal as it is', () => {
    expect(vault.isSealed('JBSWY3DPEHPK3PXP')).toBe(false);
    expect(vault.open('JBSWY3DPEHPK3PXP', 3)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('wants a 32-byte key', () => {
    expect(() => createTotpVault(randomBytes(16))).toThrow(/32 bytes/);
  });
});
