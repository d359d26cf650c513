import { type Router } from 'express';
import type { Endpoints } from '../../http/endpoint.js';
import { apiRouter } from '../../http/table-routes.js';
import type { RebatesService } from './service.js';

export function rebateRoutes(ep: Endpoints, rebates: RebatesService): Router {
  const { router, route } = apiRouter(ep);
  route('rebates.list', async (q, ctx) => ({ data: await rebates.list(ctx, q) }));
  route('rebates.collect', async (_i, ctx) => ({ message: 'rebate.collected', ...(await rebates.collect(ctx)) }));
  return router;
}
