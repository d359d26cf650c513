import { type Router } from 'express';
import type { Endpoints } from '../../http/endpoint.js';
import { apiRouter } from '../../http/table-routes.js';
import type { SiteService } from './service.js';

/** Public site information: /api/app, the customer-service and visit links. */
export function siteRoutes(ep: Endpoints, site: SiteService): Router {
  const { router, route } = apiRouter(ep);
  route('site.app', async (_input, ctx) => ({ data: await site.appInfo(ctx.locale) }));
  route('site.serviceUrl', async () => ({ data: await site.serviceUrl() }));
  route('site.visitUrl', async (q) => ({ data: await site.visitUrl(q.pid) }));
  return router;
}
