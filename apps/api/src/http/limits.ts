import type { RequestHandler } from 'express';
import type { Config } from '../config.js';
import type { PrismaClient } from '../db/client.js';
import { accountKey, createLimiter } from './rate-limit.js';

export interface Limiters {
  loginPerIp: RequestHandler;
  loginPerAccount: RequestHandler;
  registerPerIp: RequestHandler;
  codePerIp: RequestHandler;
}

/** The brute-force limits on login, registration and code sending, set by env (RATE_LIMIT_*). */
export function createLimiters(prisma: PrismaClient, config: Config['rateLimit']): Limiters {
  const make = (name: string, limit: number, key: 'ip' | typeof accountKey, failuresOnly = false) =>
    createLimiter(prisma, config.enabled, { name, limit, windowSeconds: config.windowSeconds, key, failuresOnly });
  return {
    loginPerIp: make('login-ip', config.loginPerIp, 'ip'),
    // Per account only failed attempts count, so a member who types right is never locked out by success.
    loginPerAccount: make('login-acct', config.loginPerAccount, accountKey, true),
    registerPerIp: make('register-ip', config.registerPerIp, 'ip'),
    codePerIp: make('code-ip', config.codePerIp, 'ip'),
  };
}
