import { type Router } from 'express';
import type { Endpoints } from '../../http/endpoint.js';
import { adminRouter } from '../../http/table-routes.js';
import type { MembersService } from './service.js';

/** The back office's members under /api/admin/members. */
export function membersAdminRoutes(ep: Endpoints, members: MembersService): Router {
  const { router, route } = adminRouter(ep);
  route('members.search', async (input, ctx) => ({ data: await members.search(ctx, input) }));
  route('members.list', async (input, ctx) => ({ data: await members.list(ctx, input) }));
  route('members.detail', async (input, ctx) => ({ data: await members.detail(ctx, input) }));
  route('members.freeze', async (input, ctx) => {
    await members.freeze(ctx, input);
    return {};
  });
  route('members.unfreeze', async (input, ctx) => {
    await members.unfreeze(ctx, input);
    return {};
  });
  route('members.resetPassword', async (input, ctx) => {
    await members.resetPassword(ctx, input);
    return {};
  });
  route('members.setContact', async (input, ctx) => {
    await members.setMemberContact(ctx, input);
    return { message: 'common.saved' };
  });
  return router;
}
