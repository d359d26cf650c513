import type { SqlPool } from '../../db/sql.js';
import type { Clock } from '../../clock.js';
import type { Logger } from '../../logger.js';
import { createChainVault } from './chain.js';
import { createLotteryEngine } from './engine.js';
import type { Schedule } from './schedule.js';
import { createLotteryStore } from './store.js';

export { createLotteryAdapter } from './adapter.js';
export { lotteryRoutes } from './routes.js';
export type { LotteryEngine } from './engine.js';
export { lotteryLossesSql } from './store.js';
export type { LotteryStore } from './store.js';

/**
 * The lottery platform (docs/lottery.md): its store (the only writer of its tables), its sealed
 * seed chains and its use cases. Built once by the composition root; its adapter stands behind the
 * lottery venues, its routes serve the player, its engine the draw job and the desk.
 */
export function createLotteryPlatform(deps: { sql: SqlPool; staffKey: Buffer; schedule: Schedule; clock: Clock; log: Logger; chainLength?: number }) {
  const store = createLotteryStore(deps.sql);
  const engine = createLotteryEngine({ ...deps, store, vault: createChainVault(deps.staffKey) });
  return { store, engine };
}
export type LotteryPlatform = ReturnType<typeof createLotteryPlatform>;
