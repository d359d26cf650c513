import type { Request, RequestHandler } from 'express';
import type { Config } from '../config.js';
import type { Sql } from '../db/sql.js';
import { createFailureLimit, createLimiter, type FailureLimit, type LimitSpec } from './rate-limit.js';

export interface Limiters {
  loginPerIp: RequestHandler;
  registerPerIp: RequestHandler;
  codePerIp: RequestHandler;
  /** Image captchas issued per IP (each is a row until the cleanup job removes it). */
  captchaPerIp: RequestHandler;
  /** Transfers a member may have refused or failed per window (a failing flood writes rows and calls platforms); a success costs no statement. */
  transferFailuresPerMember: FailureLimit;
  /** Avatar uploads per member per window (each one is decoded and stored). */
  avatarPerMember: RequestHandler;
}

/** Per signed-in member (the limit runs after requireMember); skipped when there is none. */
const memberKey = (req: Request) => (req.member ? `m${req.member.userId}` : undefined);

/**
 * The brute-force limits on login, registration and code sending, set by env (RATE_LIMIT_*).
 * `counters`: the plain-SQL pool the failed-transfer counter writes through (the money path's).
 */
export function createLimiters(sql: Sql, config: Config['rateLimit'], { counters }: { counters: Sql }): Limiters {
  const make = (spec: Pick<LimitSpec, 'name' | 'limit' | 'key' | 'failuresOnly'>) =>
    createLimiter(sql, { enabled: config.enabled, windowSeconds: config.windowSeconds, ...spec });
  return {
    loginPerIp: make({ name: 'login-ip', limit: config.loginPerIp, key: 'ip' }),
    registerPerIp: make({ name: 'register-ip', limit: config.registerPerIp, key: 'ip' }),
    codePerIp: make({ name: 'code-ip', limit: config.codePerIp, key: 'ip' }),
    captchaPerIp: make({ name: 'captcha-ip', limit: config.captchaPerIp, key: 'ip' }),
    transferFailuresPerMember: createFailureLimit(counters, {
      enabled: config.enabled,
      windowSeconds: config.windowSeconds,
      name: 'transfer-fail',
      limit: config.transferFailuresPerMember,
    }),
    avatarPerMember: make({ name: 'avatar', limit: config.avatarPerMember, key: memberKey }),
  };
}
