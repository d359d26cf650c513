import type { RequestHandler } from 'express';
import type { Config } from '../config.js';
import type { PrismaClient } from '../db/client.js';
import { createLimiter, type LimitSpec } from './rate-limit.js';

export interface Limiters {
  loginPerIp: RequestHandler;
  registerPerIp: RequestHandler;
  codePerIp: RequestHandler;
}

/** The request limits per IP on login, registration and code sending, set by env (RATE_LIMIT_*). */
export function createLimiters(prisma: PrismaClient, config: Config['rateLimit']): Limiters {
  const make = (spec: Pick<LimitSpec, 'name' | 'limit' | 'key' | 'failuresOnly'>) =>
    createLimiter(prisma, { enabled: config.enabled, windowSeconds: config.windowSeconds, ...spec });
  return {
    loginPerIp: make({ name: 'login-ip', limit: config.loginPerIp, key: 'ip' }),
    registerPerIp: make({ name: 'register-ip', limit: config.registerPerIp, key: 'ip' }),
    codePerIp: make({ name: 'code-ip', limit: config.codePerIp, key: 'ip' }),
  };
}
