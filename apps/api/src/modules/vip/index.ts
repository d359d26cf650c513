import type { Core } from '../../core.js';
import type { Sql } from '../../db/sql.js';
import type { VipLevel } from '../../generated/prisma/client.js';
import { createEndpoints } from '../../http/endpoint.js';
import type { Audit } from '../../audit/log.js';
import type { Module } from '../types.js';
import type { BetReads } from '../records/index.js';
import { vipAdminRoutes } from './admin-routes.js';
import { createVipDaily } from './daily.js';
import { vipJobs } from './jobs.js';
import { createVipLevels } from './levels.js';
import type { Notify } from './notify.js';
import { createProgression } from './progression.js';
import { rebateRates } from './store.js';

export type { Notify } from '../inbox/index.js';

interface Deps {
  audit: Audit;
  /** Writes the member message of each level change (the inbox's). */
  notify: Notify;
  /** The bet records' sums: the settled turnover of the retention window. */
  bets: Pick<BetReads, 'validStakeSince' | 'validStakeSinceSql'>;
}

export interface VipModule extends Module {
  /** The cashier's hook: runs in a deposit approval's transaction, after paysum went up. */
  afterDepositApproved: (tx: Sql, userId: number) => Promise<void>;
  /** Runs in the bet sync's transaction after its settled bets raised the members' turnover. */
  afterSettledBets: (tx: Sql, bets: { userId: number }[]) => Promise<void>;
  /** The rebate rates of each member's level now, in the caller's transaction (a settled bet's rebate accrues at them). */
  rebateRates: (tx: Sql, userIds: number[]) => Promise<Map<number, VipLevel>>;
}

/** VIP levels (spec §4, §9): promotion one level a day, the 90-day retention, the back office's level settings. */
export function vipModule(core: Core, { audit, notify, bets }: Deps): VipModule {
  const { sql, clock, log, config } = core;
  const progression = createProgression({ notify, bets });
  const levels = createVipLevels({ sql, audit });
  const runDaily = createVipDaily({ sql, clock, log, progression, bets });
  return {
    name: 'vip',
    afterDepositApproved: async (tx, userId) => {
      await progression.promote(tx, { userId, reason: 'deposit', now: clock.now() });
    },
    afterSettledBets: async (tx, settled) => {
      const now = clock.now();
      for (const userId of await progression.qualifying(tx, [...new Set(settled.map((b) => b.userId))]))
        await progression.promote(tx, { userId, reason: 'bet', now });
    },
    rebateRates,
    adminRoutes: vipAdminRoutes(createEndpoints(core), levels),
    jobs: vipJobs(runDaily, { dailyCron: config.jobs.vipDailyCron }),
  };
}
