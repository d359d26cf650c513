import { type Router } from 'express';
import type { Endpoints } from '../../http/endpoint.js';
import { adminRouter } from '../../http/table-routes.js';
import type { SiteAdminService } from './admin-service.js';

/** /api/admin/site/update {title?, site_state?, repair_tips?, redpacket_switch?}. */
export function siteAdminRoutes(ep: Endpoints, admin: SiteAdminService): Router {
  const { router, route } = adminRouter(ep);
  route('site.update', (input, ctx) => admin.updateSite(ctx, input));
  return router;
}
