import { randomUUID } from 'node:crypto';
import { PAGE_SIZE, pageOf, RebateState, translate, type CollectRebatesReply, type RebatesReply, type RebateQueryInput } from '@portal/contracts';
import { Prisma } from '../../db/client.js';
import type { Sql, SqlPool } from '../../db/sql.js';
import type { Clock } from '../../clock.js';
import type { AdminContext, MemberContext } from '../../context.js';
import { AppError, invalid } from '../../errors.js';
import { formatMoney } from '../../money.js';
import { dateFilterStart } from '../../time.js';
import type { PayoutOutcome, PayoutQueue, QueuedPayout, Wallet } from '../wallet/index.js';
import { presentRebate } from './presenter.js';
import type { VipModule } from '../vip/index.js';
import { rateFor } from './rates.js';
import { accruedRebate, rebatesToCollect } from './rules.js';
import {
  collectReviewing,
  deleteRebate,
  insertCorrection,
  insertRebates,
  lockRebatesOfBets,
  lockPending,
  markCollecting,
  pendingTotal,
  rebatePage,
  rejectReviewing,
  releaseReviewing,
  restatePending,
  type NewRebate,
} from './store.js';

interface Deps {
  sql: SqlPool;
  wallet: Wallet;
  clock: Clock;
  /** Player protection: throws while a time-out or self-exclusion is in force (no rebate is collected then). */
  playerBlock?: (userId: number) => Promise<void>;
  /** The same in a paying transaction, the member's row locked. */
  playerBlockIn: (tx: Sql, userId: number) => Promise<void>;
  /** The payouts queue: a collection above REBATE_REVIEW_ABOVE waits there for a second finance person; this service registers what the decision means. */
  payouts: PayoutQueue;
  /** The rates of each member's VIP level now (the VIP module's), in the caller's transaction. */
  vipRates: VipModule['rebateRates'];
}

/** A settled bet just stored by the bet sync (its bet_records row). */
export interface AccruableBet {
  betRecordId: bigint;
  userId: number;
  platname: string;
  category: string;
  validAmount: Prisma.Decimal | string;
}

const zero = () => new Prisma.Decimal(0);

