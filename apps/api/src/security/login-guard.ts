import type { Sql } from '../db/sql.js';

/** Members and staff are separate account spaces: a member named `admin` never counts against the admin. */
export type LoginRealm = 'member' | 'staff';

export interface LoginGuardLimits {
  enabled: boolean;
  windowSeconds: number;
  /** Wrong passwords for one account from one IP before that IP is refused for it (429). */
  perAccountIp: number;
  /** Wrong passwords for one account from anywhere before a login must also solve a captcha. */
  accountCaptchaAfter: number;
}

export type LoginVerdict = 'open' | 'captcha' | 'refused';

interface Attempt {
  realm: LoginRealm;
  name: string;
  ip: string;
}

/**
 * Failed-login counters (ASVS 2.2.1), kept in `rate_limit_hits` like the other limits. Only a
 * wrong password counts (a blank body or a wrong captcha never reaches here). A guessing IP is
 * refused for the account it guesses; the account itself is never refused, it only asks for a
 * captcha once many IPs have failed it, so a stranger cannot lock the owner (or the staff) out.
 */
export function createLoginGuard(sql: Sql, limits: LoginGuardLimits) {
  const account = ({ realm, name }: Attempt) => `login-all:${realm}:${name.trim().toLowerCase()}`;
  const accountIp = (a: Attempt) => `login-acct:${a.realm}:${a.name.trim().toLowerCase()}@${a.ip}`;

  async function hits(keys: string[]): Promise<Map<string, number>> {
    const rows = await sql.query<{ key: string; hits: number }>('SELECT key, hits FROM rate_limit_hits WHERE key = ANY($1::text[]) AND reset_at > now()', [
      keys,
    ]);
    return new Map(rows.map((r) => [r.key, r.hits]));
  }

  /** What a login attempt for this account from this IP must face, before its password is hashed. */
  async function verdict(attempt: Attempt): Promise<LoginVerdict> {
    if (!limits.enabled) return 'open';
    const counts = await hits([accountIp(attempt), account(attempt)]);
    if ((counts.get(accountIp(attempt)) ?? 0) >= limits.perAccountIp) return 'refused';
    if ((counts.get(account(attempt)) ?? 0) >= limits.accountCaptchaAfter) return 'captcha';
    return 'open';
  }

  /** A wrong password: counts for the (account, IP) pair and for the account. */
  async function failed(attempt: Attempt): Promise<void> {
    if (!limits.enabled) return;
    for (const key of [accountIp(attempt), account(attempt)]) {
      await sql.query(
        `INSERT INTO rate_limit_hits (key, hits, reset_at) VALUES ($1, 1, now() + $2 * interval '1 second')
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN rate_limit_hits.reset_at <= now() THEN 1 ELSE rate_limit_hits.hits + 1 END,
           reset_at = CASE WHEN rate_limit_hits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limit_hits.reset_at END`,
        [key, limits.windowSeconds],
      );
    }
  }

  /** The right password: that IP's failures for the account are forgiven. */
  async function succeeded(attempt: Attempt): Promise<void> {
    if (!limits.enabled) return;
    await sql.query('DELETE FROM rate_limit_hits WHERE key = $1', [accountIp(attempt)]);
  }

  return { verdict, failed, succeeded };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;

/** The guard's limits from the configuration (RATE_LIMIT_*). */
export const loginGuardLimits = (rateLimit: {
  enabled: boolean;
  windowSeconds: number;
  loginPerAccount: number;
  loginAccountCaptcha: number;
}): LoginGuardLimits => ({
  enabled: rateLimit.enabled,
  windowSeconds: rateLimit.windowSeconds,
  perAccountIp: rateLimit.loginPerAccount,
  accountCaptchaAfter: rateLimit.loginAccountCaptcha,
});
