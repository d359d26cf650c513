import { type Router } from 'express';
import type { Endpoints } from '../../http/endpoint.js';
import { adminRouter } from '../../http/table-routes.js';
import type { Outbox } from './outbox.js';

export function verificationAdminRoutes(ep: Endpoints, outbox: Outbox): Router {
  const { router, route } = adminRouter(ep);
  route('outbox.read', async (q, ctx) => ({ data: await outbox.read(ctx, q) }));
  return router;
}
