import { type Router } from 'express';
import type { Core } from '../../core.js';
import type { Endpoints } from '../../http/endpoint.js';
import { adminRouter, apiRouter } from '../../http/table-routes.js';
import type { StaffService } from './service.js';

/** POST /api/admin/login: the one back-office route without a staff session (mounted with the public routes). */
export function staffRoutes(ep: Endpoints, { staff, limits }: { staff: StaffService; limits: Core['limits'] }): Router {
  const { router, route } = apiRouter(ep);
  route('staff.login', { use: [limits.loginPerIp] }, (input, ctx) => staff.login(ctx, input));
  return router;
}

/** Back-office routes under /api/admin: own session and second factor, staff accounts, the audit log. */
export function staffAdminRoutes(ep: Endpoints, staff: StaffService): Router {
  const { router, route } = adminRouter(ep);
  route('staff.logout', async (_i, ctx) => {
    await staff.logout(ctx);
    return { message: 'auth.logoutOk' };
  });
  route('staff.me', async (_i, ctx) => ({ data: await staff.me(ctx) }));
  route('staff.totpEnrol', async (input, ctx) => ({ data: await staff.totpEnrol(ctx, input) }));
  route('staff.totpConfirm', (input, ctx) => staff.totpConfirm(ctx, input));
  route('staff.totpDisable', (input, ctx) => staff.totpDisable(ctx, input));

  route('staff.create', async (input, ctx) => ({ data: await staff.create(ctx, input) }));
  route('staff.list', async () => ({ data: await staff.list() }));
  route('staff.disable', async (input, ctx) => {
    await staff.disable(ctx, input);
    return {};
  });
  route('staff.enable', async (input, ctx) => {
    await staff.enable(ctx, input);
    return {};
  });
  route('staff.resetPassword', async (input, ctx) => {
    await staff.resetPassword(ctx, input);
    return {};
  });
  route('staff.role', async (input, ctx) => {
    await staff.setRole(ctx, input);
    return {};
  });
  route('staff.revokeSessions', async (input, ctx) => {
    await staff.revokeSessions(ctx, input);
    return {};
  });
  route('staff.revokeOwnSessions', async (_i, ctx) => {
    const data = await staff.revokeOwnSessions(ctx);
    return { message: 'staff.otherSessionsEnded', params: { count: data.ended }, data };
  });
  route('staff.resetTotp', async (input, ctx) => {
    await staff.resetTotp(ctx, input);
    return {};
  });

  route('audit.list', async (input) => ({ data: await staff.auditPage(input) }));
  route('audit.verify', async (input) => ({ data: await staff.auditVerify(input) }));
  return router;
}
