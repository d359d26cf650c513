import bcrypt from 'bcrypt';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { resolveSecrets } from '../../src/db/secrets.js';
import { createHasher } from '../../src/security/passwords.js';
import { seamlessWalletKey } from '../support/rsa-key.js';

// What the environment may say (src/config.ts): the refusals in production, the derived keys.

/** What production needs besides its refusals. */
const production = {
  JWT_SECRET: 'x'.repeat(40),
  DATABASE_URL: 'postgresql://a:b@localhost:5432/c',
  STAFF_TOTP_KEY: 'ab'.repeat(32),
  SEAMLESS_WALLET_PRIVATE_KEY: seamlessWalletKey,
};

describe('configuration', () => {
  it('refuses to switch captcha or rate limits off in production', () => {
    const base = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      DATABASE_URL: 'postgresql://a:b@localhost:5432/c',
      ADMIN_NAME: 'boss',
      ADMIN_PASSWORD: 'longpassword',
      STAFF_TOTP_KEY: 'ab'.repeat(32),
      SEAMLESS_WALLET_PRIVATE_KEY: seamlessWalletKey,
    };
    expect(() => loadConfig({ ...base, SEAMLESS_WALLET_PRIVATE_KEY: undefined })).toThrow(/SEAMLESS_WALLET_PRIVATE_KEY .*required when NODE_ENV=production/);
    expect(() => loadConfig({ ...base, CAPTCHA_MODE: 'off' })).toThrow(/CAPTCHA_MODE=off/);
    expect(() => loadConfig({ ...base, RATE_LIMIT_MODE: 'off' })).toThrow(/RATE_LIMIT_MODE=off/);
    expect(() => loadConfig({ ...base, JWT_SECRET: undefined })).toThrow(/JWT_SECRET/);
    expect(loadConfig(base).captchaEnabled).toBe(true);
    expect(loadConfig({ ...base, ADMIN_PASSWORD: undefined }).admin).toBeNull();
  });

  it('STAFF_TOTP_REQUIRED is on by default in production (super admins and finance enrol a TOTP), off elsewhere; either may be set', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      DATABASE_URL: 'postgresql://a:b@localhost:5432/c',
      STAFF_TOTP_KEY: 'ab'.repeat(32),
      SEAMLESS_WALLET_PRIVATE_KEY: seamlessWalletKey,
    };
    expect(loadConfig(production).staffTotpRequired).toBe(true);
    expect(loadConfig({ ...production, STAFF_TOTP_REQUIRED: 'off' }).staffTotpRequired).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).staffTotpRequired).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', STAFF_TOTP_REQUIRED: 'on' }).staffTotpRequired).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'development', STAFF_TOTP_REQUIRED: 'yes' })).toThrow();
  });

  it('production needs its own STAFF_TOTP_KEY (32 bytes, hex or base64); elsewhere a development key is derived from the signing secret', async () => {
    const base = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      DATABASE_URL: 'postgresql://a:b@localhost:5432/c',
      SEAMLESS_WALLET_PRIVATE_KEY: seamlessWalletKey,
    };
    expect(() => loadConfig(base)).toThrow(/STAFF_TOTP_KEY .*required when NODE_ENV=production/);
    expect(() => loadConfig({ ...base, STAFF_TOTP_KEY: '' })).toThrow(/STAFF_TOTP_KEY/);
    expect(() => loadConfig({ ...base, STAFF_TOTP_KEY: 'too-short' })).toThrow(/STAFF_TOTP_KEY must be 32 bytes/);
    expect(() => loadConfig({ ...base, STAFF_TOTP_KEY: 'ab'.repeat(31) })).toThrow(/STAFF_TOTP_KEY must be 32 bytes/);
    const key = Buffer.alloc(32, 7);
    expect(loadConfig({ ...base, STAFF_TOTP_KEY: key.toString('hex') }).staffTotpKey).toEqual(key);
    expect(loadConfig({ ...base, STAFF_TOTP_KEY: key.toString('base64') }).staffTotpKey).toEqual(key);

    // Derived once the signing secret is resolved (db/secrets.ts); with JWT_SECRET set no query runs.
    const noQuery = { query: () => Promise.reject(new Error('no query expected')) };
    expect(loadConfig({ NODE_ENV: 'development', JWT_SECRET: 'y'.repeat(40) }).staffTotpKey).toBeNull();
    const dev = async (secret: string) =>
      (await resolveSecrets(loadConfig({ NODE_ENV: 'development', JWT_SECRET: secret, SEAMLESS_WALLET_PRIVATE_KEY: seamlessWalletKey }), noQuery)).staffTotpKey;
    expect(await dev('y'.repeat(40))).toHaveLength(32);
    expect(await dev('y'.repeat(40))).toEqual(await dev('y'.repeat(40)));
    expect(await dev('y'.repeat(40))).not.toEqual(await dev('z'.repeat(40)));
    expect(await dev('y'.repeat(40))).not.toEqual(Buffer.from('y'.repeat(40)).subarray(0, 32));
    const own = Buffer.alloc(32, 9);
    expect(
      (
        await resolveSecrets(
          loadConfig({
            NODE_ENV: 'development',
            JWT_SECRET: 'y'.repeat(40),
            STAFF_TOTP_KEY: own.toString('hex'),
            SEAMLESS_WALLET_PRIVATE_KEY: seamlessWalletKey,
          }),
          noQuery,
        )
      ).staffTotpKey,
    ).toEqual(own);
  });

  it('hashes at BCRYPT_COST 10 by default; a cost below 10 only under NODE_ENV=test (the tests hash at 4)', async () => {
    expect(loadConfig({ NODE_ENV: 'production', ...production }).bcryptCost).toBe(10);
    expect(loadConfig({ NODE_ENV: 'production', ...production, BCRYPT_COST: '12' }).bcryptCost).toBe(12);
    for (const env of ['production', 'development'])
      expect(() => loadConfig({ NODE_ENV: env, ...production, BCRYPT_COST: '9' })).toThrow(/BCRYPT_COST below 10 is for tests only/);
    expect(loadConfig({ NODE_ENV: 'test', BCRYPT_COST: '4' }).bcryptCost).toBe(4);
    expect(() => loadConfig({ NODE_ENV: 'test', BCRYPT_COST: '3' })).toThrow(/BCRYPT_COST/);
    expect(() => loadConfig({ NODE_ENV: 'test', BCRYPT_COST: '16' })).toThrow(/BCRYPT_COST/);

    // A password checked against no account costs a hash of the configured cost, not a fixed one.
    const hasher = createHasher(5);
    const hash = await hasher.hash('abc12345');
    expect(hash).toMatch(/^\$2b\$05\$/);
    expect(await hasher.verify('abc12345', hash)).toBe(true);
    expect(await hasher.verify('abc12346', hash)).toBe(false);
    const compare = vi.spyOn(bcrypt, 'compare');
    expect(await hasher.verify('abc12345', '')).toBe(false);
    expect(compare).toHaveBeenCalledTimes(1);
    expect(String(compare.mock.calls[0]![1])).toMatch(/^\$2b\$05\$/);
    compare.mockRestore();
  });
});
