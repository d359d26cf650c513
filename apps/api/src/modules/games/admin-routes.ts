import { Router } from 'express';
import { platformToggleSchema } from '@portal/contracts';
import type { StaffRole } from '../../context.js';
import type { Endpoints } from '../../http/endpoint.js';
import type { createPlatformAdmin } from './admin.js';

const OPERATIONS: readonly StaffRole[] = ['operations'];

/** /api/admin/games/platforms and /games/platforms/update {platname, enabled}. */
export function gameAdminRoutes(ep: Endpoints, admin: ReturnType<typeof createPlatformAdmin>): Router {
  const r = Router();
  r.post('/games/platforms', ...ep.admin({ roles: OPERATIONS }, async () => ({ data: await admin.list() })));
  r.post('/games/platforms/update', ...ep.admin({ schema: platformToggleSchema, roles: OPERATIONS, idempotent: 'admin.games.platforms.update' }, async (input, ctx) => {
    await admin.toggle(ctx, input);
    return { message: 'common.ok' };
  }));
  return r;
}
