import type { Core } from '../../core.js';
import { createEndpoints } from '../../http/endpoint.js';
import type { Audit } from '../../audit/log.js';
import type { Module } from '../types.js';
import { createCodes, type Codes } from './codes.js';
import { createDelivery } from './delivery.js';
import { createOutbox } from './outbox.js';
import { createVerificationStore } from './store.js';
import { verificationAdminRoutes } from './admin-routes.js';

export { contactOf, type Codes, type CodeChannel, type CodePurpose } from './codes.js';

export interface VerificationModule extends Module {
  /** SMS / email codes (forgot password, withdrawal password). */
  codes: Codes;
}

/** SMS and email codes, the messages' outbox, and its back-office page (GET /api/admin/outbox). */
export function verificationModule(core: Core, { audit }: { audit: Audit }): VerificationModule {
  const { config, log, clock } = core;
  const store = createVerificationStore(core.sql);
  const codes = createCodes({
    sql: core.sql,
    clock,
    deliver: createDelivery({ store, smtp: config.smtp, log }),
    secret: config.jwtSecret,
    limits: config.codes,
  });
  const outbox = createOutbox({ sql: core.sql, store, audit });
  return { name: 'verification', codes, adminRoutes: verificationAdminRoutes(createEndpoints(core), outbox) };
}
