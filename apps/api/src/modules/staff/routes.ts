import { Router } from 'express';
import { adminLoginSchema } from '@portal/contracts';
import type { Core } from '../../core.js';
import { ANY_STAFF } from '../../context.js';
import type { Endpoints } from '../../http/endpoint.js';
import type { StaffService } from './service.js';

/** POST /api/admin/login: the one back-office route without a staff session (mounted with the public routes). */
export function staffRoutes(ep: Endpoints, { staff, limits }: { staff: StaffService; limits: Core['limits'] }): Router {
  const r = Router();
  r.post('/admin/login', ...ep.public({ schema: adminLoginSchema, use: [limits.loginPerIp] }, async (input, ctx) => ({
    message: 'auth.loginOk',
    data: await staff.login(ctx, input),
  })));
  return r;
}

/** Back-office routes under /api/admin. */
export function staffAdminRoutes(ep: Endpoints, staff: StaffService): Router {
  const r = Router();
  r.post('/logout', ...ep.admin({ roles: ANY_STAFF }, async (_i, ctx) => {
    await staff.logout(ctx);
    return { message: 'auth.logoutOk' };
  }));
  return r;
}
