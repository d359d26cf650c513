import { type Router } from 'express';
import type { Endpoints } from '../../http/endpoint.js';
import { adminRouter } from '../../http/table-routes.js';
import type { MessagesService } from './service.js';

/** Back office (/api/admin/messages/...): send a message to one member or to everyone (audited, Idempotency-Key required). */
export function messageAdminRoutes(ep: Endpoints, messages: MessagesService): Router {
  const { router, route } = adminRouter(ep);
  route('messages.send', (input, ctx) => messages.send(ctx, input));
  return router;
}
