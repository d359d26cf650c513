import { type Router } from 'express';
import type { Endpoints } from '../../http/endpoint.js';
import { adminRouter } from '../../http/table-routes.js';
import type { SportsDesk } from './service.js';

/** The sportsbook's desk: its routes' roles are in the route table (contracts sports/routes.ts). */
export function sportsAdminRoutes(ep: Endpoints, desk: SportsDesk): Router {
  const { router, route } = adminRouter(ep);
  route('sports.events', async (input, ctx) => ({ data: await desk.events(ctx, input) }));
  route('sports.eventSave', async (input, ctx) => ({ message: 'common.saved', data: await desk.saveEvent(ctx, input) }));
  route('sports.marketSave', async (input, ctx) => ({ message: 'common.saved', data: await desk.saveMarket(ctx, input) }));
  route('sports.odds', async (input, ctx) => ({ message: 'common.saved', data: await desk.odds(ctx, input) }));
  route('sports.suspend', async (input, ctx) => ({ message: 'common.saved', data: await desk.suspend(ctx, input) }));
  route('sports.result', async (input, ctx) => ({ data: await desk.result(ctx, input) }));
  route('sports.cancel', async (input, ctx) => ({ data: await desk.cancel(ctx, input) }));
  route('sports.resettle', (input, ctx) => desk.resettle(ctx, input));
  route('sports.resettleApprove', async (input, ctx) => ({ data: await desk.decideResettle(ctx, input) }));
  route('sports.resettles', async (input, ctx) => ({ data: await desk.resettles(ctx, input) }));
  route('sports.liability', async (input, ctx) => ({ data: await desk.liability(ctx, input) }));
  route('sports.bets', async (input, ctx) => ({ data: await desk.bets(ctx, input) }));
  route('sports.pnl', async (input, ctx) => ({ data: await desk.pnl(ctx, input) }));
  route('sports.settings', async (_input, ctx) => ({ data: await desk.settings(ctx) }));
  route('sports.settingsSave', async (input, ctx) => ({ message: 'common.saved', data: await desk.saveSettings(ctx, input) }));
  return router;
}
