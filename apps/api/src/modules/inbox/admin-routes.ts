import { type Router } from 'express';
import type { Endpoints } from '../../http/endpoint.js';
import { adminRouter } from '../../http/table-routes.js';
import type { InboxService } from './service.js';

/** Back office (/api/admin/messages/...): send a message to one member or to everyone (audited, Idempotency-Key required). */
export function inboxAdminRoutes(ep: Endpoints, messages: InboxService): Router {
  const { router, route } = adminRouter(ep);
  route('inbox.send', (input, ctx) => messages.send(ctx, input));
  return router;
}
