import { type Router } from 'express';
import { createRouter } from '../../http/router.js';
import { platformToggleSchema } from '@portal/contracts';
import type { Endpoints } from '../../http/endpoint.js';
import type { createPlatformAdmin } from './admin.js';


/** /api/admin/games/platforms and /games/platforms/update {platname, enabled}. */
export function gameAdminRoutes(ep: Endpoints, admin: ReturnType<typeof createPlatformAdmin>): Router {
  const r = createRouter();
  r.post('/games/platforms', ...ep.admin({}, async () => ({ data: await admin.list() })));
  r.post('/games/platforms/update', ...ep.admin({ schema: platformToggleSchema, idempotent: 'admin.games.platforms.update' }, async (input, ctx) => {
    await admin.toggle(ctx, input);
    return { message: 'common.ok' };
  }));
  return r;
}
