import { defineRoutes } from '../api/define.js';
import { ROLES } from '../staff/roles.js';
import { adminMessageSendSchema, messageListSchema, messageReadSchema } from './schemas.js';
import { messageItemReply, messageListReply, messageNumReply, messageSendReply } from './replies.js';

/** The member's inbox, and sending to it from the back office. */
export const inboxRoutes = defineRoutes({
  'inbox.list': {
    method: 'post',
    path: '/api/messagelist',
    realm: 'member',
    summary: "The member's messages, a page",
    request: messageListSchema,
    reply: messageListReply,
  },
  'inbox.read': {
    method: 'post',
    path: '/api/messageread',
    realm: 'member',
    summary: 'Read one message (marks it read)',
    request: messageReadSchema,
    reply: messageItemReply,
  },
  'inbox.unread': { method: 'post', path: '/api/messagenum', realm: 'member', summary: 'How many are unread', reply: messageNumReply },
  'inbox.send': {
    method: 'post',
    path: '/api/admin/messages/send',
    realm: 'staff',
    roles: ROLES.operationsReaders,
    summary: 'Send a message to one member or to everyone',
    request: adminMessageSendSchema,
    order: ['username', 'all', 'title', 'content'],
    idempotent: 'messages.send',
    reply: messageSendReply,
  },
});
