import type { Core } from '../../core.js';
import { createEndpoints } from '../../http/endpoint.js';
import type { SiteSettings } from '../site/index.js';
import type { Module } from '../types.js';
import type { Codes } from '../verification/index.js';
import type { Wallet } from '../wallet/index.js';
import type { PasswordGuard } from '../auth/index.js';
import { profileRoutes } from './routes.js';
import { createProfileService } from './service.js';

interface Deps {
  wallet: Wallet;
  codes: Codes;
  settings: SiteSettings;
  passwordGuard: PasswordGuard;
}

/** The member's own account: their details, passwords, withdrawal password and avatar. */
export function profileModule(core: Core, { wallet, codes, settings, passwordGuard }: Deps): Module {
  const { prisma, sql, hasher, sessions, limits, clock } = core;
  const profile = createProfileService({ prisma, sql, hasher, sessions, codes, wallet, settings, passwordGuard, clock });
  return { name: 'profile', routes: profileRoutes(createEndpoints(core), { profile, limits }) };
}
