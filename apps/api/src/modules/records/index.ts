import type { Core } from '../../core.js';
import { createEndpoints } from '../../http/endpoint.js';
import type { Platforms } from '../games/index.js';
import type { Transfers } from '../wallet/index.js';
import type { Module } from '../types.js';
import { createBetSync, type BetSync } from './bet-sync.js';
import { recordRoutes } from './routes.js';
import { createRecordsService } from './service.js';

interface Deps {
  platforms: Platforms;
  transfers: Transfers;
}

export interface RecordsModule extends Module {
  betSync: BetSync;
}

/** Bet records pulled from the platforms, and the member's record pages. */
export function recordsModule(core: Core, { platforms, transfers }: Deps): RecordsModule {
  const { prisma, config, log, clock } = core;
  // After new bets, the wallet brings the member's platform account in line with the game results.
  const betSync = createBetSync({ prisma, platforms, timeoutMs: config.platformTimeoutMs, log, afterBets: (userId, platname) => transfers.reconcile(userId, platname) });
  return {
    name: 'records',
    betSync,
    routes: recordRoutes(createEndpoints(core), createRecordsService({ prisma, sql: core.sql, clock })),
    jobs: [{ name: 'bet-sync', schedule: config.jobs.betSyncCron, run: () => betSync.syncAll() }],
  };
}
