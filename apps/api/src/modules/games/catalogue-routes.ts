import { Router } from 'express';
import { gameListByCodeSchema, gameListSchema } from '@portal/contracts';
import type { PrismaClient } from '../../db/client.js';
import { endpoint } from '../../http/endpoint.js';
import { createCatalogue } from './catalogue.js';

/** The public game catalogue: GET /api/game/list?category=, POST /api/gamelistBycode. */
export function catalogueRoutes(prisma: PrismaClient): Router {
  const catalogue = createCatalogue(prisma);
  const r = Router();
  r.get('/game/list', endpoint({ schema: gameListSchema, source: 'query' }, async (q, req) => ({ data: await catalogue.list(q.category, req.locale) })));
  r.post('/gamelistBycode', endpoint({ schema: gameListByCodeSchema }, async (q, req) => ({ data: await catalogue.slotsOf(q.gamecode, req.locale) })));
  return r;
}
