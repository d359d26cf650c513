import type { Core } from '../../core.js';
import type { Sql } from '../../db/sql.js';
import { createEndpoints } from '../../http/endpoint.js';
import type { SiteSettings } from '../site/index.js';
import type { Audit } from '../../audit/log.js';
import type { PasswordGuard } from '../../security/password-guard.js';
import type { Notify } from '../inbox/index.js';
import type { Module } from '../types.js';
import type { BetReads } from '../records/index.js';
import type { PayoutQueue, Wallet, WalletReads } from '../wallet/index.js';
import { cashierAdminRoutes } from './admin-routes.js';
import { createCashierBackOffice, type CashierBackOffice } from './back-office.js';
import { cashierJobs } from './jobs.js';
import { cashierRoutes } from './routes.js';
import { createCashierService, type CashierService } from './service.js';
import { createCashierSettings } from './settings.js';
import { createPayChannels } from './channels.js';
import { channelImageFiles } from './files.js';
import type { DepositGuard, UsdtPayee } from './deposits.js';
import type { CardGuard } from './cards.js';
import { createTurnover } from './turnover.js';

export type { UsdtPayee, ChainCreditInput, ChainCreditOutcome } from './deposits.js';
export { createTurnover, type TurnoverOf, type TurnoverSources } from './turnover.js';
export { depositReads, type DepositReads } from './store/reads.js';
export { withdrawalPayouts, type WithdrawalPayouts } from './store/payouts.js';

export type { CashierService } from './service.js';
export type { CashierBackOffice } from './back-office.js';

interface Deps {
  wallet: Wallet;
  audit: Audit;
  settings: SiteSettings;
  /** Wrong withdrawal passwords counted per member; withdrawals locked after too many. */
  passwordGuard: PasswordGuard;
  /** Runs inside a deposit approval's transaction (the VIP re-check). */
  afterDepositApproved?: (tx: Sql, userId: number) => Promise<void>;
  /** Writes the member's message about each review decision (the inbox module's notify). */
  notify: Notify;
  /** Player protection's deposit checks (limits, time-out, self-exclusion). */
  depositGuard?: DepositGuard;
  /** Player protection's check of a card or address before it is bound (no second account). */
  cardGuard?: CardGuard;
  /** The member's own USDT deposit address (the chain module); without it the shared address is shown. */
  usdtPayee?: UsdtPayee;
  /** Deposits approved above DEPOSIT_REVIEW_ABOVE wait there for a second finance person. */
  payouts: PayoutQueue;
  /** The bet records' sums (the turnover rule's settled bets). */
  bets: Pick<BetReads, 'validStakeAfterSql'>;
  /** The wallet's sums (the turnover rule's credits). */
  walletReads: Pick<WalletReads, 'turnoverCreditsSql'>;
}

export interface CashierModule extends Module {
  /** The cashier's use cases: deposits, withdrawals, cards, settings (its routes and jobs call them). */
  cashier: CashierService;
  /** What the back office's queues and member pages read: pending counts, a member's money, order details. */
  backOffice: CashierBackOffice;
}

/** The cashier: deposits, payment info, bound cards and USDT addresses, withdrawals and their review. */
export function cashierModule(
  core: Core,
  { wallet, audit, settings, passwordGuard, afterDepositApproved, notify, depositGuard, cardGuard, usdtPayee, payouts, bets, walletReads }: Deps,
): CashierModule {
  const { sql, clock, hasher } = core;
  const store = createCashierSettings({ sql, site: settings });
  const channels = createPayChannels({ sql, audit });
  const turnover = createTurnover({ bets, credits: walletReads });
  const cashier = createCashierService({
    sql,
    clock,
    wallet,
    audit,
    hasher,
    settings: store,
    channels,
    passwordGuard,
    afterDepositApproved,
    notify,
    depositOpenOrders: core.config.depositOpenOrders,
    depositGuard,
    cardGuard,
    usdtPayee,
    payouts,
    turnover,
  });
  const backOffice = createCashierBackOffice({ sql, wallet, settings: store, cashier, turnover, depositGuard });
  const ep = createEndpoints(core);
  return {
    name: 'cashier',
    cashier,
    backOffice,
    routes: cashierRoutes(ep, cashier),
    adminRoutes: cashierAdminRoutes(ep, { cashier, backOffice, channels }),
    files: channelImageFiles({ sql }),
    jobs: cashierJobs(cashier, { expiryCron: core.config.jobs.depositExpiryCron }),
  };
}
