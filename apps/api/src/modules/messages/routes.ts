import { type Router } from 'express';
import type { Endpoints } from '../../http/endpoint.js';
import { apiRouter } from '../../http/table-routes.js';
import type { MessagesService } from './service.js';

/** The member's inbox: the list, reading one (marks it read), the unread count of the header badge. */
export function messageRoutes(ep: Endpoints, messages: MessagesService): Router {
  const { router, route } = apiRouter(ep);
  route('messages.list', async (q, ctx) => ({ data: await messages.list(ctx, q) }));
  route('messages.read', async (q, ctx) => ({ data: await messages.read(ctx, q) }));
  route('messages.unread', async (_q, ctx) => ({ data: await messages.unread(ctx) }));
  return router;
}
