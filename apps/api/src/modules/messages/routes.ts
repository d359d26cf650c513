import { type Router } from 'express';
import { createRouter } from '../../http/router.js';
import { messageListSchema, messageReadSchema } from '@portal/contracts';
import type { Endpoints } from '../../http/endpoint.js';
import type { MessagesService } from './service.js';

/** The member's inbox: the list, reading one (marks it read), the unread count of the header badge. */
export function messageRoutes(ep: Endpoints, messages: MessagesService): Router {
  const r = createRouter();
  r.post('/messagelist', ...ep.member({ schema: messageListSchema }, async (q, ctx) => ({ data: await messages.list(ctx, q) })));
  r.post('/messageread', ...ep.member({ schema: messageReadSchema }, async (q, ctx) => ({ data: await messages.read(ctx, q) })));
  r.post('/messagenum', ...ep.member({}, async (_q, ctx) => ({ data: await messages.unread(ctx) })));
  return r;
}
