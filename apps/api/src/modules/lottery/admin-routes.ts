import { type Router } from 'express';
import type { Endpoints } from '../../http/endpoint.js';
import { adminRouter } from '../../http/table-routes.js';
import type { LotteryDesk } from './service.js';

/** The lottery's desk: games (odds, edge, payout cap), draws, cancelling a draw, profit and loss by day. */
export function lotteryAdminRoutes(ep: Endpoints, desk: LotteryDesk): Router {
  const { router, route } = adminRouter(ep);
  route('lottery.games', async (_input, ctx) => ({ data: await desk.games(ctx) }));
  route('lottery.gamesSave', async (input, ctx) => ({ data: await desk.saveGame(ctx, input) }));
  route('lottery.draws', async (input, ctx) => ({ data: await desk.draws(ctx, input) }));
  route('lottery.cancel', async (input, ctx) => ({ data: await desk.cancel(ctx, input) }));
  route('lottery.report', async (input, ctx) => ({ data: await desk.report(ctx, input) }));
  return router;
}
