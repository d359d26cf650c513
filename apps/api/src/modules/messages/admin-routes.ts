import { type Router } from 'express';
import { createRouter } from '../../http/router.js';
import { adminMessageSendSchema } from '@portal/contracts';
import type { Endpoints } from '../../http/endpoint.js';
import type { MessagesService } from './service.js';

/** Back office (/api/admin/messages/...): send a message to one member or to everyone (audited, Idempotency-Key required). */
export function messageAdminRoutes(ep: Endpoints, messages: MessagesService): Router {
  const r = createRouter();
  r.post('/messages/send', ...ep.admin({ schema: adminMessageSendSchema, order: ['username', 'all', 'title', 'content'], idempotent: 'messages.send' }, (input, ctx) => messages.send(ctx, input)));
  return r;
}
