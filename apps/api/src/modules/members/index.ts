import type { Core } from '../../core.js';
import { createEndpoints } from '../../http/endpoint.js';
import type { PasswordGuard } from '../../security/password-guard.js';
import type { CashierBackOffice } from '../cashier/index.js';
import type { Audit } from '../../audit/log.js';
import type { Module } from '../types.js';
import { membersAdminRoutes } from './admin-routes.js';
import { createMembersService, type StaffContactGuard } from './service.js';

interface Deps {
  audit: Audit;
  passwordGuard: PasswordGuard;
  cashier: CashierBackOffice;
  /** Player protection: no second account through a phone or email staff set. */
  contactGuard?: StaffContactGuard;
}

/** The back office's members: search, a member's page, freeze, password reset, phone and email. */
export function membersModule(core: Core, { audit, passwordGuard, cashier, contactGuard }: Deps): Module {
  const { sql, clock, sessions, hasher } = core;
  const members = createMembersService({ sql, clock, sessions, hasher, audit, passwordGuard, cashier, contactGuard });
  return { name: 'members', adminRoutes: membersAdminRoutes(createEndpoints(core), members) };
}
