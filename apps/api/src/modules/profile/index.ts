import type { Core } from '../../core.js';
import type { Prisma } from '../../db/client.js';
import { createEndpoints } from '../../http/endpoint.js';
import type { SiteSettings } from '../site/index.js';
import type { Module } from '../types.js';
import type { Codes } from '../verification/index.js';
import type { Wallet } from '../wallet/index.js';
import type { PasswordGuard } from '../../security/password-guard.js';
import { profileRoutes } from './routes.js';
import { createProfileService, type ProfileContactGuard } from './service.js';

interface Deps {
  wallet: Wallet;
  codes: Codes;
  settings: SiteSettings;
  passwordGuard: PasswordGuard;
  /** The member's claimable rebate total (the rebates module), shown as /api/user `fanshui`. */
  claimableRebates?: (userId: number) => Promise<Prisma.Decimal>;
  /** Player protection: no second account through a phone or email set later. */
  contactGuard?: ProfileContactGuard;
}

/** The member's own account: their details, passwords, withdrawal password and avatar. */
export function profileModule(core: Core, { wallet, codes, settings, passwordGuard, claimableRebates, contactGuard }: Deps): Module {
  const { sql, hasher, sessions, limits, clock } = core;
  const profile = createProfileService({ sql, hasher, sessions, codes, wallet, settings, passwordGuard, clock, claimableRebates, contactGuard });
  return { name: 'profile', routes: profileRoutes(createEndpoints(core), { profile, limits }) };
}
