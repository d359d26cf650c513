import type { Router } from 'express';
import type { Endpoints } from '../../http/endpoint.js';
import { adminRouter } from '../../http/table-routes.js';
import type { ResponsibleAdmin } from './admin.js';

/** The back office's player protection under /api/admin/responsible (no route lifts, shortens or raises anything). */
export function responsibleAdminRoutes(ep: Endpoints, admin: ResponsibleAdmin): Router {
  const { router, route } = adminRouter(ep);
  route('responsible.admin.member', async (input, ctx) => ({ data: await admin.member(ctx, input) }));
  route('responsible.admin.timeout', (input, ctx) => admin.imposeTimeout(ctx, input));
  route('responsible.admin.exclude', (input, ctx) => admin.imposeExclusion(ctx, input));
  route('responsible.admin.harm', async () => ({ data: await admin.harm() }));
  route('responsible.admin.linked', async (input, ctx) => ({ data: await admin.linked(ctx, input) }));
  route('responsible.admin.reviews', async () => ({ data: await admin.reviews() }));
  route('responsible.admin.review', (input, ctx) => admin.review(ctx, input));
  route('responsible.admin.affordability', async () => ({ data: await admin.affordabilityQueue() }));
  route('responsible.admin.affordabilityDecide', (input, ctx) => admin.decideAffordability(ctx, input));
  return router;
}
