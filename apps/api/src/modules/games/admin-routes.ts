import { type Router } from 'express';
import type { Endpoints } from '../../http/endpoint.js';
import { adminRouter } from '../../http/table-routes.js';
import type { createPlatformAdmin } from './admin.js';

/** /api/admin/games/platforms and /games/platforms/update {platname, enabled}. */
export function gameAdminRoutes(ep: Endpoints, admin: ReturnType<typeof createPlatformAdmin>): Router {
  const { router, route } = adminRouter(ep);
  route('games.platforms', async () => ({ data: await admin.list() }));
  route('games.platformsUpdate', async (input, ctx) => {
    await admin.toggle(ctx, input);
    return { message: 'common.ok' };
  });
  return router;
}
