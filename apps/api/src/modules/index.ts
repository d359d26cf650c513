import type { Router } from 'express';
import type { Core } from '../core.js';
import type { Tx } from '../db/client.js';
import { createAdapters, type AdapterRegistry } from '../providers/registry.js';
import { createPlatforms } from '../providers/platforms.js';
import { createLaunchTokens } from '../providers/builtin/launch-token.js';
import { createBuiltinBooks } from '../providers/builtin/books.js';
import { builtinRoutes } from '../providers/builtin/routes.js';
import { createPasswordGuard } from '../security/password-guard.js';
import { agentsModule } from './agents/index.js';
import { authModule } from './auth/index.js';
import { contentModule } from './content/index.js';
import { gamesModule } from './games/index.js';
import { housekeepingModule } from './housekeeping/index.js';
import { inboxModule, type Notify } from './inbox/index.js';
import { membersModule } from './members/index.js';
import { operationsModule } from './operations/index.js';
import { reportsModule } from './reports/index.js';
import { profileModule } from './profile/index.js';
import { rebatesModule } from './rebates/index.js';
import { recordsModule, type SettledBet } from './records/index.js';
import { redPacketModule } from './redpacket/index.js';
import { cashierModule } from './cashier/index.js';
import { siteModule } from './site/index.js';
import { staffModule } from './staff/index.js';
import { verificationModule } from './verification/index.js';
import { vipModule } from './vip/index.js';
import { walletModule } from './wallet/index.js';
import type { Module } from './types.js';

export type { Module } from './types.js';

export interface ModuleOptions {
  /** Lets tests put a failing platform in front of the real one. */
  wrapAdapters?: (real: AdapterRegistry) => AdapterRegistry;
  /** Lets tests record the member messages modules write instead of storing them in the inbox. */
  notify?: Notify;
}

/**
 * The composition root: every module built once, in dependency order (a module gets the services
 * of those before it through its deps). `modules` is also the mount order of their routes: the
 * money routes first, since every request walks the routers in order and these are the busiest.
 */
export function createModules(core: Core, { wrapAdapters = (real) => real, notify: notifyOverride }: ModuleOptions = {}) {
  const { prisma, sql, config } = core;
  // The game platforms behind their adapters (providers/): infrastructure several modules share.
  const launchTokens = createLaunchTokens(config.jwtSecret, core.sessions.isLive);
  const platforms = createPlatforms(prisma, wrapAdapters(createAdapters(sql, launchTokens)));

  // Wrong current-password answers lock the member's money movement: profile counts them, the wallet obeys.
  const passwordGuard = createPasswordGuard(sql, config.passwordGuard);

  const staff = staffModule(core);
  const site = siteModule(core, { audit: staff.audit });
  const messages = inboxModule(core, { audit: staff.audit });
  const notify = notifyOverride ?? messages.notify;
  const verification = verificationModule(core, { audit: staff.audit });
  const wallet = walletModule(core, { platforms, audit: staff.audit, passwordGuard });
  const rebates = rebatesModule(core, { wallet: wallet.wallet });
  const vip = vipModule(core, { audit: staff.audit, notify });
  const auth = authModule(core, { wallet: wallet.wallet, codes: verification.codes, settings: site.settings });
  const profile = profileModule(core, {
    wallet: wallet.wallet,
    codes: verification.codes,
    settings: site.settings,
    passwordGuard,
    claimableRebates: rebates.claimable,
  });
  const games = gamesModule(core, { platforms, wallet: wallet.wallet, transfers: wallet.transfers, audit: staff.audit });
  const cashier = cashierModule(core, {
    wallet: wallet.wallet,
    audit: staff.audit,
    settings: site.settings,
    passwordGuard,
    notify,
    afterDepositApproved: vip.afterDepositApproved,
  });
  // A settled bet accrues its rebate at the member's level at bet time, then may promote the member.
  const onSettledBets = async (tx: Tx, bets: SettledBet[]) => {
    await rebates.accrue(tx, bets);
    await vip.afterSettledBets(tx, bets);
  };
  const records = recordsModule(core, { platforms, transfers: wallet.transfers, onSettledBets });
  const content = contentModule(core, { audit: staff.audit, notify });
  const redPackets = redPacketModule(core, { wallet: wallet.wallet, audit: staff.audit, settings: site.settings });
  const agents = agentsModule(core, { audit: staff.audit, notify });
  const housekeeping = housekeepingModule(core);
  // The back office's own pages: members, reports, operations (jobs of every module, read when asked).
  const members = membersModule(core, { audit: staff.audit, passwordGuard, cashier: cashier.backOffice });
  const reports = reportsModule(core);
  const operations = operationsModule(core, {
    audit: staff.audit,
    cashier: cashier.backOffice,
    transfers: wallet.transfers,
    adjustments: wallet.adjustments,
    jobs: () => modules.flatMap((m) => m.jobs ?? []),
  });

  const modules: Module[] = [
    wallet,
    cashier,
    site,
    games,
    content,
    auth,
    staff,
    profile,
    records,
    rebates,
    vip,
    redPackets,
    agents,
    messages,
    verification,
    housekeeping,
    members,
    reports,
    operations,
  ];
  return {
    modules,
    /** The built-in game platform's pages and API (/play/...): a platform of its own, not a portal module. */
    gamePlatform: builtinRoutes(prisma, createBuiltinBooks(sql), launchTokens) as Router,
    /** The services tests and tools drive directly. */
    services: {
      wallet: wallet.wallet,
      transfers: wallet.transfers,
      betSync: records.betSync,
      platforms,
      settings: site.settings,
      launchTokens,
      cleanup: housekeeping.cleanup,
      notify: messages.notify,
      passwordGuard,
    },
  };
}

export type Modules = ReturnType<typeof createModules>;
export type Services = Modules['services'];
