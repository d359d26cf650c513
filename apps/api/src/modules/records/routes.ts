import { type Router } from 'express';
import { createRouter } from '../../http/router.js';
import { betRecordSchema, transRecordSchema } from '@portal/contracts';
import type { Endpoints } from '../../http/endpoint.js';
import type { RecordsService } from './service.js';

export function recordRoutes(ep: Endpoints, records: RecordsService): Router {
  const r = createRouter();
  r.post('/betrecord', ...ep.member({ schema: betRecordSchema }, async (q, ctx) => ({ data: await records.bets(ctx, q) })));
  r.post('/gettransrecord', ...ep.member({ schema: transRecordSchema }, async (q, ctx) => ({ data: await records.transactions(ctx, q) })));
  return r;
}
