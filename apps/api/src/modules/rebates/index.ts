import type { Core } from '../../core.js';
import { createEndpoints } from '../../http/endpoint.js';
import type { Module } from '../types.js';
import type { Sql } from '../../db/sql.js';
import type { PayoutQueue, Wallet } from '../wallet/index.js';
import { rebateRoutes } from './routes.js';
import { createRebatesService, type RebatesService } from './service.js';
import type { VipModule } from '../vip/index.js';

export type { AccruableBet, RebatesService } from './service.js';

interface Deps {
  wallet: Wallet;
  /** Player protection: no rebate collection during a time-out or self-exclusion. */
  playerBlock?: (userId: number) => Promise<void>;
  /** The same in the paying transaction, the member's row locked. */
  playerBlockIn: (tx: Sql, userId: number) => Promise<void>;
  /** A collection above REBATE_REVIEW_ABOVE waits there for a second finance person. */
  payouts: PayoutQueue;
  /** The rates of each member's VIP level now (the VIP module's rebateRates), in the bet sync's transaction. */
  vipRates: VipModule['rebateRates'];
}

export interface RebatesModule extends Module {
  /** Accrues the rebates of newly stored settled bets inside the bet sync's transaction. */
  accrue: RebatesService['accrue'];
  /** Brings the rebates of settled bets whose figures were corrected to what they now earn (in the bet sync's transaction). */
  restate: RebatesService['restate'];
  /** The member's claimable (pending) total. */
  claimable: RebatesService['claimable'];
}

/** Rebates (fanshui): a pending rebate per settled bet, the member's rebate record and collecting it. */
export function rebatesModule(core: Core, { wallet, playerBlock, playerBlockIn, payouts, vipRates }: Deps): RebatesModule {
  const { sql, clock } = core;
  const rebates = createRebatesService({ sql, wallet, clock, playerBlock, playerBlockIn, payouts, vipRates });
  return {
    name: 'rebates',
    accrue: rebates.accrue,
    restate: rebates.restate,
    claimable: rebates.claimable,
    routes: rebateRoutes(createEndpoints(core), rebates),
  };
}
