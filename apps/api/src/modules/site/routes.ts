import { type Router } from 'express';
import { createRouter } from '../../http/router.js';
import { visitUrlSchema } from '@portal/contracts';
import type { Endpoints } from '../../http/endpoint.js';
import type { SiteService } from './service.js';

/** Public site information: /api/app, the customer-service and visit links. */
export function siteRoutes(ep: Endpoints, site: SiteService): Router {
  const r = createRouter();
  r.post('/app', ...ep.public({}, async () => ({ data: await site.appInfo() })));
  r.post('/getservicerurl', ...ep.public({}, async () => ({ data: await site.serviceUrl() })));
  r.get('/getVisitUrl', ...ep.public({ schema: visitUrlSchema, source: 'query' }, async (q) => ({ data: await site.visitUrl(q.pid) })));
  return r;
}
