import { type Router } from 'express';
import type { Endpoints } from '../../http/endpoint.js';
import { apiRouter } from '../../http/table-routes.js';
import type { Catalogue } from './catalogue.js';
import type { LaunchService } from './launch.js';

/** The public game catalogue (GET /api/game/list?category=, POST /api/gamelistBycode) and POST /api/getGameUrl. */
export function gameRoutes(ep: Endpoints, { catalogue, launcher }: { catalogue: Catalogue; launcher: LaunchService }): Router {
  const { router, route } = apiRouter(ep);
  route('games.list', async (q, ctx) => ({ data: await catalogue.list(q.category, ctx.locale) }));
  route('games.slots', async (q, ctx) => ({ data: await catalogue.slotsOf(q.gamecode, ctx.locale) }));
  route('games.launch', async (input, ctx) => ({ data: await launcher.launch(ctx, input) }));
  return router;
}
