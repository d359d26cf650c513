import { z } from 'zod';
import { defineRoutes } from '../api/define.js';
import { ROLES } from '../staff/roles.js';
import { vipLevelUpdateSchema } from './schemas.js';
import { vipAdminLevelReply } from './replies.js';

/** The back office's VIP levels (the member's table is content.vipLevels). */
export const vipRoutes = defineRoutes({
  'vip.levels': {
    method: 'post',
    path: '/api/admin/vip/levels',
    realm: 'staff',
    roles: ROLES.operations,
    summary: 'The VIP levels',
    reply: z.array(vipAdminLevelReply),
  },
  'vip.levelsUpdate': {
    method: 'post',
    path: '/api/admin/vip/levels/update',
    realm: 'staff',
    roles: ROLES.operations,
    summary: 'Change a VIP level',
    request: vipLevelUpdateSchema,
    idempotent: 'admin.vip.levels.update',
    reply: vipAdminLevelReply,
  },
});
