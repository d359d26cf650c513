import { type Router } from 'express';
import { createRouter } from '../../http/router.js';
import { getFanshuiSchema } from '@portal/contracts';
import type { Endpoints } from '../../http/endpoint.js';
import type { RebatesService } from './service.js';

export function rebateRoutes(ep: Endpoints, rebates: RebatesService): Router {
  const r = createRouter();
  r.post('/getfanshui', ...ep.member({ schema: getFanshuiSchema }, async (q, ctx) => ({ data: await rebates.list(ctx, q) })));
  r.post('/dofanshui', ...ep.member({ idempotent: 'rebate.collect' }, async (_i, ctx) => ({ data: await rebates.collect(ctx), message: 'rebate.collected' })));
  return r;
}
