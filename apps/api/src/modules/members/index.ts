import type { Core } from '../../core.js';
import { createEndpoints } from '../../http/endpoint.js';
import type { PasswordGuard } from '../../security/password-guard.js';
import type { CashierBackOffice } from '../cashier/index.js';
import type { Audit } from '../../audit/log.js';
import type { Module } from '../types.js';
import { membersAdminRoutes } from './admin-routes.js';
import { createMembersService } from './service.js';

interface Deps {
  audit: Audit;
  passwordGuard: PasswordGuard;
  cashier: CashierBackOffice;
}

/** The back office's members: search, a member's page, freeze, password reset. */
export function membersModule(core: Core, { audit, passwordGuard, cashier }: Deps): Module {
  const { sql, clock, sessions, hasher } = core;
  const members = createMembersService({ sql, clock, sessions, hasher, audit, passwordGuard, cashier });
  return { name: 'members', adminRoutes: membersAdminRoutes(createEndpoints(core), members) };
}
