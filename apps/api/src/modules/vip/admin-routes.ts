import { Router } from 'express';
import { vipLevelUpdateSchema } from '@portal/contracts';
import type { StaffRole } from '../../context.js';
import type { Endpoints } from '../../http/endpoint.js';
import type { VipLevels } from './levels.js';

/** VIP settings are operations' (a super admin always may). */
const OPERATIONS: readonly StaffRole[] = ['operations'];

/** The back office's VIP routes under /api/admin. */
export function vipAdminRoutes(ep: Endpoints, levels: VipLevels): Router {
  const r = Router();
  r.post('/vip/levels', ...ep.admin({ roles: OPERATIONS }, async () => ({ data: await levels.list() })));
  r.post('/vip/levels/update', ...ep.admin({ schema: vipLevelUpdateSchema, roles: OPERATIONS, idempotent: 'admin.vip.levels.update' }, (input, ctx) => levels.update(ctx, input)));
  return r;
}
