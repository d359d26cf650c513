import { type Router } from 'express';
import type { Endpoints } from '../../http/endpoint.js';
import { apiRouter } from '../../http/table-routes.js';
import type { RecordsService } from './service.js';

export function recordRoutes(ep: Endpoints, records: RecordsService): Router {
  const { router, route } = apiRouter(ep);
  route('records.bets', async (q, ctx) => ({ data: await records.bets(ctx, q) }));
  route('records.transactions', async (q, ctx) => ({ data: await records.transactions(ctx, q) }));
  return router;
}
