import { type Router } from 'express';
import { createRouter } from '../../http/router.js';
import type { Endpoints } from '../../http/endpoint.js';
import { outboxQuery, type Outbox } from './outbox.js';

export function verificationAdminRoutes(ep: Endpoints, outbox: Outbox): Router {
  const r = createRouter();
  r.get('/outbox', ...ep.admin({ schema: outboxQuery, source: 'query' }, async (q, ctx) => ({ data: await outbox.read(ctx, q) })));
  return r;
}
