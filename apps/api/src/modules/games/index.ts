import type { Core } from '../../core.js';
import { createEndpoints } from '../../http/endpoint.js';
import type { Transfers, Wallet } from '../wallet/index.js';
import type { Module } from '../types.js';
import { createCatalogue } from './catalogue.js';
import { createLaunchService } from './launch.js';
import type { Platforms } from '../../providers/platforms.js';
import { gameRoutes } from './routes.js';
import { gameAdminRoutes } from './admin-routes.js';
import { createPlatformAdmin } from './admin.js';
import type { Audit } from '../../audit/log.js';

interface Deps {
  platforms: Platforms;
  wallet: Wallet;
  transfers: Transfers;
  audit: Audit;
  /** Player protection: no game launch during a time-out or self-exclusion. */
  playGate?: (userId: number) => Promise<void>;
}

/** The game catalogue and the game launch. */
export function gamesModule(core: Core, { platforms, wallet, transfers, audit, playGate }: Deps): Module {
  const { sql, config, log } = core;
  const catalogue = createCatalogue(sql, platforms);
  const launcher = createLaunchService({ sql, platforms, wallet, transfers, timeoutMs: config.platformTimeoutMs, log, playGate });
  const ep = createEndpoints(core);
  return {
    name: 'games',
    routes: gameRoutes(ep, { catalogue, launcher }),
    adminRoutes: gameAdminRoutes(ep, createPlatformAdmin({ sql, platforms, audit })),
  };
}
