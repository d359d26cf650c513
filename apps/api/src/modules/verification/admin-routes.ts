import { Router } from 'express';
import { ANY_STAFF } from '../../context.js';
import type { Endpoints } from '../../http/endpoint.js';
import { outboxQuery, type Outbox } from './outbox.js';

export function verificationAdminRoutes(ep: Endpoints, outbox: Outbox): Router {
  const r = Router();
  r.get('/outbox', ...ep.admin({ schema: outboxQuery, source: 'query', roles: ANY_STAFF }, async (q, ctx) => ({ data: await outbox.read(ctx, q) })));
  return r;
}
