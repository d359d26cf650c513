import { type Router } from 'express';
import { createRouter } from '../../http/router.js';
import { memberFreezeSchema, memberResetPasswordSchema, memberSchema, memberSearchSchema } from '@portal/contracts';
import type { Endpoints } from '../../http/endpoint.js';
import type { MembersService } from './service.js';


/** The back office's members under /api/admin/members. */
export function membersAdminRoutes(ep: Endpoints, members: MembersService): Router {
  const r = createRouter();
  r.post('/members/search', ...ep.admin({ schema: memberSearchSchema }, async (input, ctx) => ({ data: await members.search(ctx, input) })));
  r.post('/members/detail', ...ep.admin({ schema: memberSchema }, async (input, ctx) => ({ data: await members.detail(ctx, input) })));
  r.post('/members/freeze', ...ep.admin({ schema: memberFreezeSchema, idempotent: 'admin.members.freeze' }, async (input, ctx) => ({ data: await members.freeze(ctx, input) })));
  r.post('/members/unfreeze', ...ep.admin({ schema: memberSchema, idempotent: 'admin.members.unfreeze' }, async (input, ctx) => ({ data: await members.unfreeze(ctx, input) })));
  r.post('/members/reset-password', ...ep.admin({ schema: memberResetPasswordSchema }, async (input, ctx) => ({ data: await members.resetPassword(ctx, input) })));
  return r;
}
