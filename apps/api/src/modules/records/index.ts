import type { Core } from '../../core.js';
import type { Sql } from '../../db/sql.js';
import { createEndpoints } from '../../http/endpoint.js';
import type { Platforms } from '../../providers/platforms.js';
import type { Transfers } from '../wallet/index.js';
import type { Module } from '../types.js';
import { createBetSync, type BetSync, type SettledBet } from './bet-sync.js';
import { recordRoutes } from './routes.js';
import { createRecordsService } from './service.js';

export type { SettledBet } from './bet-sync.js';
export { betReads, type BetReads } from './store/reads.js';

interface Deps {
  platforms: Platforms;
  transfers: Transfers;
  /** Run in the transaction that stores newly synced settled bets (rebates accrue there). */
  onSettledBets?: (tx: Sql, bets: SettledBet[]) => Promise<unknown>;
  /** Run in that transaction with the settled bets that came again changed (their corrected valid amount). */
  onCorrectedBets?: (tx: Sql, bets: SettledBet[]) => Promise<unknown>;
  /** Run in that transaction with the bet times of every newly stored bet (the reports' stale days). */
  onStoredBets?: (tx: Sql, betTimes: Date[]) => Promise<unknown>;
}

export interface RecordsModule extends Module {
  betSync: BetSync;
}

/** Bet records pulled from the platforms, and the member's record pages. */
export function recordsModule(core: Core, { platforms, transfers, onSettledBets, onCorrectedBets, onStoredBets }: Deps): RecordsModule {
  const { sql, config, log, clock } = core;
  // After new bets, the wallet brings the member's platform account in line with the game results.
  const betSync = createBetSync({
    sql,
    platforms,
    timeoutMs: config.platformTimeoutMs,
    log,
    afterBets: (userId, platname) => transfers.reconcile(userId, platname),
    onSettledBets,
    onCorrectedBets,
    onStoredBets,
  });
  return {
    name: 'records',
    betSync,
    routes: recordRoutes(createEndpoints(core), createRecordsService({ sql, clock })),
    jobs: [{ name: 'bet-sync', schedule: config.jobs.betSyncCron, run: () => betSync.syncAll() }],
  };
}
