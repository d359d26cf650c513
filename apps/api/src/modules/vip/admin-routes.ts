import { type Router } from 'express';
import type { Endpoints } from '../../http/endpoint.js';
import { adminRouter } from '../../http/table-routes.js';
import type { VipLevels } from './levels.js';

/** The back office's VIP routes under /api/admin. */
export function vipAdminRoutes(ep: Endpoints, levels: VipLevels): Router {
  const { router, route } = adminRouter(ep);
  route('vip.levels', async () => ({ data: await levels.list() }));
  route('vip.levelsUpdate', (input, ctx) => levels.update(ctx, input));
  return router;
}
