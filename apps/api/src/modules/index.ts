import type { RequestHandler, Router } from 'express';
import type { Core } from '../core.js';
import type { Sql } from '../db/sql.js';
import { createAdapters, type AdapterRegistry } from '../providers/registry.js';
import { createPlatforms } from '../providers/platforms.js';
import { createLaunchTokens } from '../providers/builtin/launch-token.js';
import { createBuiltinBooks } from '../providers/builtin/books.js';
import { builtinRoutes } from '../providers/builtin/routes.js';
import { createLotteryPlatform, lotteryRoutes } from '../providers/lottery/index.js';
import { createSportsbook } from '../providers/sportsbook/index.js';
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
import { betReads, recordsModule, type SettledBet } from './records/index.js';
import { redPacketModule } from './redpacket/index.js';
import { notBlockedSql, playerProtection, responsibleModule } from './responsible/index.js';
import { cashierModule, createTurnover, depositReads, withdrawalPayouts } from './cashier/index.js';
import { chainAddresses, chainModule } from './chain/index.js';
import { siteModule } from './site/index.js';
import { staffModule } from './staff/index.js';
import { verificationModule } from './verification/index.js';
import { vipModule } from './vip/index.js';
import { walletModule, walletReads } from './wallet/index.js';
import { feedbackModule } from './feedback/index.js';
import { lotteryModule } from './lottery/index.js';
import { sportsModule } from './sports/index.js';
import { seamlessModule } from './seamless/index.js';
import type { Module } from './types.js';

export type { Module } from './types.js';

export interface ModuleOptions {
  /** Lets tests put a failing platform in front of the real one. */
  wrapAdapters?: (real: AdapterRegistry) => AdapterRegistry;
  /** Lets tests record the member messages modules write instead of storing them in the inbox. */
  notify?: Notify;
  /** Seeds per new lottery chain (10^6 unless a test of chain rotation asks for fewer). */
  lotteryChainLength?: number;
}

/** Modules whose routes are mounted first: every request walks the routers in order and these are the busiest. */
const MOUNTED_FIRST = ['wallet', 'cashier'];

/**
 * The composition root: every module built once, in dependency order (a module gets the services
 * of those before it through its deps). A new module is one line here, `const x = add(xModule(core, deps))`
 * (with its import): `add` lists it for mounting its routes, files and jobs.
 */
