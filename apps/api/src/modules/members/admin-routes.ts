import { Router } from 'express';
import { memberFreezeSchema, memberResetPasswordSchema, memberSchema, memberSearchSchema } from '@portal/contracts';
import { ANY_STAFF, type StaffRole } from '../../context.js';
import type { Endpoints } from '../../http/endpoint.js';
import type { MembersService } from './service.js';

// Roles as contracts' ADMIN_PERMISSIONS has them (the table is what the endpoint enforces).
const MONEY_DESK: readonly StaffRole[] = ['finance', 'operations'];
const OPERATIONS: readonly StaffRole[] = ['operations'];

/** The back office's members under /api/admin/members. */
export function membersAdminRoutes(ep: Endpoints, members: MembersService): Router {
  const r = Router();
  r.post('/members/search', ...ep.admin({ schema: memberSearchSchema, roles: ANY_STAFF }, async (input, ctx) => ({ data: await members.search(ctx, input) })));
  r.post('/members/detail', ...ep.admin({ schema: memberSchema, roles: ANY_STAFF }, async (input, ctx) => ({ data: await members.detail(ctx, input) })));
  r.post('/members/freeze', ...ep.admin({ schema: memberFreezeSchema, roles: MONEY_DESK, idempotent: 'admin.members.freeze' }, async (input, ctx) => ({ data: await members.freeze(ctx, input) })));
  r.post('/members/unfreeze', ...ep.admin({ schema: memberSchema, roles: MONEY_DESK, idempotent: 'admin.members.unfreeze' }, async (input, ctx) => ({ data: await members.unfreeze(ctx, input) })));
  r.post('/members/reset-password', ...ep.admin({ schema: memberResetPasswordSchema, roles: OPERATIONS }, async (input, ctx) => ({ data: await members.resetPassword(ctx, input) })));
  return r;
}
