import { randomUUID } from 'node:crypto';
import { PAGE_SIZE, pageOf, RebateState, translate, type CollectRebatesReply, type RebatesReply, type RebateQueryInput } from '@portal/contracts';
import { Prisma, type PrismaClient, type Tx } from '../../db/client.js';
import type { Sql, SqlPool } from '../../db/sql.js';
import type { Clock } from '../../clock.js';
import type { AdminContext, MemberContext } from '../../context.js';
import { AppError, invalid } from '../../errors.js';
import { formatMoney } from '../../money.js';
import { dateFilterStart } from '../../time.js';
import type { PayoutOutcome, PayoutQueue, QueuedPayout, Wallet } from '../wallet/index.js';
import { presentRebate } from './presenter.js';
import { rateFor, rebateMoney } from './rates.js';

interface Deps {
  prisma: PrismaClient;
  sql: SqlPool;
  wallet: Wallet;
  clock: Clock;
  /** Player protection: throws while a time-out or self-exclusion is in force (no rebate is collected then). */
  playerBlock?: (userId: number) => Promise<void>;
  /** The same in a paying transaction, the member's row locked. */
  playerBlockIn: (tx: Sql, userId: number) => Promise<void>;
  /** The payouts queue: a collection above REBATE_REVIEW_ABOVE waits there for a second finance person; this service registers what the decision means. */
  payouts: PayoutQueue;
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
export function createRebatesService({ prisma, sql, wallet, clock, playerBlock, playerBlockIn, payouts }: Deps) {
  /** REBATE_COLLECT_MAX: the most one collection pays (and so the most one rebate may be). */
  const collectMax = wallet.capOf('rebate.collect');

  /**
   * Accrues the rebates of newly stored settled bets, inside the bet sync's transaction (so a bet
   * and its rebate commit together). One row per bet: a bet seen again accrues nothing more.
   * The rate is the member's VIP level's for the bet's category; zero rebates are not stored.
   */
  async function accrue(tx: Tx, bets: AccruableBet[]): Promise<number> {
    if (bets.length === 0) return 0;
    const [users, levels] = await Promise.all([
      tx.user.findMany({ where: { id: { in: [...new Set(bets.map((b) => b.userId))] } }, select: { id: true, vipLevel: true } }),
      tx.vipLevel.findMany(),
    ]);
    const levelOf = new Map(users.map((u) => [u.id, u.vipLevel]));
    const rates = new Map(levels.map((l) => [l.level, l]));
    const now = clock.now();
    const data: Prisma.RebateCreateManyInput[] = [];
    for (const bet of bets) {
      const level = rates.get(levelOf.get(bet.userId) ?? 0);
      if (!level) continue;
      const rate = rateFor(level, bet.category);
      const earned = rebateMoney(bet.validAmount, rate);
      const money = collectMax && earned.greaterThan(collectMax) ? collectMax : earned;
      if (money.lte(0)) continue;
      data.push({
        userId: bet.userId,
        betRecordId: bet.betRecordId,
        platname: bet.platname,
        category: bet.category,
        validAmount: new Prisma.Decimal(bet.validAmount),
        rate,
        money,
        createdAt: now,
        updatedAt: now,
      });
    }
    if (data.length === 0) return 0;
    return (await tx.rebate.createMany({ data, skipDuplicates: true })).count;
  }

  /**
   * Brings the rebates of bets whose figures changed after they were settled (a corrected sports
   * result) to what their new valid amount earns at the rate they accrued at, inside the bet sync's
   * transaction, the bets' rebate rows locked. Still pending, the rebate is changed in place (or
   * removed when it no longer earns anything); already collected, a correction row carries the
   * difference (negative: what was paid too much, taken from the member's next collection). A bet
   * that never earned one accrues it now, as a new settled bet does.
   */
  async function restate(tx: Tx, bets: AccruableBet[]): Promise<void> {
    if (bets.length === 0) return;
    const rows = await tx.$queryRaw<{ id: bigint; bet_record_id: bigint; revision: number; rate: string; money: string; state: number }[]>`
      SELECT id, bet_record_id, revision, rate::text, money::text, state FROM rebates
      WHERE bet_record_id = ANY(${bets.map((b) => b.betRecordId)}::bigint[]) ORDER BY bet_record_id, revision FOR UPDATE`;
    const fresh: AccruableBet[] = [];
    const now = clock.now();
    for (const bet of bets) {
      const own = rows.filter((r) => BigInt(r.bet_record_id) === BigInt(bet.betRecordId));
      if (own.length === 0) {
        fresh.push(bet);
        continue;
      }
      const rate = own[0]!.rate;
      const earned = rebateMoney(bet.validAmount, rate);
      const target = collectMax && earned.greaterThan(collectMax) ? collectMax : earned;
      const diff = target.minus(own.reduce((s, r) => s.plus(r.money), zero()));
      if (diff.isZero()) continue;
      const pending = own.find((r) => r.state === RebateState.pending);
      if (pending && own.length === 1 && diff.plus(pending.money).isZero()) {
        await tx.$executeRaw`DELETE FROM rebates WHERE id = ${pending.id}`;
      } else if (pending) {
        await tx.$executeRaw`
          UPDATE rebates SET money = money + ${diff.toFixed(2)}::numeric, valid_amount = ${new Prisma.Decimal(bet.validAmount).toFixed(2)}::numeric, updated_at = ${now}
          WHERE id = ${pending.id}`;
      } else {
        await tx.$executeRaw`
          INSERT INTO rebates (user_id, bet_record_id, revision, platname, category, valid_amount, rate, money, created_at, updated_at)
          VALUES (${bet.userId}, ${bet.betRecordId}, ${Math.max(...own.map((r) => r.revision)) + 1}, ${bet.platname}, ${bet.category},
                  ${new Prisma.Decimal(bet.validAmount).toFixed(2)}::numeric, ${rate}::numeric, ${diff.toFixed(2)}::numeric, ${now}, ${now})`;
      }
    }
    await accrue(tx, fresh);
  }

  /** /api/getfanshui: the caller's rebates, filtered by date code and platform; the totals cover all of the caller's rebates. */
  async function list(ctx: MemberContext, q: RebateQueryInput): Promise<RebatesReply> {
    const where: Prisma.RebateWhereInput = {
      userId: ctx.userId,
      createdAt: { gte: dateFilterStart(q.date, clock.now()) },
      ...(q.api_type ? { platname: q.api_type } : {}),
    };
    const [rows, total, sums] = await Promise.all([
      prisma.rebate.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: (q.page - 1) * PAGE_SIZE, take: PAGE_SIZE }),
      prisma.rebate.count({ where }),
      prisma.rebate.groupBy({ by: ['state'], where: { userId: ctx.userId }, _sum: { money: true } }),
    ]);
    const platforms = await prisma.platform.findMany({ where: { platname: { in: [...new Set(rows.map((r) => r.platname))] } } });
    const platformOf = new Map(platforms.map((p) => [p.platname, p]));
    let collected = zero();
    let pending = zero();
    for (const s of sums) {
      if (s.state === RebateState.pending) pending = pending.plus(s._sum.money ?? 0);
      else if (s.state === RebateState.collected) collected = collected.plus(s._sum.money ?? 0);
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
      const pendingRows = await tx.query<{ id: string; money: string }>(
        `SELECT id::text AS id, money::text AS money FROM rebates WHERE user_id = $1 AND state = ${RebateState.pending} ORDER BY id FOR UPDATE`,
        [ctx.userId],
      );
      const ids: string[] = [];
      let sum = zero();
      for (const row of pendingRows) {
        if (collectMax && sum.plus(row.money).greaterThan(collectMax)) break;
        ids.push(row.id);
        sum = sum.plus(row.money);
      }
      if (sum.lte(0)) throw invalid('rebate.nothing');
      const now = clock.now().toISOString();
      const reviewing = wallet.needsSecondPerson('rebate.collect', sum);
      await tx.query(
        `UPDATE rebates SET state = $3, collect_key = $2, collected_at = CASE WHEN $3 = ${RebateState.collected} THEN $4::timestamptz AT TIME ZONE 'UTC' END,
                updated_at = $4::timestamptz AT TIME ZONE 'UTC'
         WHERE id = ANY($1::bigint[])`,
        [ids, key, reviewing ? RebateState.reviewing : RebateState.collected, now],
      );
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
        await tx.query(
          `UPDATE rebates SET state = ${RebateState.pending}, collect_key = NULL, updated_at = $2 WHERE collect_key = $1 AND state = ${RebateState.reviewing}`,
          [payout.key, clock.now()],
        );
        return { refused: err, reason: translate(err.key, ctx.locale, err.params) };
      }
      await tx.query(
        `UPDATE rebates SET state = ${RebateState.collected}, collected_at = $2, updated_at = $2 WHERE collect_key = $1 AND state = ${RebateState.reviewing}`,
        [payout.key, clock.now()],
      );
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
      await tx.query(`UPDATE rebates SET state = ${RebateState.rejected}, updated_at = $2 WHERE collect_key = $1 AND state = ${RebateState.reviewing}`, [
        payout.key,
        clock.now(),
      ]);
    },
  };
  payouts.handle('rebate', rebatePayouts);

  /** What the member can collect now (the /api/user `fanshui` field). */
  async function claimable(userId: number): Promise<Prisma.Decimal> {
    // A correction that took back more than is pending leaves nothing to collect (never a negative amount).
    const [row] = await sql.query<{ total: string | null }>(
      `SELECT GREATEST(SUM(money), 0) AS total FROM rebates WHERE user_id = $1 AND state = ${RebateState.pending}`,
      [userId],
    );
    return new Prisma.Decimal(row?.total ?? 0);
  }

  return { accrue, restate, list, collect, claimable };
}

export type RebatesService = ReturnType<typeof createRebatesService>;
