import type { Core } from '../../core.js';
import { createEndpoints } from '../../http/endpoint.js';
import type { Audit } from '../../audit/log.js';
import type { Module } from '../types.js';
import { inboxAdminRoutes } from './admin-routes.js';
import { createNotify, type Notify } from './notify.js';
import { inboxMemberRoutes } from './routes.js';
import { createInboxService } from './service.js';

export type { Notify, TemplatedMessage } from './notify.js';
export type { InboxService } from './service.js';

interface Deps {
  audit: Audit;
  /** A broadcast's audience filter (player protection: members on a time-out or self-exclusion get no marketing messages); SQL over `users u` and the send time's parameter. */
  broadcastAudience?: (userColumn: string, nowParam: string) => string;
}

export interface InboxModule extends Module {
  /** Writes a templated message to one member inside the caller's transaction (reviews, VIP changes). */
  notify: Notify;
}

/** Internal messages (the inbox): per member with read state, written by reviews, jobs and the back office. */
export function inboxModule(core: Core, { audit, broadcastAudience }: Deps): InboxModule {
  const { sql, clock } = core;
  const messages = createInboxService({ sql, clock, audit, broadcastAudience });
  const ep = createEndpoints(core);
  return {
    name: 'inbox',
    notify: createNotify(clock),
    routes: inboxMemberRoutes(ep, messages),
    adminRoutes: inboxAdminRoutes(ep, messages),
  };
}
