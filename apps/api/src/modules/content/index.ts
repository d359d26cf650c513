import type { Core } from '../../core.js';
import type { Sql } from '../../db/sql.js';
import { createEndpoints } from '../../http/endpoint.js';
import type { Notify } from '../inbox/index.js';
import type { Audit } from '../../audit/log.js';
import type { Module } from '../types.js';
import type { PayoutQueue, Wallet } from '../wallet/index.js';
import { contentAdminRoutes } from './admin-routes.js';
import { createContentAdmin } from './admin-content.js';
import { createReviewService } from './review.js';
import { contentRoutes } from './routes.js';
import { createContentService } from './service.js';

interface Deps {
  audit: Audit;
  notify: Notify;
  wallet: Wallet;
  /** The payouts queue: a bonus above the threshold waits there for a second finance person; this module registers what the decision means. */
  payouts: PayoutQueue;
  /** Player protection: throws while a time-out or self-exclusion is in force (no promotion is applied for then). */
  playerBlock?: (userId: number) => Promise<void>;
  /** The same in the paying transaction (the member's row locked): a blocked member's application is rejected, not paid. */
  playerBlockIn: (tx: Sql, userId: number) => Promise<void>;
}

/** Portal content: the VIP table, banners, notices, promotions and their applications (reviewed in the back office). */
export function contentModule(core: Core, { audit, notify, wallet, payouts, playerBlock, playerBlockIn }: Deps): Module {
  const { sql, clock, config } = core;
  const ep = createEndpoints(core);
  const bonusMax = config.payouts.promotionBonusMax;
  return {
    name: 'content',
    routes: contentRoutes(ep, createContentService(sql, { playerBlock })),
    adminRoutes: contentAdminRoutes(ep, {
      review: createReviewService({ sql, clock, audit, notify, wallet, payouts, playerBlock: playerBlockIn, bonusMax }),
      content: createContentAdmin({ sql, clock, audit, bonusMax }),
    }),
  };
}
