import { Router } from 'express';
import { adminMessageSendSchema } from '@portal/contracts';
import type { StaffRole } from '../../context.js';
import type { Endpoints } from '../../http/endpoint.js';
import type { MessagesService } from './service.js';

/** Who may write to members: operations and support (a super admin always may). */
const SENDERS: readonly StaffRole[] = ['operations', 'support'];

/** Back office (/api/admin/messages/...): send a message to one member or to everyone (audited, Idempotency-Key required). */
export function messageAdminRoutes(ep: Endpoints, messages: MessagesService): Router {
  const r = Router();
  r.post('/messages/send', ...ep.admin({ schema: adminMessageSendSchema, order: ['username', 'all', 'title', 'content'], roles: SENDERS, idempotent: 'messages.send' }, (input, ctx) => messages.send(ctx, input)));
  return r;
}
