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
import { markBetDaysStale, reportsModule } from './reports/index.js';
import { profileModule } from './profile/index.js';
import { rebatesModule } from './rebates/index.js';
import { recordsModule, type SettledBet } from './records/index.js';
import { redPacketModule } from './redpacket/index.js';
import { notBlockedSql, responsibleModule } from './responsible/index.js';
import { cashierModule, type UsdtPayee } from './cashier/index.js';
import { chainModule, type ChainModule } from './chain/index.js';
import { siteModule } from './site/index.js';
import { staffModule } from './staff/index.js';
import { verificationModule } from './verification/index.js';
import { vipModule } from './vip/index.js';
import { walletModule } from './wallet/index.js';
import { feedbackModule } from './feedback/index.js';
import type { Module } from './types.js';

export type { Module } from './types.js';

export interface ModuleOptions {
  /** Lets tests put a failing platform in front of the real one. */
  wrapAdapters?: (real: AdapterRegistry) => AdapterRegistry;
  /** Lets tests record the member messages modules write instead of storing them in the inbox. */
  notify?: Notify;
}

/** Modules whose routes are mounted first: every request walks the routers in order and these are the busiest. */
const MOUNTED_FIRST = ['wallet', 'cashier'];

/**
 * The composition root: every module built once, in dependency order (a module gets the services
 * of those before it through its deps). A new module is one line here, `const x = add(xModule(core, deps))`
 * (with its import): `add` lists it for mounting its routes, files and jobs.
 */
export function createModules(core: Core, { wrapAdapters = (real) => real, notify: notifyOverride }: ModuleOptions = {}) {
  const { prisma, sql, config } = core;
  const built: Module[] = [];
  const add = <M extends Module>(module: M): M => {
    built.push(module);
    return module;
  };
  // The game platforms behind their adapters (providers/): infrastructure several modules share.
  const launchTokens = createLaunchTokens(config.jwtSecret, core.sessions.isLive);
  const platforms = createPlatforms(prisma, wrapAdapters(createAdapters(sql, launchTokens)));

  // Wrong current-password answers lock the member's money movement: profile counts them, the wallet obeys.
  const passwordGuard = createPasswordGuard(sql, config.passwordGuard);

  const staff = add(staffModule(core));
  const site = add(siteModule(core, { audit: staff.audit }));
  const inbox = add(inboxModule(core, { audit: staff.audit, broadcastAudience: notBlockedSql }));
  const notify = notifyOverride ?? inbox.notify;
  const verification = add(verificationModule(core, { audit: staff.audit }));
  // Player protection before the modules where money and play happen: they call its checks.
  // Its recall of game balances at a time-out or exclusion is the wallet's, built next (called only later, on a request).
  const responsible = add(
    responsibleModule(core, { passwordGuard, audit: staff.audit, recallGames: async (userId) => void (await wallet.transfers.recallAll({ userId })) }),
  );
  const { protection } = responsible;
  const wallet = add(
    walletModule(core, {
      platforms,
      audit: staff.audit,
      passwordGuard,
      intoGame: protection.intoGame,
      blockedFirst: responsible.assertNotBlocked,
      playerBlockIn: responsible.assertNotBlockedIn,
    }),
  );
  const rebates = add(
    rebatesModule(core, {
      wallet: wallet.wallet,
      playerBlock: responsible.assertNotBlocked,
      playerBlockIn: responsible.assertNotBlockedIn,
      payouts: wallet.payouts,
    }),
  );
  const vip = add(vipModule(core, { audit: staff.audit, notify }));
  add(authModule(core, { wallet: wallet.wallet, codes: verification.codes, settings: site.settings }));
  add(
    profileModule(core, {
      wallet: wallet.wallet,
      codes: verification.codes,
      settings: site.settings,
      passwordGuard,
      claimableRebates: rebates.claimable,
    }),
  );
  add(gamesModule(core, { platforms, wallet: wallet.wallet, transfers: wallet.transfers, audit: staff.audit, playGate: protection.assertLaunchAllowed }));
  const cashier = add(
    cashierModule(core, {
      wallet: wallet.wallet,
      audit: staff.audit,
      settings: site.settings,
      passwordGuard,
      notify,
      afterDepositApproved: vip.afterDepositApproved,
      depositGuard: protection,
      // The member's own USDT address (the chain module, built next: called only later, on a request).
      usdtPayee: (input): ReturnType<UsdtPayee> => chain.payee(input),
      payouts: wallet.payouts,
    }),
  );
  // USDT deposits confirmed on chain: credited through the cashier's approval, with its deposit order.
  const chain: ChainModule = add(chainModule(core, { credit: cashier.cashier.creditChainDeposit, audit: staff.audit, housePayouts: wallet.payouts }));
  // A settled bet accrues its rebate at the member's level at bet time, then may promote the member.
  const onSettledBets = async (tx: Tx, bets: SettledBet[]) => {
    await rebates.accrue(tx, bets);
    await vip.afterSettledBets(tx, bets);
  };
  // Bets stored late (their platform's bet time, possibly days old) make the reports' summary of their day stale.
  const records = add(recordsModule(core, { platforms, transfers: wallet.transfers, onSettledBets, onStoredBets: markBetDaysStale }));
  add(
    contentModule(core, {
      audit: staff.audit,
      notify,
      wallet: wallet.wallet,
      payouts: wallet.payouts,
      playerBlock: responsible.assertNotBlocked,
      playerBlockIn: responsible.assertNotBlockedIn,
    }),
  );
  add(redPacketModule(core, { wallet: wallet.wallet, audit: staff.audit, settings: site.settings, playerBlock: responsible.assertNotBlocked }));
  add(agentsModule(core, { audit: staff.audit, notify }));
  add(feedbackModule(core, { audit: staff.audit, notify }));
  const housekeeping = add(housekeepingModule(core));
  // The back office's own pages: members, reports, operations (jobs of every module, read when asked).
  add(membersModule(core, { audit: staff.audit, passwordGuard, cashier: cashier.backOffice }));
  add(reportsModule(core));
  add(
    operationsModule(core, {
      audit: staff.audit,
      cashier: cashier.backOffice,
      transfers: wallet.transfers,
      adjustments: wallet.adjustments,
      payouts: wallet.payouts,
      jobs: () => modules.flatMap((m) => m.jobs ?? []),
    }),
  );

  const rank = (m: Module) => (MOUNTED_FIRST.includes(m.name) ? MOUNTED_FIRST.indexOf(m.name) : MOUNTED_FIRST.length);
  const modules = [...built].sort((a, b) => rank(a) - rank(b));
  return {
    modules,
    /** The built-in game platform's pages and API (/play/...): a platform of its own, not a portal module. */
    gamePlatform: builtinRoutes(prisma, createBuiltinBooks(sql), launchTokens, protection, wallet.gameDesk) as Router,
    /** The services tests and tools drive directly. */
    services: {
      wallet: wallet.wallet,
      transfers: wallet.transfers,
      betSync: records.betSync,
      platforms,
      settings: site.settings,
      launchTokens,
      cleanup: housekeeping.cleanup,
      notify: inbox.notify,
      passwordGuard,
      chain,
      audit: staff.audit,
    },
  };
}

export type Modules = ReturnType<typeof createModules>;
export type Services = Modules['services'];
