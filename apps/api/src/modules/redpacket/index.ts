import type { Core } from '../../core.js';
import { createEndpoints } from '../../http/endpoint.js';
import type { SiteSettings } from '../site/index.js';
import type { Audit } from '../../audit/log.js';
import type { Module } from '../types.js';
import type { Wallet } from '../wallet/index.js';
import type { DepositReads } from '../cashier/index.js';
import { createRedPacketAdminService } from './admin-service.js';
import { redPacketAdminRoutes } from './admin-routes.js';
import { redPacketRoutes } from './routes.js';
import { createRedPacketService } from './service.js';
import { createRedPacketSettings } from './settings.js';

interface Deps {
  wallet: Wallet;
  audit: Audit;
  settings: SiteSettings;
  /** Player protection: no red packet draw during a time-out or self-exclusion. */
  playerBlock?: (userId: number) => Promise<void>;
  /** The cashier's deposit orders (the approved deposits of the counting window). */
  deposits: Pick<DepositReads, 'approvedBetween'>;
}

/** Red packets (spec §2.3, §2.5; docs/compatibility.md#rule-1-red-packet): the daily draw, its record, the back office's windows and rules. */
export function redPacketModule(core: Core, { wallet, audit, settings: site, playerBlock, deposits }: Deps): Module {
  const { sql, clock, config } = core;
  const settings = createRedPacketSettings({ sql });
  const ep = createEndpoints(core);
  return {
    name: 'redpacket',
    routes: redPacketRoutes(ep, createRedPacketService({ sql, wallet, clock, site, settings, playerBlock, dayMax: config.payouts.redPacketDayMax, deposits })),
    adminRoutes: redPacketAdminRoutes(ep, createRedPacketAdminService({ sql, audit, settings })),
  };
}
