import { ChainTransferState, ResponsibleCode, type UsdtProtocol } from '@portal/contracts';
import { Prisma } from '../../db/client.js';
import type { Sql, SqlPool } from '../../db/sql.js';
import type { Clock } from '../../clock.js';
import type { AdminContext } from '../../context.js';
import { AppError, denied } from '../../errors.js';
import type { ChainCreditInput, ChainCreditOutcome } from '../cashier/index.js';
import type { PayoutOutcome, PayoutQueue, QueuedPayout } from '../wallet/index.js';
import { chainAccountId, lockTransfer, markCredited, markRejected, moveTransfer, setTransferPayout, type TransferRow } from './store/transfers.js';

export type { TransferRow } from './store/transfers.js';

/** The cashier's credit of a confirmed USDT transfer (deposits.ts creditChainDeposit), in the caller's transaction. */
export type CreditChainDeposit = (tx: Sql, input: ChainCreditInput) => Promise<ChainCreditOutcome>;

const { pending, held } = ChainTransferState;

/** The wallet posting's key of a transfer: the chain, the transaction and the log, so the same transfer never credits twice. */
export const creditKey = (t: { chain: string; tx_hash: string; log_index: number }) => `chain:${t.chain}:${t.tx_hash}:${t.log_index}`;

/** How a settlement ended: credited, held for staff, queued for a second person (a staff release above the threshold), or nothing (settled elsewhere first). */
export type SettleOutcome = 'credited' | 'held' | 'queued' | 'gone';

/**
 * Why a final transfer is not the member's deposit to credit without a look from staff, or null:
 *  - it went to a configured hot wallet (an older row may hold one: the operator's own top-ups);
 *  - it was made before the address was given to the member (a rescan, or a watcher behind, reads
 *    it only now: whoever sent it did not have the address from us). Known by the block: at or
 *    below the chain's head recorded when the address was given; for a row given before that was
 *    recorded, by the chain's clock: a block stamped in an earlier second than the address was
 *    given (chains stamp whole seconds, and a block may be built a little after its stamp).
 */
export function earlyOrForeign(
  t: Pick<TransferRow, 'chain' | 'to_address' | 'block_number' | 'allocated_at' | 'allocated_block'>,
  blockTime: Date | undefined,
  isHotWallet: (protocol: UsdtProtocol, address: string) => boolean,
): string | null {
  if (isHotWallet(t.chain, t.to_address)) return `sent to the hot wallet ${t.to_address} (USDT_${t.chain}_PAYOUT_FROM), not a member's own address`;
  const before = 'sent before this address was given to the member';
  if (t.allocated_block !== null) {
    if (BigInt(t.block_number) <= BigInt(t.allocated_block)) return `${before} (block ${t.block_number}; given at block ${t.allocated_block})`;
    return null;
  }
  if (t.allocated_at && blockTime && Math.floor(blockTime.getTime() / 1000) < Math.floor(t.allocated_at.getTime() / 1000))
    return `${before} (block time ${blockTime.toISOString()}; given at ${t.allocated_at.toISOString()})`;
  return null;
}

/**
 * Crediting a final transfer, once: the transfer row is locked and must still be pending (or held,
 * when staff release it); sent to a hot wallet or before the address was given to the member,
 * below the minimum, above the review threshold (USDT) or above the
 * deposits' second-person threshold (DEPOSIT_REVIEW_ABOVE, CNY) it is held for staff instead;
 * otherwise the cashier credits it with its deposit order and the row becomes credited, all in one
 * transaction. A deposit limit the credit would pass holds it (the credit rolled back). A staff
 * release above DEPOSIT_REVIEW_ABOVE is queued for a second finance person (the payouts queue),
 * whose decision this module registers (chainPayouts).
 */
