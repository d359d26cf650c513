import { type Router } from 'express';
import { createRouter } from '../../http/router.js';
import { siteUpdateSchema } from '@portal/contracts';
import type { Endpoints } from '../../http/endpoint.js';
import type { SiteAdminService } from './admin-service.js';

/** /api/admin/site/update {title?, site_state?, repair_tips?, redpacket_switch?}. */
export function siteAdminRoutes(ep: Endpoints, admin: SiteAdminService): Router {
  const r = createRouter();
  r.post('/site/update', ...ep.admin({ schema: siteUpdateSchema, idempotent: 'site.update' }, (input, ctx) => admin.updateSite(ctx, input)));
  return r;
}
