import type { Core } from '../../core.js';
import { createEndpoints } from '../../http/endpoint.js';
import type { Audit } from '../../audit/log.js';
import type { Module } from '../types.js';
import { messageAdminRoutes } from './admin-routes.js';
import { createNotify, type Notify } from './notify.js';
import { messageRoutes } from './routes.js';
import { createMessagesService } from './service.js';

export type { Notify, TemplatedMessage } from './notify.js';
export type { MessagesService } from './service.js';

interface Deps {
  audit: Audit;
}

export interface MessagesModule extends Module {
  /** Writes a templated message to one member inside the caller's transaction (reviews, VIP changes). */
  notify: Notify;
}

/** Internal messages (the inbox): per member with read state, written by reviews, jobs and the back office. */
export function messagesModule(core: Core, { audit }: Deps): MessagesModule {
  const { prisma, sql, clock } = core;
  const messages = createMessagesService({ prisma, sql, clock, audit });
  const ep = createEndpoints(core);
  return {
    name: 'messages',
    notify: createNotify(clock),
    routes: messageRoutes(ep, messages),
    adminRoutes: messageAdminRoutes(ep, messages),
  };
}
