import { type Router } from 'express';
import type { Endpoints } from '../../http/endpoint.js';
import { adminRouter } from '../../http/table-routes.js';
import type { RedPacketAdminService } from './admin-service.js';

/** The back office's red-packet routes under /api/admin/redpacket: the daily windows and the rules. */
export function redPacketAdminRoutes(ep: Endpoints, admin: RedPacketAdminService): Router {
  const { router, route } = adminRouter(ep);
  route('redpacket.settings', async () => ({ data: await admin.readSettings() }));
  route('redpacket.settingsUpdate', (input, ctx) => admin.updateSettings(ctx, input));
  route('redpacket.rules', async () => ({ data: await admin.listRules() }));
  route('redpacket.rulesSave', (input, ctx) => admin.saveRule(ctx, input));
  route('redpacket.rulesDelete', (input, ctx) => admin.deleteRule(ctx, input));
  return router;
}
