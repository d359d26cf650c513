import { defineRoutes } from '../api/define.js';
import { rebateQuerySchema } from './schemas.js';
import { collectRebatesReply, rebatesReply } from './replies.js';

/** The member's rebates: the list and collecting them. */
export const rebateRoutes = defineRoutes({
  'rebates.list': {
    method: 'post',
    path: '/api/getfanshui',
    realm: 'member',
    summary: "The member's rebates, a page, with the totals",
    request: rebateQuerySchema,
    reply: rebatesReply,
  },
  'rebates.collect': {
    method: 'post',
    path: '/api/dofanshui',
    realm: 'member',
    summary: 'Collect every pending rebate',
    idempotent: 'rebate.collect',
    reply: collectRebatesReply,
  },
});
