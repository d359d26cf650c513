import { type Router } from 'express';
import { createRouter } from '../../http/router.js';
import { redPacketRuleDeleteSchema, redPacketRuleSaveSchema, redPacketSettingsUpdateSchema } from '@portal/contracts';
import type { Endpoints } from '../../http/endpoint.js';
import type { RedPacketAdminService } from './admin-service.js';

/** The back office's red-packet routes under /api/admin/redpacket: the daily windows and the rules. */
export function redPacketAdminRoutes(ep: Endpoints, admin: RedPacketAdminService): Router {
  const r = createRouter();
  r.post('/redpacket/settings', ...ep.admin({}, async () => ({ data: await admin.readSettings() })));
  r.post('/redpacket/settings/update', ...ep.admin({ schema: redPacketSettingsUpdateSchema, idempotent: 'redpacket.settings' }, (input, ctx) => admin.updateSettings(ctx, input)));
  r.post('/redpacket/rules', ...ep.admin({}, async () => ({ data: await admin.listRules() })));
  r.post('/redpacket/rules/save', ...ep.admin({ schema: redPacketRuleSaveSchema, idempotent: 'redpacket.rules.save' }, (input, ctx) => admin.saveRule(ctx, input)));
  r.post('/redpacket/rules/delete', ...ep.admin({ schema: redPacketRuleDeleteSchema, idempotent: 'redpacket.rules.delete' }, (input, ctx) => admin.deleteRule(ctx, input)));
  return r;
}
