import { type Router } from 'express';
import type { Endpoints } from '../../http/endpoint.js';
import { apiRouter } from '../../http/table-routes.js';
import type { LotteryDesk } from './service.js';

/** GET /api/lottery/verify and /api/lottery/chains: anyone may check a draw and the chains. */
export function lotteryPublicRoutes(ep: Endpoints, desk: LotteryDesk): Router {
  const { router, route } = apiRouter(ep);
  route('lottery.verify', async (input, ctx) => ({ data: await desk.verify(ctx, input) }));
  route('lottery.chains', async (input, ctx) => ({ data: await desk.chains(ctx, input) }));
  return router;
}
