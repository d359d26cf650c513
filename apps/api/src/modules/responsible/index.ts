import type { Core } from '../../core.js';
import { createEndpoints } from '../../http/endpoint.js';
import type { PasswordGuard } from '../../security/password-guard.js';
import type { Audit } from '../../audit/log.js';
import { createResponsibleAdmin } from './admin.js';
import { responsibleAdminRoutes } from './admin-routes.js';
import type { Module } from '../types.js';
import { createPlayerProtection, type PlayerProtection } from './guard.js';
import { responsibleRoutes } from './routes.js';
import { createResponsibleService } from './service.js';
import { createRealityService } from './reality.js';

export type { PlayerProtection } from './guard.js';
export { notBlockedSql } from './guard.js';

interface Deps {
  passwordGuard: PasswordGuard;
  audit: Audit;
  /** Brings a member's game balances back to the central wallet when a time-out or exclusion starts (the wallet's recall). */
  recallGames?: (userId: number) => Promise<void>;
}

export interface ResponsibleModule extends Module {
  /** The checks the cashier, the wallet's transfers, the game launch and the built-in platform's rounds call where money and play happen. */
  protection: PlayerProtection;
  /** Whether a time-out or self-exclusion is in force for the member (promotions, red packets, rebates and the inbox broadcast ask). */
  isBlocked: (userId: number) => Promise<boolean>;
  /** Throws the block's refusal (231) when one is in force: promotions, red packets and rebates call it before paying. */
  assertNotBlocked: (userId: number) => Promise<void>;
  /** The same in a paying transaction, the member's row locked (the wallet's payouts refused while blocked). */
  assertNotBlockedIn: PlayerProtection['assertNotBlockedIn'];
}

/** Player protection: the limits a member sets, time-out and self-exclusion, enforced where money and play happen. */
export function responsibleModule(core: Core, { passwordGuard, audit, recallGames }: Deps): ResponsibleModule {
  const { prisma, sql, clock, hasher, log, config } = core;
  const ep = createEndpoints(core);
  const service = createResponsibleService({ prisma, sql, clock, hasher, passwordGuard, recallGames, log });
  const protection = createPlayerProtection({ sql, clock, log });
  return {
    name: 'responsible',
    protection,
    isBlocked: protection.isBlocked,
    assertNotBlocked: protection.assertNotBlocked,
    assertNotBlockedIn: protection.assertNotBlockedIn,
    routes: responsibleRoutes(ep, service, createRealityService({ sql, clock, minuteMs: config.realityMinuteMs })),
    adminRoutes: responsibleAdminRoutes(ep, createResponsibleAdmin({ sql, clock, audit, responsible: service })),
  };
}
