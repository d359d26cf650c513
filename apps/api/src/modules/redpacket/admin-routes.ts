import { Router } from 'express';
import { redPacketRuleDeleteSchema, redPacketRuleSaveSchema, redPacketSettingsUpdateSchema } from '@portal/contracts';
import type { StaffRole } from '../../context.js';
import type { Endpoints } from '../../http/endpoint.js';
import type { RedPacketAdminService } from './admin-service.js';

/** Red packets are a promotion: operations staff (a super admin always may). */
const OPERATIONS: readonly StaffRole[] = ['operations'];

/** The back office's red-packet routes under /api/admin/redpacket: the daily windows and the rules. */
export function redPacketAdminRoutes(ep: Endpoints, admin: RedPacketAdminService): Router {
  const r = Router();
  r.post('/redpacket/settings', ...ep.admin({ roles: OPERATIONS }, async () => ({ data: await admin.readSettings() })));
  r.post('/redpacket/settings/update', ...ep.admin({ schema: redPacketSettingsUpdateSchema, roles: OPERATIONS, idempotent: 'redpacket.settings' }, (input, ctx) => admin.updateSettings(ctx, input)));
  r.post('/redpacket/rules', ...ep.admin({ roles: OPERATIONS }, async () => ({ data: await admin.listRules() })));
  r.post('/redpacket/rules/save', ...ep.admin({ schema: redPacketRuleSaveSchema, roles: OPERATIONS, idempotent: 'redpacket.rules.save' }, (input, ctx) => admin.saveRule(ctx, input)));
  r.post('/redpacket/rules/delete', ...ep.admin({ schema: redPacketRuleDeleteSchema, roles: OPERATIONS, idempotent: 'redpacket.rules.delete' }, (input, ctx) => admin.deleteRule(ctx, input)));
  return r;
}
