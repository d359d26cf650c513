import { type Router } from 'express';
import type { Endpoints } from '../../http/endpoint.js';
import { adminRouter } from '../../http/table-routes.js';
import type { ChainService } from './service.js';

/** The back office's chain screen under /api/admin/chain. */
export function chainAdminRoutes(ep: Endpoints, chain: ChainService): Router {
  const { router, route } = adminRouter(ep);

  route('chain.status', async () => ({ data: await chain.status() }));
  route('chain.transfers', async (input) => ({ data: await chain.transfers(input) }));
  route('chain.rescan', (input, ctx) => chain.rescan(ctx, input));
  route('chain.approve', (input, ctx) => chain.approve(ctx, input));
  route('chain.reject', (input, ctx) => chain.reject(ctx, input));

  return router;
}
