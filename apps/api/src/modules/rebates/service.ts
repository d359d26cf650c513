import { randomUUID } from 'node:crypto';
import { PAGE_SIZE, pageOf, RebateState, type CollectRebatesReply, type RebatesReply, type RebateQueryInput } from '@portal/contracts';
import { Prisma, type PrismaClient, type Tx } from '../../db/client.js';
import type { SqlPool } from '../../db/sql.js';
import type { Clock } from '../../clock.js';
import type { MemberContext } from '../../context.js';
import { invalid } from '../../errors.js';
import { formatMoney } from '../../money.js';
import { dateFilterStart } from '../../time.js';
import { HOUSE, type Wallet } from '../wallet/index.js';
import { presentRebate } from './presenter.js';
import { rateFor, rebateMoney } from './rates.js';

interface Deps {
  prisma: PrismaClient;
  sql: SqlPool;
  wallet: Wallet;
  clock: Clock;
  /** Player protection: throws while a time-out or self-exclusion is in force (no rebate is collected then). */
  playerBlock?: (userId: number) => Promise<void>;
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
export function createRebatesService({ prisma, sql, wallet, clock, playerBlock }: Deps) {
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
      const money = rebateMoney(bet.validAmount, rate);
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
      const diff = rebateMoney(bet.validAmount, rate).minus(own.reduce((s, r) => s.plus(r.money), zero()));
      if (diff.isZero()) continue;
      const pending = own.find((r) => r.state === RebateState.pending);
      if (pending && own.length === 1 && diff.plus(pending.money).isZero()) {
        await tx.$executeRaw`DELETE FROM rebates WHERE id = ${pending.id}`;
      } else if (pending) {
        await tx.$executeRaw`
          UPDATE rebates SET money = money + ${diff.toFixed(2)}::numeric, valid_amount = ${new Prisma.Decimal(bet.validAmount).toFixed(2)}::numeric, updated_at = ${now}
          WHERE id = ${pending.id}`;
      } else {
        await tx.rebate.create({
          data: {
            userId: bet.userId,
            betRecordId: bet.betRecordId,
            revision: Math.max(...own.map((r) => r.revision)) + 1,
            platname: bet.platname,
            category: bet.category,
            validAmount: new Prisma.Decimal(bet.validAmount),
            rate: new Prisma.Decimal(rate),
            money: diff,
            createdAt: now,
            updatedAt: now,
          },
        });
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
      else collected = collected.plus(s._sum.money ?? 0);
    }
    const data = rows.map((r) => presentRebate(r, platformOf.get(r.platname), ctx.locale));
    return { list: pageOf(data, total, q.page), jisuan: formatMoney(collected), nojisuan: formatMoney(pending) };
  }

  /**
   * /api/dofanshui: every pending rebate of the caller, and nothing else, into the central wallet
   * once. The UPDATE takes the rows' locks, so a concurrent collection waits, then finds them
   * collected and pays nothing. The posting key is stored on the rows it paid.
   */
  async function collect(ctx: MemberContext): Promise<CollectRebatesReply> {
    await playerBlock?.(ctx.userId);
    return wallet.runInTransaction(async (tx) => {
      const key = `rebate:${ctx.userId}:${randomUUID()}`;
      const rows = await tx.query<{ money: string }>(
        `UPDATE rebates SET state = ${RebateState.collected}, collect_key = $2, collected_at = $3::timestamptz AT TIME ZONE 'UTC', updated_at = $3::timestamptz AT TIME ZONE 'UTC'
         WHERE user_id = $1 AND state = ${RebateState.pending} RETURNING money`,
        [ctx.userId, key, clock.now().toISOString()],
      );
      const sum = rows.reduce((s, r) => s.plus(r.money), zero());
      if (sum.lte(0)) throw invalid('rebate.nothing');
      await wallet.credit(tx, { userId: ctx.userId, amount: sum, house: HOUSE.rebates, kind: 'rebate.collect', key, memo: `${rows.length} rebates` });
      return { money: formatMoney(sum) };
    });
  }

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
