import type { Core } from '../../core.js';
import { createEndpoints } from '../../http/endpoint.js';
import type { Module } from '../types.js';
import { createAudit, type Audit } from '../../audit/log.js';
import { staffAdminRoutes, staffRoutes } from './routes.js';
import { createStaffService } from './service.js';
import { createTotpVault } from '../../security/totp-vault.js';
import { createCaptcha } from '../../security/captcha.js';
import { createLoginGuard, loginGuardLimits } from '../../security/login-guard.js';

export interface StaffModule extends Module {
  /** The append-only, hash-chained audit log every back-office action writes to. */
  audit: Audit;
}

/** Staff accounts of the back office: sign in and out, second factor, staff management, and the audit log. */
export function staffModule(core: Core): StaffModule {
  const { sessions, hasher, limits, config, clock } = core;
  const audit = createAudit({ clock });
  const loginGuard = createLoginGuard(core.sql, loginGuardLimits(config.rateLimit));
  const captcha = createCaptcha({ sql: core.sql, clock, enabled: config.captchaEnabled });
  const vault = createTotpVault(config.staffTotpKey);
  const staff = createStaffService({
    sql: core.sql,
    sessions,
    hasher,
    audit,
    loginGuard,
    captcha,
    clock,
    totpRequired: config.staffTotpRequired,
    vault,
    guessWindowSeconds: config.rateLimit.windowSeconds,
  });
  const ep = createEndpoints(core);
  return { name: 'staff', audit, routes: staffRoutes(ep, { staff, limits }), adminRoutes: staffAdminRoutes(ep, staff) };
}
