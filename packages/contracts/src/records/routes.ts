import { defineRoutes } from '../api/define.js';
import { betRecordSchema, transRecordSchema } from './schemas.js';
import { betRecordPageReply, transRecordPageReply } from './replies.js';

/** The member's bet and transaction records. */
export const recordRoutes = defineRoutes({
  'records.bets': {
    method: 'post',
    path: '/api/betrecord',
    realm: 'member',
    summary: "The member's bets, a page",
    request: betRecordSchema,
    reply: betRecordPageReply,
  },
  'records.transactions': {
    method: 'post',
    path: '/api/gettransrecord',
    realm: 'member',
    summary: "The member's deposits, withdrawals and transfers, a page",
    request: transRecordSchema,
    reply: transRecordPageReply,
  },
});
