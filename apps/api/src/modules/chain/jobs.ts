import type { Job } from '../../jobs/scheduler.js';
import type { Erc20Watcher } from './erc20-watcher.js';
import type { Trc20Watcher } from './trc20-watcher.js';
import type { UsdtProtocol } from '@portal/contracts';
import { isProviderError } from './payouts.js';

/**
 * The chain watchers' job: every CHAIN_WATCH_CRON tick (default every 15 s) one process of the
 * cluster (the scheduler's advisory lock and tick claim) reads the new blocks and settles what is
 * final. Safe to run again at any point: transfers are unique by chain+tx+log index and credited
 * under their row lock with an idempotent wallet key.
 */
export function chainJobs({
  erc20,
  trc20,
  verifyPayouts,
  cron,
}: {
  erc20: Erc20Watcher | null;
  trc20: Trc20Watcher | null;
  verifyPayouts: (protocol: UsdtProtocol) => Promise<unknown>;
  cron: string;
}): Job[] {
  // After the deposits, the payouts finance recorded are checked on the same chain (not while the watcher backs off).
  const run = (watcher: Erc20Watcher | Trc20Watcher, protocol: UsdtProtocol) => async () => {
    const watched = await watcher.watch();
    if (watched.skipped || watched.error) return watched;
    try {
      return { ...watched, payouts: await verifyPayouts(protocol) };
    } catch (err) {
      if (!isProviderError(err)) throw err;
      return { ...watched, payout_error: (err as Error).message };
    }
  };
  return [
    ...(erc20 ? [{ name: 'chain-watch-erc20', schedule: cron, run: run(erc20, 'ERC20') }] : []),
    ...(trc20 ? [{ name: 'chain-watch-trc20', schedule: cron, run: run(trc20, 'TRC20') }] : []),
  ];
}