export function createSettlement({
  sql,
  clock,
  credit,
  payouts,
  minDeposit,
  reviewAbove,
  isHotWallet = () => false,
}: {
  sql: SqlPool;
  clock: Clock;
  credit: CreditChainDeposit;
  payouts: PayoutQueue;
  minDeposit: string;
  reviewAbove: string | null;
  /** A configured hot wallet (USDT_*_PAYOUT_FROM): what arrives there is not a member's. */
  isHotWallet?: (protocol: UsdtProtocol, address: string) => boolean;
}) {
  let chainAdmin: number | null = null;
  /** The 'chain' account (written by the migration): reviewer and audit actor of what the chain confirms. */
  async function chainAdminId(): Promise<number> {
    if (chainAdmin === null) {
      const id = await chainAccountId(sql);
      if (id === undefined) throw new Error("the 'chain' account is missing (it comes with the chain migration)");
      chainAdmin = id;
    }
    return chainAdmin;
  }

  const hold = (db: Sql, id: string, reason: string, from: ChainTransferState = pending) =>
    moveTransfer(db, { id, state: held, reason, at: clock.now(), from });

  /**
   * Settles one final transfer (the watchers): credited, held, or left as it is when another
   * settlement got there first. `blockTime`: the time stamped on the transfer's block (the watcher read the block).
   */
  async function settle(id: string, { blockTime }: { blockTime?: Date } = {}): Promise<Exclude<SettleOutcome, 'queued'>> {
    const outcome = await settleOrRelease(id, { blockTime });
    if (outcome === 'queued') throw new Error(`transfer ${id}: queued without a release`);
    return outcome;
  }

  /** Releases a held transfer (a staff member): credited, queued for a second person above the threshold, or nothing when it is no longer held. */
  const release = (id: string, { releasedBy }: { releasedBy: number }) => settleOrRelease(id, { releasedBy });

  async function settleOrRelease(id: string, { releasedBy, blockTime }: { releasedBy?: number; blockTime?: Date }): Promise<SettleOutcome> {
    const adminId = releasedBy ?? (await chainAdminId());
    try {
      return await sql.tx(async (tx) => {
        const t = await lockTransfer(tx, id, releasedBy === undefined ? pending : held);
        if (!t || t.user_id === null || t.usdt_amount === null) return 'gone' as const;
        if (releasedBy !== undefined && t.payout_id !== null) throw denied('cashier.depositAwaitingSecond');
        const usdt = new Prisma.Decimal(t.usdt_amount);
        if (releasedBy === undefined) {
          const why =
            earlyOrForeign(t, blockTime, isHotWallet) ??
            (usdt.lessThan(minDeposit)
              ? `below the minimum of ${minDeposit} USDT`
              : reviewAbove && usdt.greaterThan(reviewAbove)
                ? `above ${reviewAbove} USDT`
                : null);
          if (why) {
            await hold(tx, t.id, why);
            return 'held' as const;
          }
        }
        const by = releasedBy === undefined ? ('system' as const) : { staff: releasedBy };
        const outcome = await credit(tx, {
          userId: t.user_id,
          protocol: t.chain,
          usdt,
          txHash: t.tx_hash,
          from: t.from_address,
          key: creditKey(t),
          adminId,
          by,
        });
        if ('needsSecondPerson' in outcome) {
          if (releasedBy === undefined) {
            await hold(tx, t.id, `above DEPOSIT_REVIEW_ABOVE (${outcome.needsSecondPerson} CNY): a second finance person approves its release`);
            return 'held' as const;
          }
          const payoutId = await payouts.request(tx, {
            kind: 'deposit.approve',
            userId: t.user_id,
            amount: new Prisma.Decimal(outcome.needsSecondPerson),
            key: creditKey(t),
            source: 'chain',
            sourceRef: t.id,
            memo: `${t.chain} ${t.tx_hash} (${usdt.toFixed(6)} USDT)`,
            requestedBy: releasedBy,
            amountSetBy: null,
          });
          await setTransferPayout(tx, { id: t.id, payoutId, at: clock.now() });
          return 'queued' as const;
        }
        await markCredited(tx, { id: t.id, depositNo: outcome.deposit_no, decidedBy: releasedBy ?? null, at: clock.now() });
        return 'credited' as const;
      });
    } catch (err) {
      // Player protection refused the credit (a deposit limit, a time-out or an exclusion, an
      // affordability review): nothing was written; staff decide. Any other failure propagates:
      // the transfer stays pending and the next watcher run settles it again.
      if (releasedBy === undefined && isDepositGuardRefusal(err)) {
        await hold(sql, id, holdReason(err.key));
        return 'held';
      }
      throw err;
    }
  }

  /** The held transfer a queued release credits, locked, still waiting for exactly that payout. */
  async function waitingTransfer(tx: Sql, payout: QueuedPayout): Promise<TransferRow> {
    const t = await lockTransfer(tx, payout.source_ref, held);
    if (!t || Number(t.payout_id) !== payout.id || t.user_id === null || t.usdt_amount === null) throw denied('payout.decided');
    return t;
  }

  /**
   * A second finance person's decision on a release above the threshold (registered on the
   * payouts queue): approved, the transfer is credited with the amount that was queued and the
   * approval; rejected, it is ignored with the reason, as a rejected held transfer is.
   */
  const chainPayouts = {
    async approve(tx: Sql, payout: QueuedPayout, ctx: AdminContext): Promise<PayoutOutcome> {
      const t = await waitingTransfer(tx, payout);
      const approval = payouts.approval(payout, ctx);
      const outcome = await credit(tx, {
        userId: t.user_id!,
        protocol: t.chain,
        usdt: new Prisma.Decimal(t.usdt_amount!),
        txHash: t.tx_hash,
        from: t.from_address,
        key: payout.key,
        adminId: ctx.adminId,
        by: approval.by,
        approvedBy: approval.approvedBy,
        cny: new Prisma.Decimal(payout.amount),
      });
      if ('needsSecondPerson' in outcome) throw new Error(`payout ${payout.id}: credited with an approval, and still asked for one`);
      await markCredited(tx, { id: t.id, depositNo: outcome.deposit_no, decidedBy: ctx.adminId, at: clock.now() });
      return { paid: true };
    },
    async reject(tx: Sql, payout: QueuedPayout, ctx: AdminContext, reason: string): Promise<void> {
      const t = await waitingTransfer(tx, payout);
      await markRejected(tx, { id: t.id, reason: `rejected: ${reason}`, decidedBy: ctx.adminId, at: clock.now() });
    },
  };
  payouts.handle('chain', chainPayouts);

  return { settle, release, chainAdminId };
}

export type Settlement = ReturnType<typeof createSettlement>;

/** A held transfer's reason: what player protection refused. */
const holdReason = (key: string) =>
  key.startsWith('responsible.affordability')
    ? `affordability review: ${key}`
    : key === 'responsible.identityBlockedPayer'
      ? `sent from a blocked member's address: ${key}`
      : `deposit limit: ${key}`;

/** The deposit guard's refusal (player protection's deposit limit, block in force or affordability review), which a held transfer waits out. */
const isDepositGuardRefusal = (err: unknown): err is AppError =>
  err instanceof AppError &&
  (err.code === ResponsibleCode.limitReached || err.code === ResponsibleCode.blocked || err.code === ResponsibleCode.affordabilityReview);
