import type { Job } from '../../jobs/scheduler.js';
import type { Erc20Watcher } from './erc20-watcher.js';
import type { Trc20Watcher } from './trc20-watcher.js';

/**
 * The chain watchers' job: every CHAIN_WATCH_CRON tick (default every 15 s) one process of the
 * cluster (the scheduler's advisory lock and tick claim) reads the new blocks and settles what is
 * final. Safe to run again at any point: transfers are unique by chain+tx+log index and credited
 * under their row lock with an idempotent wallet key.
 */
export function chainJobs({ erc20, trc20, cron }: { erc20: Erc20Watcher | null; trc20: Trc20Watcher | null; cron: string }): Job[] {
  return [
    ...(erc20 ? [{ name: 'chain-watch-erc20', schedule: cron, run: () => erc20.watch() }] : []),
    ...(trc20 ? [{ name: 'chain-watch-trc20', schedule: cron, run: () => trc20.watch() }] : []),
  ];
}
