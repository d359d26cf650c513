import type { Core } from '../../core.js';
import type { Sql } from '../../db/sql.js';
import { createEndpoints } from '../../http/endpoint.js';
import type { Platforms } from '../../providers/platforms.js';
import type { Audit } from '../../audit/log.js';
import type { PasswordGuard } from '../../security/password-guard.js';
import type { Module } from '../types.js';
import { createAdjustments, type Adjustments } from './adjustments.js';
import { walletAdminRoutes } from './admin-routes.js';
import { createWallet, type Wallet } from './commands.js';
import { housePayoutRules } from './payout-rules.js';
import { createPayoutQueue, type PayoutQueue } from './payouts.js';
import { walletRoutes } from './routes.js';
import { createWalletService } from './service.js';
import { createTransfers, type IntoGameProtection, type Transfers } from './transfers.js';
import { createGameDesk, type GameDesk } from './game-desk.js';

export { createWallet, type Wallet, type MoneyCommand, type MoneyResult, type InFlightCommand, type PayoutCommand, type PayoutBy } from './commands.js';
export { HOUSE, POSTING_KINDS, centralCodeSql, type HouseAccount, type PostingKind } from './chart.js';
export { walletReads, type WalletReads } from './store/reads.js';
export { housePayoutRules, isLimit, SECOND_PERSON_ROLES, type HousePayoutRules, type HousePayoutRule, type PayoutTrigger } from './payout-rules.js';
export type { PayoutQueue, PayoutHandler, PayoutOutcome, QueuedPayout, PayoutRequest } from './payouts.js';
export type { Transfers, TransferOutcome, IntoGameProtection } from './transfers.js';
export type { Adjustments } from './adjustments.js';
export type { GameDesk, GamePageMember } from './game-desk.js';

interface Deps {
  platforms: Platforms;
  audit: Audit;
  passwordGuard: PasswordGuard;
  /** Player protection for a transfer into a game: refuses it or caps its amount (transfers.ts IntoGameProtection). */
  intoGame?: IntoGameProtection;
  /** Player protection: a running time-out or exclusion, said before "insufficient balance" (transfers.ts). */
  blockedFirst?: (userId: number) => Promise<void>;
  /** Player protection in a paying transaction: locks the member's row, throws the refusal of a time-out or exclusion in force (payouts refused while blocked). */
  playerBlockIn?: (tx: Sql, userId: number) => Promise<void>;
}

export interface WalletModule extends Module {
  /** The money commands: what every other module moves money with. */
  wallet: Wallet;
  /** Central <-> platform transfers (game launch, bet sync). */
  transfers: Transfers;
  /** Back-office balance adjustments and their four-eyes requests (what the queue counts read). */
  adjustments: Adjustments;
  /** Payments out of a house account waiting for a second person: modules queue theirs and register what a decision means. */
  payouts: PayoutQueue;
  /** The member's wallet as a launched built-in game page sees it (its launch token): balances, a transfer in or back. */
  gameDesk: GameDesk;
}

/** The member wallet: transfers to and from the game platforms, balances, back-office adjustments, the ledger check. */
export function walletModule(core: Core, { platforms, audit, passwordGuard, intoGame, blockedFirst, playerBlockIn }: Deps): WalletModule {
  const { config, sql, log, clock } = core;
  const wallet = createWallet({ sql, clock, rules: housePayoutRules(config), playerBlock: playerBlockIn });
  const payouts = createPayoutQueue({ sql, wallet, audit, clock });
  const transfers = createTransfers({ sql, wallet, platforms, clock, timeoutMs: config.platformTimeoutMs, log, intoGame, blockedFirst });
  const service = createWalletService({
    sql,
    wallet,
    transfers,
    platforms,
    audit,
    moneyLock: passwordGuard,
    failures: core.limits.transferFailuresPerMember,
  });
  const adjustments = createAdjustments({ sql, wallet, audit, clock, limits: config.adjustments });
  const ep = createEndpoints(core);
  return {
    name: 'wallet',
    wallet,
    transfers,
    adjustments,
    payouts,
    gameDesk: createGameDesk({ sql, wallet, service, failures: core.limits.transferFailuresPerMember }),
    routes: walletRoutes(ep, service, { failures: core.limits.transferFailuresPerMember }),
    adminRoutes: walletAdminRoutes(ep, { wallet: service, adjustments, payouts }),
    jobs: [
      // Transfers left pending (a platform timeout, a crash) are finished with the same reference.
      { name: 'transfer-repair', schedule: config.jobs.transferRepairCron, run: () => transfers.repairPending(config.jobs.transferRepairAfterSeconds * 1000) },
    ],
  };
}
