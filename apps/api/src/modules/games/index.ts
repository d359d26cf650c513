import type { Core } from '../../core.js';
import { createEndpoints } from '../../http/endpoint.js';
import type { Transfers, Wallet } from '../wallet/index.js';
import type { Module } from '../types.js';
import { createCatalogue } from './catalogue.js';
import { createLaunchService } from './launch.js';
import type { Platforms } from './platforms.js';
import { gameRoutes } from './routes.js';

export { createPlatforms, type Platform, type Platforms } from './platforms.js';

interface Deps {
  platforms: Platforms;
  wallet: Wallet;
  transfers: Transfers;
}

/** The game catalogue and the game launch. */
export function gamesModule(core: Core, { platforms, wallet, transfers }: Deps): Module {
  const { prisma, sql, config, log } = core;
  const catalogue = createCatalogue(prisma);
  const launcher = createLaunchService({ sql, platforms, wallet, transfers, timeoutMs: config.platformTimeoutMs, log });
  return { name: 'games', routes: gameRoutes(createEndpoints(core), { catalogue, launcher }) };
}
