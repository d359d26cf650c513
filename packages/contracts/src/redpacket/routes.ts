import { z } from 'zod';
import { defineRoutes } from '../api/define.js';
import { ROLES } from '../staff/roles.js';
import { redPacketLogSchema, redPacketRuleDeleteSchema, redPacketRuleSaveSchema, redPacketSettingsUpdateSchema } from './schemas.js';
import { redPacketAdminRuleReply, redPacketDrawReply, redPacketLogReply, redPacketSettingsReply, redPacketStatusReply } from './replies.js';

/** The member's red packet and its back-office windows and rules. */
export const redPacketRoutes = defineRoutes({
  // GET as spec §7 and the player app; POST for the clients that post every call.
  'redpacket.status': {
    method: 'get',
    path: '/api/userredpacket',
    aliases: [{ method: 'post', path: '/api/userredpacket' }],
    realm: 'member',
    summary: "Today's red packet: window, draws left",
    reply: redPacketStatusReply,
  },
  'redpacket.draw': {
    method: 'post',
    path: '/api/douserredpacket',
    realm: 'member',
    summary: 'Draw a red packet',
    idempotent: 'redpacket.draw',
    reply: redPacketDrawReply,
  },
  'redpacket.log': {
    method: 'post',
    path: '/api/userredpacketlog',
    realm: 'member',
    summary: "The member's red packets, a page",
    request: redPacketLogSchema,
    reply: redPacketLogReply,
  },

  'redpacket.settings': {
    method: 'post',
    path: '/api/admin/redpacket/settings',
    realm: 'staff',
    roles: ROLES.operations,
    summary: 'The daily draw and count windows',
    reply: redPacketSettingsReply,
  },
  'redpacket.settingsUpdate': {
    method: 'post',
    path: '/api/admin/redpacket/settings/update',
    realm: 'staff',
    roles: ROLES.operations,
    summary: 'Change the windows',
    request: redPacketSettingsUpdateSchema,
    idempotent: 'redpacket.settings',
    reply: redPacketSettingsReply,
  },
  'redpacket.rules': {
    method: 'post',
    path: '/api/admin/redpacket/rules',
    realm: 'staff',
    roles: ROLES.operations,
    summary: 'The red-packet rules',
    reply: z.array(redPacketAdminRuleReply),
  },
  'redpacket.rulesSave': {
    method: 'post',
    path: '/api/admin/redpacket/rules/save',
    realm: 'staff',
    roles: ROLES.operations,
    summary: 'Create or change a rule',
    request: redPacketRuleSaveSchema,
    idempotent: 'redpacket.rules.save',
    reply: redPacketAdminRuleReply,
  },
  'redpacket.rulesDelete': {
    method: 'post',
    path: '/api/admin/redpacket/rules/delete',
    realm: 'staff',
    roles: ROLES.operations,
    summary: 'Delete a rule',
    request: redPacketRuleDeleteSchema,
    idempotent: 'redpacket.rules.delete',
    reply: z.object({ id: z.number() }),
  },
});
