import type { Core } from '../../core.js';
import { createEndpoints } from '../../http/endpoint.js';
import type { Module } from '../types.js';
import { createAudit, type Audit } from './audit.js';
import { staffAdminRoutes, staffRoutes } from './routes.js';
import { createStaffService } from './service.js';
import { createTotpVault } from './totp-vault.js';
import { createCaptcha, createLoginGuard, loginGuardLimits } from '../auth/index.js';

export type { Audit, AuditEntry } from './audit.js';
export { createTotpVault, sealPlaintextTotpSecrets, type TotpVault } from './totp-vault.js';

export interface StaffModule extends Module {
  /** The append-only, hash-chained audit log every back-office action writes to. */
  audit: Audit;
}

/** Staff accounts of the back office: sign in and out, second factor, staff management, and the audit log. */
export function staffModule(core: Core): StaffModule {
  const { prisma, sessions, hasher, limits, config, clock } = core;
  const audit = createAudit({ clock });
  const loginGuard = createLoginGuard(core.sql, loginGuardLimits(config.rateLimit));
  const captcha = createCaptcha({ prisma, clock, enabled: config.captchaEnabled });
  const vault = createTotpVault(config.staffTotpKey);
  const staff = createStaffService({
    prisma, sessions, hasher, audit, loginGuard, captcha, clock,
    totpRequired: config.staffTotpRequired, vault, guessWindowSeconds: config.rateLimit.windowSeconds,
  });
  const ep = createEndpoints(core);
  return { name: 'staff', audit, routes: staffRoutes(ep, { staff, limits }), adminRoutes: staffAdminRoutes(ep, staff) };
}
