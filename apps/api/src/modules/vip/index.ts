import type { Core } from '../../core.js';
import { prismaSql, type Sql } from '../../db/sql.js';
import type { Tx } from '../../db/client.js';
import { createEndpoints } from '../../http/endpoint.js';
import type { Audit } from '../../audit/log.js';
import type { Module } from '../types.js';
import { vipAdminRoutes } from './admin-routes.js';
import { createVipDaily } from './daily.js';
import { vipJobs } from './jobs.js';
import { createVipLevels } from './levels.js';
import type { Notify } from './notify.js';
import { createProgression } from './progression.js';

export type { Notify } from '../inbox/index.js';

interface Deps {
  audit: Audit;
  /** Writes the member message of each level change (the inbox's). */
  notify: Notify;
}

export interface VipModule extends Module {
  /** The cashier's hook: runs in a deposit approval's transaction, after paysum went up. */
  afterDepositApproved: (tx: Sql, userId: number) => Promise<void>;
  /** Runs in the bet sync's transaction after its settled bets raised the members' turnover. */
  afterSettledBets: (tx: Tx, bets: { userId: number }[]) => Promise<void>;
}

/** VIP levels (spec §4, §9): promotion one level a day, the 90-day retention, the back office's level settings. */
export function vipModule(core: Core, { audit, notify }: Deps): VipModule {
  const { prisma, sql, clock, log, config } = core;
  const progression = createProgression({ notify });
  const levels = createVipLevels({ prisma, audit });
  const runDaily = createVipDaily({ sql, clock, log, progression });
  return {
    name: 'vip',
    afterDepositApproved: async (tx, userId) => {
      await progression.promote(tx, { userId, reason: 'deposit', now: clock.now() });
    },
    afterSettledBets: async (tx, bets) => {
      const db = prismaSql(tx);
      const now = clock.now();
      for (const userId of await progression.qualifying(db, [...new Set(bets.map((b) => b.userId))]))
        await progression.promote(db, { userId, reason: 'bet', now });
    },
    adminRoutes: vipAdminRoutes(createEndpoints(core), levels),
    jobs: vipJobs(runDaily, { dailyCron: config.jobs.vipDailyCron }),
  };
}
