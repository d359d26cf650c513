import type { Core } from '../../core.js';
import { createEndpoints } from '../../http/endpoint.js';
import type { SiteSettings } from '../site/index.js';
import type { Module } from '../types.js';
import type { Codes } from '../verification/index.js';
import type { Wallet } from '../wallet/index.js';
import { createCaptcha } from '../../security/captcha.js';
import { createLoginGuard, loginGuardLimits } from '../../security/login-guard.js';
import { createRecovery } from './recovery.js';
import { authRoutes } from './routes.js';
import { createAuthService, type ContactGuard } from './service.js';

export { normaliseContact } from './recovery.js';

interface Deps {
  wallet: Wallet;
  codes: Codes;
  settings: SiteSettings;
  /** Player protection: refuses a registration with a blocked member's phone or email (no second account). */
  contactGuard?: ContactGuard;
}

/** Members' accounts: captcha, registration, login and logout, forgotten passwords. */
export function authModule(core: Core, { wallet, codes, settings, contactGuard }: Deps): Module {
  const { sessions, hasher, clock, config, limits } = core;
  const captcha = createCaptcha({ sql: core.sql, clock, enabled: config.captchaEnabled });
  const loginGuard = createLoginGuard(core.sql, loginGuardLimits(config.rateLimit));
  const auth = createAuthService({ sql: core.sql, sessions, captcha, hasher, clock, wallet, settings, loginGuard, contactGuard });
  const recovery = createRecovery({ sql: core.sql, resendSeconds: config.codes.resendSeconds, codes, auth, hasher, sessions, clock });
  return { name: 'auth', routes: authRoutes(createEndpoints(core), { auth, captcha, recovery, limits }) };
}