export function createModules(core: Core, { wrapAdapters = (real) => real, notify: notifyOverride, lotteryChainLength }: ModuleOptions = {}) {
  const { sql, config } = core;
  const built: Module[] = [];
  const add = <M extends Module>(module: M): M => {
    built.push(module);
    return module;
  };
  // The game platforms behind their adapters (providers/): infrastructure several modules share.
  const launchTokens = createLaunchTokens(config.jwtSecret, core.sessions.isLive);
  // The sportsbook is a built-in platform of its own (the sport and e-sport venues): its adapter, its page and player API, its desk.
  const sportsbook = createSportsbook({
    sql,
    clock: core.clock,
    tokens: launchTokens,
    options: { ...config.sports, timeoutMs: config.platformTimeoutMs },
    log: core.log,
  });
  // The lottery: a platform of its own (its draws shared by every lottery venue, each venue's wallets apart).
  const lottery = createLotteryPlatform({
    sql,
    staffKey: config.staffTotpKey,
    schedule: config.lottery,
    clock: core.clock,
    log: core.log,
    chainLength: lotteryChainLength,
  });
  const platforms = createPlatforms(
    sql,
    wrapAdapters(createAdapters(sql, launchTokens, { sportsbook: sportsbook.adapter, lottery: lottery.store, publicUrl: config.publicUrl })),
  );

  // Wrong current-password answers lock the member's money movement: profile counts them, the wallet obeys.
  const passwordGuard = createPasswordGuard(sql, config.passwordGuard);

  const staff = add(staffModule(core));
  const site = add(siteModule(core, { audit: staff.audit }));
  const inbox = add(inboxModule(core, { audit: staff.audit, broadcastAudience: notBlockedSql }));
  const notify = notifyOverride ?? inbox.notify;
  const verification = add(verificationModule(core, { audit: staff.audit }));
  // Player protection's checks before the modules where money and play happen: they call them. It
  // reads the deposits, the bets and the game wallets through their owners' reads (stateless).
  const sources = { deposits: depositReads, bets: betReads, wallet: walletReads };
  const protection = playerProtection(core, sources);
  const wallet = add(
    walletModule(core, {
      platforms,
      audit: staff.audit,
      passwordGuard,
      intoGame: protection.intoGame,
      blockedFirst: protection.assertNotBlocked,
      playerBlockIn: protection.assertNotBlockedIn,
    }),
  );
  // Player protection's pages; a time-out or exclusion recalls the member's game balances (the wallet's).
  add(responsibleModule(core, { sources, passwordGuard, audit: staff.audit, transfers: wallet.transfers }));
  const vip = add(vipModule(core, { audit: staff.audit, notify, bets: betReads }));
  const rebates = add(
    rebatesModule(core, {
      wallet: wallet.wallet,
      playerBlock: protection.assertNotBlocked,
      playerBlockIn: protection.assertNotBlockedIn,
      payouts: wallet.payouts,
      vipRates: vip.rebateRates,
    }),
  );
  add(authModule(core, { wallet: wallet.wallet, codes: verification.codes, settings: site.settings, contactGuard: protection }));
  add(
    profileModule(core, {
      wallet: wallet.wallet,
      codes: verification.codes,
      settings: site.settings,
      passwordGuard,
      claimableRebates: rebates.claimable,
      contactGuard: protection,
    }),
  );
  add(gamesModule(core, { platforms, wallet: wallet.wallet, transfers: wallet.transfers, audit: staff.audit, playGate: protection.assertLaunchAllowed }));
  // The members' own USDT addresses before the cashier, whose payment page shows them; the chain's watchers credit through the cashier, after it.
  const chainBook = chainAddresses(core);
  const cashier = add(
    cashierModule(core, {
      wallet: wallet.wallet,
      audit: staff.audit,
      settings: site.settings,
      passwordGuard,
      notify,
      afterDepositApproved: vip.afterDepositApproved,
      depositGuard: protection,
      cardGuard: protection,
      usdtPayee: chainBook.payee,
      payouts: wallet.payouts,
      bets: betReads,
      walletReads,
    }),
  );
  // USDT deposits confirmed on chain: credited through the cashier's approval, with its deposit order.
  const chain = add(
    chainModule(core, {
      book: chainBook,
      credit: cashier.cashier.creditChainDeposit,
      audit: staff.audit,
      housePayouts: wallet.payouts,
      withdrawals: withdrawalPayouts,
    }),
  );
  // A settled bet accrues its rebate at the member's level at bet time, then may promote the member.
  const onSettledBets = async (tx: Sql, bets: SettledBet[]) => {
    await rebates.accrue(tx, bets);
    await vip.afterSettledBets(tx, bets);
  };
  // A settled bet that came again changed (a corrected sports result): its rebate follows the new figures, and may promote the member.
  const onCorrectedBets = async (tx: Sql, bets: SettledBet[]) => {
    await rebates.restate(tx, bets);
    await vip.afterSettledBets(tx, bets);
  };
  // Bets stored late (their platform's bet time, possibly days old) make the reports' summary of their day stale.
  const records = add(recordsModule(core, { platforms, transfers: wallet.transfers, onSettledBets, onCorrectedBets, onStoredBets: markBetDaysStale }));
  add(
    contentModule(core, {
      audit: staff.audit,
      notify,
      wallet: wallet.wallet,
      payouts: wallet.payouts,
      playerBlock: protection.assertNotBlocked,
      playerBlockIn: protection.assertNotBlockedIn,
    }),
  );
  add(
    redPacketModule(core, {
      wallet: wallet.wallet,
      audit: staff.audit,
      settings: site.settings,
      playerBlock: protection.assertNotBlocked,
      deposits: depositReads,
    }),
  );
  add(agentsModule(core, { audit: staff.audit, notify }));
  add(feedbackModule(core, { audit: staff.audit, notify }));
  add(lotteryModule(core, { lottery: lottery.engine, audit: staff.audit }));
  add(sportsModule(core, { sportsbook, audit: staff.audit, platforms }));
  // Outside providers on the seamless wallet API: bets and wins move the central wallet, player protection guards the bets.
  const seamless = add(seamlessModule(core, { platforms, wallet: wallet.wallet, walletReads, audit: staff.audit, betProtection: protection.seamlessBet }));
  const housekeeping = add(housekeepingModule(core));
  // The back office's own pages: members, reports, operations (jobs of every module, read when asked).
  add(membersModule(core, { audit: staff.audit, passwordGuard, cashier: cashier.backOffice, contactGuard: protection }));
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

  // The hall's books: the game hall's wallets, and the lottery venues' (kept by brand in the same books).
  const books = createBuiltinBooks(sql);

  const rank = (m: Module) => (MOUNTED_FIRST.includes(m.name) ? MOUNTED_FIRST.indexOf(m.name) : MOUNTED_FIRST.length);
  const modules = [...built].sort((a, b) => rank(a) - rank(b));
  return {
    modules,
    /**
     * The built-in game platforms' pages and APIs (/play/...): the sportsbook's (/play/sports/*,
     * /play/api/sports/*), the lottery's (/play/lottery/*, /play/api/lottery/*, /play/verify/lottery)
     * and the game hall's.
     */
    gamePlatform: byPlatform({
      sportsbook: sportsbook.routes(protection),
      lottery: lotteryRoutes({ sql, engine: lottery.engine, tokens: launchTokens, balance: books.balance, gate: protection }),
      hall: builtinRoutes(sql, books, launchTokens, protection, wallet.gameDesk) as Router,
    }),
    /** The seamless providers' wallet API (/api/wallet/<platname>/...), mounted before the body parsers. */
    seamlessWalletApi: seamless.walletApi,
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
      lottery: lottery.engine,
    },
  };
}

/** The withdrawal turnover rule's reader, over the bet records' and the wallet's sums (as the cashier has it; tests read a member's standing). */
export const turnoverOf = createTurnover({ bets: betReads, credits: walletReads });

/** Each /play request goes straight to its platform's router: a router that ends without answering costs an event-loop turn. */
function byPlatform(routers: { sportsbook: Router; lottery: Router; hall: Router }): RequestHandler {
  return (req, res, next) =>
    (SPORTSBOOK_PATH.test(req.path) ? routers.sportsbook : LOTTERY_PATH.test(req.path) ? routers.lottery : routers.hall)(req, res, next);
}
const SPORTSBOOK_PATH = /^\/play\/(api\/)?sports\//;
/** The lottery's page (/play/lottery/<venue>), its player API (/play/api/lottery/*) and its verification page. */
const LOTTERY_PATH = /^\/play\/((api\/)?lottery\/|verify\/lottery$)/;

export type Modules = ReturnType<typeof createModules>;
export type Services = Modules['services'];