/** Rebates (fanshui): accrued per settled bet, listed and collected by the member (spec §2.5, docs/compatibility.md#rule-2-rebate). */
export function createRebatesService({ sql, wallet, clock, playerBlock, playerBlockIn, payouts, vipRates }: Deps) {
  /** REBATE_COLLECT_MAX: the most one collection pays (and so the most one rebate may be). */
  const collectMax = wallet.capOf('rebate.collect');

  /**
   * Accrues the rebates of newly stored settled bets, inside the bet sync's transaction (so a bet
   * and its rebate commit together). One row per bet: a bet seen again accrues nothing more.
   * The rate is the member's VIP level's for the bet's category; zero rebates are not stored.
   */
  async function accrue(tx: Sql, bets: AccruableBet[]): Promise<number> {
    if (bets.length === 0) return 0;
    const rates = await vipRates(tx, [...new Set(bets.map((b) => b.userId))]);
    const now = clock.now();
    const data: NewRebate[] = [];
    for (const bet of bets) {
      const level = rates.get(bet.userId);
      if (!level) continue;
      const rate = rateFor(level, bet.category);
      const money = accruedRebate(bet.validAmount, rate, collectMax);
      if (!money) continue;
      data.push({
        userId: bet.userId,
        betRecordId: bet.betRecordId,
        platname: bet.platname,
        category: bet.category,
        validAmount: new Prisma.Decimal(bet.validAmount).toFixed(),
        rate: rate.toFixed(),
        money: money.toFixed(),
      });
    }
    if (data.length === 0) return 0;
    return insertRebates(tx, data, now);
  }

  /**
   * Brings the rebates of bets whose figures changed after they were settled (a corrected sports
   * result) to what their new valid amount earns at the rate they accrued at, inside the bet sync's
   * transaction, the bets' rebate rows locked. Still pending, the rebate is changed in place (or
   * removed when it no longer earns anything); already collected, a correction row carries the
   * difference (negative: what was paid too much, taken from the member's next collection). A bet
   * that never earned one accrues it now, as a new settled bet does.
   */
  async function restate(tx: Sql, bets: AccruableBet[]): Promise<void> {
    if (bets.length === 0) return;
    const rows = await lockRebatesOfBets(
      tx,
      bets.map((b) => b.betRecordId),
    );
    const fresh: AccruableBet[] = [];
    const now = clock.now();
    for (const bet of bets) {
      const own = rows.filter((r) => BigInt(r.bet_record_id) === BigInt(bet.betRecordId));
      if (own.length === 0) {
        fresh.push(bet);
        continue;
      }
      const rate = own[0]!.rate;
      const target = accruedRebate(bet.validAmount, rate, collectMax) ?? zero();
      const diff = target.minus(own.reduce((s, r) => s.plus(r.money), zero()));
      if (diff.isZero()) continue;
      const validAmount = new Prisma.Decimal(bet.validAmount).toFixed(2);
      const pending = own.find((r) => r.state === RebateState.pending);
      if (pending && own.length === 1 && diff.plus(pending.money).isZero()) await deleteRebate(tx, pending.id);
      else if (pending) await restatePending(tx, { id: pending.id, diff: diff.toFixed(2), validAmount, at: now });
      else {
        const revision = Math.max(...own.map((r) => r.revision)) + 1;
        await insertCorrection(
          tx,
          {
            userId: bet.userId,
            betRecordId: bet.betRecordId,
            revision,
            platname: bet.platname,
            category: bet.category,
            validAmount,
            rate,
            money: diff.toFixed(2),
          },
          now,
        );
      }
    }
    await accrue(tx, fresh);
  }

  /** /api/getfanshui: the caller's rebates, filtered by date code and platform; the totals cover all of the caller's rebates. */
  async function list(ctx: MemberContext, q: RebateQueryInput): Promise<RebatesReply> {
    const { rows, total, totals, platforms } = await rebatePage(sql, {
      userId: ctx.userId,
      since: dateFilterStart(q.date, clock.now()),
      platname: q.api_type,
      page: q.page,
      perPage: PAGE_SIZE,
    });
    const platformOf = new Map(platforms.map((p) => [p.platname, p]));
    let collected = zero();
    let pending = zero();
    for (const s of totals) {
      if (s.state === RebateState.pending) pending = pending.plus(s.total ?? 0);
      else if (s.state === RebateState.collected) collected = collected.plus(s.total ?? 0);
    }
    const data = rows.map((r) => presentRebate(r, platformOf.get(r.platname), ctx.locale));
    return { list: pageOf(data, total, q.page), jisuan: formatMoney(collected), nojisuan: formatMoney(pending) };
  }

  /**
   * /api/dofanshui: the caller's pending rebates, oldest first up to REBATE_COLLECT_MAX (the rest
   * stays for the next collection), into the central wallet once. The rows are locked, so a
   * concurrent collection waits, then finds them taken and pays nothing; the posting key is stored
   * on the rows it paid. Above REBATE_REVIEW_ABOVE the collection waits for a second finance person
   * (the payouts queue) instead: the rows are reviewing until then. A member in a time-out or
   * self-exclusion is refused, in this transaction too (the wallet checks it with the member's row locked).
   */
  async function collect(ctx: MemberContext): Promise<{ data: CollectRebatesReply; message?: 'rebate.reviewing'; params?: Record<string, string> }> {
    await playerBlock?.(ctx.userId);
    return wallet.runInTransaction(async (tx) => {
      await playerBlockIn(tx, ctx.userId);
      const key = `rebate:${ctx.userId}:${randomUUID()}`;
      const pendingRows = await lockPending(tx, ctx.userId);
      const { ids, sum } = rebatesToCollect(pendingRows, collectMax);
      if (sum.lte(0)) throw invalid('rebate.nothing');
      const reviewing = wallet.needsSecondPerson('rebate.collect', sum);
      await markCollecting(tx, { ids, key, reviewing, at: clock.now() });
      const memo = `${ids.length} rebates`;
      if (reviewing) {
        await payouts.request(tx, {
          kind: 'rebate.collect',
          userId: ctx.userId,
          amount: sum,
          key,
          source: 'rebate',
          sourceRef: key,
          memo,
          requestedBy: null,
          amountSetBy: null,
        });
        const threshold = wallet.thresholdOf('rebate.collect')!;
        return {
          data: { money: formatMoney(sum) },
          message: 'rebate.reviewing' as const,
          params: { amount: formatMoney(sum), threshold: formatMoney(threshold) },
        };
      }
      await wallet.credit(tx, { userId: ctx.userId, amount: sum, kind: 'rebate.collect', key, memo, by: 'member' });
      return { data: { money: formatMoney(sum) } };
    });
  }

  /**
   * A second finance person's decision on a collection above the threshold (registered on the
   * payouts queue): approved, its rows are collected and paid; the member blocked since, they go
   * back to pending (theirs to collect once the block ends) and the payout is rejected with that
   * reason; rejected, they are rejected and never paid.
   */
  const rebatePayouts = {
    async approve(tx: Sql, payout: QueuedPayout, ctx: AdminContext): Promise<PayoutOutcome> {
      try {
        await playerBlockIn(tx, payout.user_id);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        await releaseReviewing(tx, payout.key, clock.now());
        return { refused: err, reason: translate(err.key, ctx.locale, err.params) };
      }
      await collectReviewing(tx, payout.key, clock.now());
      await wallet.credit(tx, {
        userId: payout.user_id,
        amount: new Prisma.Decimal(payout.amount),
        kind: 'rebate.collect',
        key: payout.key,
        memo: payout.memo,
        ...payouts.approval(payout, ctx),
      });
      return { paid: true };
    },
    async reject(tx: Sql, payout: QueuedPayout): Promise<void> {
      await rejectReviewing(tx, payout.key, clock.now());
    },
  };
  payouts.handle('rebate', rebatePayouts);

  /** What the member can collect now (the /api/user `fanshui` field). */
  async function claimable(userId: number): Promise<Prisma.Decimal> {
    return new Prisma.Decimal((await pendingTotal(sql, userId)) ?? 0);
  }

  return { accrue, restate, list, collect, claimable };
}

export type RebatesService = ReturnType<typeof createRebatesService>;
