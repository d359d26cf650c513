import { Router } from 'express';
import { siteUpdateSchema } from '@portal/contracts';
import type { StaffRole } from '../../context.js';
import type { Endpoints } from '../../http/endpoint.js';
import type { SiteAdminService } from './admin-service.js';

/** Site settings (title, maintenance, the red-packet switch) are operations' (a super admin always may). */
const OPERATIONS: readonly StaffRole[] = ['operations'];

/** /api/admin/site/update {title?, site_state?, repair_tips?, redpacket_switch?}. */
export function siteAdminRoutes(ep: Endpoints, admin: SiteAdminService): Router {
  const r = Router();
  r.post('/site/update', ...ep.admin({ schema: siteUpdateSchema, roles: OPERATIONS, idempotent: 'site.update' }, (input, ctx) => admin.updateSite(ctx, input)));
  return r;
}
