import type { Core } from '../../core.js';
import { createEndpoints } from '../../http/endpoint.js';
import type { Notify } from '../inbox/index.js';
import type { Audit } from '../../audit/log.js';
import type { Module } from '../types.js';
import type { Wallet } from '../wallet/index.js';
import { contentAdminRoutes } from './admin-routes.js';
import { createContentAdmin } from './admin-content.js';
import { createReviewService } from './review.js';
import { contentRoutes } from './routes.js';
import { createContentService } from './service.js';

/** Portal content: the VIP table, banners, notices, promotions and their applications (reviewed in the back office). */
export function contentModule(
  core: Core,
  { audit, notify, wallet, playerBlock }: { audit: Audit; notify: Notify; wallet: Wallet; playerBlock?: (userId: number) => Promise<void> },
): Module {
  const { prisma, clock } = core;
  const ep = createEndpoints(core);
  return {
    name: 'content',
    routes: contentRoutes(ep, createContentService(prisma, { playerBlock })),
    adminRoutes: contentAdminRoutes(ep, {
      review: createReviewService({ prisma, clock, audit, notify, wallet }),
      content: createContentAdmin({ prisma, audit }),
    }),
  };
}
