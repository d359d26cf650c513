import { type Router } from 'express';
import { createRouter } from '../../http/router.js';
import { gameListByCodeSchema, gameListSchema, getGameUrlSchema } from '@portal/contracts';
import type { Endpoints } from '../../http/endpoint.js';
import type { Catalogue } from './catalogue.js';
import type { LaunchService } from './launch.js';

/** The public game catalogue (GET /api/game/list?category=, POST /api/gamelistBycode) and POST /api/getGameUrl. */
export function gameRoutes(ep: Endpoints, { catalogue, launcher }: { catalogue: Catalogue; launcher: LaunchService }): Router {
  const r = createRouter();
  r.get('/game/list', ...ep.public({ schema: gameListSchema, source: 'query' }, async (q, ctx) => ({ data: await catalogue.list(q.category, ctx.locale) })));
  r.post('/gamelistBycode', ...ep.public({ schema: gameListByCodeSchema }, async (q, ctx) => ({ data: await catalogue.slotsOf(q.gamecode, ctx.locale) })));
  r.post('/getGameUrl', ...ep.member({ schema: getGameUrlSchema }, async (input, ctx) => ({ data: await launcher.launch(ctx, input) })));
  return r;
}
