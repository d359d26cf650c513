import type { Core } from '../../core.js';
import { createEndpoints } from '../../http/endpoint.js';
import type { PasswordGuard } from '../../security/password-guard.js';
import type { Audit } from '../../audit/log.js';
import type { Transfers } from '../wallet/index.js';
import { createResponsibleAdmin } from './admin.js';
import { responsibleAdminRoutes } from './admin-routes.js';
import type { Module } from '../types.js';
import { createPlayerProtection, createUsageReads, type PlayerProtection } from './guard.js';
import { responsibleRoutes } from './routes.js';
import { createResponsibleService } from './service.js';
import { createRealityService } from './reality.js';
import type { ProtectionSources } from './store.js';

export type { PlayerProtection } from './guard.js';
export type { ProtectionSources } from './store.js';
export { notBlockedSql } from './store.js';

/**
 * Player protection's checks, where money and play happen (the cashier's deposits, the wallet's
 * transfers into a game, game launches, the built-in platform's rounds, the payouts refused while
 * blocked): built first, before the modules that call them. `sources`: what it reads of the
 * deposits (the cashier's), the bets (the records') and the game wallets (the wallet's).
 */
export function playerProtection(core: Core, sources: ProtectionSources): PlayerProtection {
  return createPlayerProtection({ sql: core.sql, clock: core.clock, log: core.log, sources, affordabilityThreshold: core.config.affordabilityNetDeposits30d });
}

interface Deps {
  sources: ProtectionSources;
  passwordGuard: PasswordGuard;
  audit: Audit;
  /** The wallet's recall: brings a member's game balances back to the central wallet when a time-out or exclusion starts. */
  transfers: Pick<Transfers, 'recallAll'>;
}

/** Player protection's pages: the member's limits, time-out, self-exclusion and reality checks; the back office's view and harm report. */
export function responsibleModule(core: Core, { sources, passwordGuard, audit, transfers }: Deps): Module {
  const { sql, clock, hasher, log, config } = core;
  const ep = createEndpoints(core);
  const recallGames = async (userId: number) => void (await transfers.recallAll({ userId }));
  const service = createResponsibleService({
    sql,
    clock,
    hasher,
    passwordGuard,
    recallGames,
    log,
    usage: createUsageReads(sources),
    everDeposited: sources.deposits.everDeposited,
  });
  return {
    name: 'responsible',
    routes: responsibleRoutes(ep, service, createRealityService({ sql, clock, minuteMs: config.realityMinuteMs, bets: sources.bets })),
    adminRoutes: responsibleAdminRoutes(
      ep,
      createResponsibleAdmin({ sql, clock, audit, responsible: service, sources, affordabilityThreshold: config.affordabilityNetDeposits30d }),
    ),
  };
}
