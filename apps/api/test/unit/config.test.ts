import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { resolveSecrets } from '../../src/db/secrets.js';

// What the environment may say (src/config.ts): the refusals in production, the derived keys.

describe('configuration', () => {
  it('refuses to switch captcha or rate limits off in production', () => {
    const base = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      DATABASE_URL: 'postgresql://a:b@localhost:5432/c',
      ADMIN_NAME: 'boss',
      ADMIN_PASSWORD: 'longpassword',
      STAFF_TOTP_KEY: 'ab'.repeat(32),
    };
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
    };
    expect(loadConfig(production).staffTotpRequired).toBe(true);
    expect(loadConfig({ ...production, STAFF_TOTP_REQUIRED: 'off' }).staffTotpRequired).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).staffTotpRequired).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', STAFF_TOTP_REQUIRED: 'on' }).staffTotpRequired).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'development', STAFF_TOTP_REQUIRED: 'yes' })).toThrow();
  });

  it('production needs its own STAFF_TOTP_KEY (32 bytes, hex or base64); elsewhere a development key is derived from the signing secret', async () => {
    const base = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), DATABASE_URL: 'postgresql://a:b@localhost:5432/c' };
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
    const dev = async (secret: string) => (await resolveSecrets(loadConfig({ NODE_ENV: 'development', JWT_SECRET: secret }), noQuery)).staffTotpKey;
    expect(await dev('y'.repeat(40))).toHaveLength(32);
    expect(await dev('y'.repeat(40))).toEqual(await dev('y'.repeat(40)));
    expect(await dev('y'.repeat(40))).not.toEqual(await dev('z'.repeat(40)));
    expect(await dev('y'.repeat(40))).not.toEqual(Buffer.from('y'.repeat(40)).subarray(0, 32));
    const own = Buffer.alloc(32, 9);
    expect(
      (await resolveSecrets(loadConfig({ NODE_ENV: 'development', JWT_SECRET: 'y'.repeat(40), STAFF_TOTP_KEY: own.toString('hex') }), noQuery)).staffTotpKey,
    ).toEqual(own);
  });
});
