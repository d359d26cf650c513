import { type Router } from 'express';
import type { Endpoints } from '../../http/endpoint.js';
import { apiRouter } from '../../http/table-routes.js';
import type { InboxService } from './service.js';

/** The member's inbox: the list, reading one (marks it read), the unread count of the header badge. */
export function inboxMemberRoutes(ep: Endpoints, messages: InboxService): Router {
  const { router, route } = apiRouter(ep);
  route('inbox.list', async (q, ctx) => ({ data: await messages.list(ctx, q) }));
  route('inbox.read', async (q, ctx) => ({ data: await messages.read(ctx, q) }));
  route('inbox.unread', async (_q, ctx) => ({ data: await messages.unread(ctx) }));
  return router;
}
