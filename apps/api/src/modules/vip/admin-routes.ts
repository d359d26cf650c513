import { type Router } from 'express';
import { createRouter } from '../../http/router.js';
import { vipLevelUpdateSchema } from '@portal/contracts';
import type { Endpoints } from '../../http/endpoint.js';
import type { VipLevels } from './levels.js';

/** The back office's VIP routes under /api/admin. */
export function vipAdminRoutes(ep: Endpoints, levels: VipLevels): Router {
  const r = createRouter();
  r.post('/vip/levels', ...ep.admin({}, async () => ({ data: await levels.list() })));
  r.post('/vip/levels/update', ...ep.admin({ schema: vipLevelUpdateSchema, idempotent: 'admin.vip.levels.update' }, (input, ctx) => levels.update(ctx, input)));
  return r;
}
