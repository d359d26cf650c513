import type { Router } from 'express';
import type { Endpoints } from '../../http/endpoint.js';
import { apiRouter } from '../../http/table-routes.js';
import type { ResponsibleService } from './service.js';
import type { RealityService } from './reality.js';

/** The member's player protection: state, limits, cancelling a pending change, time-out, self-exclusion, reality checks. */
export function responsibleRoutes(ep: Endpoints, responsible: ResponsibleService, reality: RealityService): Router {
  const { router, route } = apiRouter(ep);
  route('responsible.state', async (_i, ctx) => ({ data: await responsible.state(ctx) }));
  route('responsible.setLimit', (input, ctx) => responsible.setLimit(ctx, input));
  route('responsible.offer', (input, ctx) => responsible.answerOffer(ctx, input));
  route('responsible.cancel', (input, ctx) => responsible.cancel(ctx, input));
  route('responsible.timeout', (input, ctx) => responsible.takeTimeout(ctx, input));
  route('responsible.exclude', (input, ctx) => responsible.excludeSelf(ctx, input));
  route('responsible.reality', (input, ctx) => reality.setReality(ctx, input));
  route('responsible.realityState', async (_i, ctx) => ({ data: await reality.realityState(ctx) }));
  route('responsible.reopen', (input, ctx) => responsible.reopen(ctx, input));
  return router;
}
