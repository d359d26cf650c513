import { type Router } from 'express';
import { createRouter } from '../../http/router.js';
import { adminLoginSchema, auditQuerySchema, staffCreateSchema, staffIdSchema, staffResetPasswordSchema, staffRoleSchema, totpCodeSchema, totpEnrolSchema } from '@portal/contracts';
import type { Core } from '../../core.js';
import type { Endpoints } from '../../http/endpoint.js';
import type { StaffService } from './service.js';

/** POST /api/admin/login: the one back-office route without a staff session (mounted with the public routes). */
export function staffRoutes(ep: Endpoints, { staff, limits }: { staff: StaffService; limits: Core['limits'] }): Router {
  const r = createRouter();
  r.post('/admin/login', ...ep.public({ schema: adminLoginSchema, use: [limits.loginPerIp] }, (input, ctx) => staff.login(ctx, input)));
  return r;
}


/** Back-office routes under /api/admin: own session and second factor, staff accounts, the audit log. */
export function staffAdminRoutes(ep: Endpoints, staff: StaffService): Router {
  const r = createRouter();
  r.post('/logout', ...ep.admin({}, async (_i, ctx) => {
    await staff.logout(ctx);
    return { message: 'auth.logoutOk' };
  }));
  r.post('/me', ...ep.admin({}, async (_i, ctx) => ({ data: await staff.me(ctx) })));
  r.post('/staff/totp/enrol', ...ep.admin({ schema: totpEnrolSchema }, async (input, ctx) => ({ data: await staff.totpEnrol(ctx, input) })));
  r.post('/staff/totp/confirm', ...ep.admin({ schema: totpCodeSchema }, (input, ctx) => staff.totpConfirm(ctx, input)));
  r.post('/staff/totp/disable', ...ep.admin({ schema: totpCodeSchema }, (input, ctx) => staff.totpDisable(ctx, input)));

  r.post('/staff/create', ...ep.admin({ schema: staffCreateSchema, idempotent: 'staff.create' }, async (input, ctx) => ({ data: await staff.create(ctx, input) })));
  r.post('/staff/list', ...ep.admin({}, async () => ({ data: await staff.list() })));
  r.post('/staff/disable', ...ep.admin({ schema: staffIdSchema }, async (input, ctx) => ({ data: await staff.disable(ctx, input) })));
  r.post('/staff/enable', ...ep.admin({ schema: staffIdSchema }, async (input, ctx) => ({ data: await staff.enable(ctx, input) })));
  r.post('/staff/reset-password', ...ep.admin({ schema: staffResetPasswordSchema }, async (input, ctx) => ({ data: await staff.resetPassword(ctx, input) })));
  r.post('/staff/role', ...ep.admin({ schema: staffRoleSchema }, async (input, ctx) => ({ data: await staff.setRole(ctx, input) })));
  r.post('/staff/revoke-sessions', ...ep.admin({ schema: staffIdSchema }, async (input, ctx) => ({ data: await staff.revokeSessions(ctx, input) })));
  r.post('/staff/revoke-my-sessions', ...ep.admin({}, async (_i, ctx) => {
    const data = await staff.revokeOwnSessions(ctx);
    return { message: 'staff.otherSessionsEnded', params: { count: data.ended }, data };
  }));
  r.post('/staff/reset-totp', ...ep.admin({ schema: staffIdSchema }, async (input, ctx) => ({ data: await staff.resetTotp(ctx, input) })));

  r.post('/audit', ...ep.admin({ schema: auditQuerySchema }, async (input) => ({ data: await staff.auditPage(input) })));
  r.post('/audit/verify', ...ep.admin({}, async () => ({ data: await staff.auditVerify() })));
  return r;
}
