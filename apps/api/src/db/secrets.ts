import { hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config, LoadedConfig } from '../config.js';
import type { Sql } from './sql.js';

/**
 * The JWT secret of a server: JWT_SECRET when set (always in production); otherwise one random
 * secret kept in the database, created by whichever process starts first (INSERT ... ON CONFLICT
 * DO NOTHING, then read), so every process and machine over that database signs and checks
 * tokens alike and a second process needs no file of the first. A development data folder from
 * before keeps its DATA_DIR/jwt-secret: that value becomes the stored one, so its sessions live on.
 */
export async function resolveSecrets(config: LoadedConfig, sql: Sql): Promise<Config> {
  const jwtSecret = config.jwtSecret ?? (await sharedDevSecret(config, sql));
  return { ...config, jwtSecret, staffTotpKey: config.staffTotpKey ?? devTotpKey(jwtSecret) };
}

async function sharedDevSecret(config: LoadedConfig, sql: Sql): Promise<string> {
  if (config.env === 'production') throw new Error('JWT_SECRET is required when NODE_ENV=production');
  const file = path.join(config.dataDir, 'jwt-secret');
  const first = existsSync(file) ? readFileSync(file, 'utf8').trim() : randomBytes(48).toString('hex');
  await sql.query(`INSERT INTO server_secrets (name, value) VALUES ('jwt', $1) ON CONFLICT (name) DO NOTHING`, [first]);
  const [row] = await sql.query<{ value: string }>(`SELECT value FROM server_secrets WHERE name = 'jwt'`);
  return row!.value;
}

/**
 * Outside production, without STAFF_TOTP_KEY, the key sealing staff TOTP secrets is derived from
 * the session signing secret (HKDF, labelled): a DEVELOPMENT key, stable as long as that secret
 * is, so tests and `pnpm start` work unset. Production refuses to start without its own key.
 */
function devTotpKey(jwtSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', jwtSecret, 'portal', 'staff TOTP secrets: development key, not for production', 32));
}
