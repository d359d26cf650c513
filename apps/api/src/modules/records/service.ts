import {
  DATE_RANGES,
  isMessageKey,
  PAGE_SIZE,
  pageOf,
  translate,
  TransRecordType,
  type BetRecordInput,
  type BetRecordItem,
  type Locale,
  type TransRecordInput,
  type TransRecordItem,
} from '@portal/contracts';
import type { Prisma, PrismaClient } from '../../db/client.js';
import type { Clock } from '../../clock.js';
import type { MemberContext } from '../../context.js';
import { formatMoney } from '../../money.js';
import { beijingDateTime, beijingDayStart } from '../../time.js';

interface Deps {
  prisma: PrismaClient;
  clock: Clock;
}

/** The built-in platform's games are named in the reader's language; other platforms' names are theirs. */
function gameName(gameCode: string, reported: string, locale: Locale): string {
  const key = `game.builtin.${gameCode}`;
  return isMessageKey(key) ? translate(key, locale) : reported;
}

/** The member's records (spec §2.5): bets, the financial record, and the turnover sum. Always scoped to the caller. */
export function createRecordsService({ prisma, clock }: Deps) {
  async function bets(ctx: MemberContext, q: BetRecordInput) {
    const where: Prisma.BetRecordWhereInput = {
      userId: ctx.userId,
      betTime: { gte: beijingDayStart(clock.now(), DATE_RANGES[q.date]) },
      ...(q.api_type ? { platname: q.api_type } : {}),
    };
    const [rows, total, sums] = await Promise.all([
      prisma.betRecord.findMany({ where, orderBy: [{ betTime: 'desc' }, { id: 'desc' }], skip: (q.page - 1) * PAGE_SIZE, take: PAGE_SIZE }),
      prisma.betRecord.count({ where }),
      prisma.betRecord.aggregate({ where, _sum: { betAmount: true, winLoss: true } }),
    ]);
    const data: BetRecordItem[] = rows.map((b) => ({
      id: Number(b.id),
      bet_time: beijingDateTime(b.betTime),
      bet_id: b.betId,
      Code: gameName(b.gameCode, b.gameName, ctx.locale),
      platname: b.platname,
      bet_amount: formatMoney(b.betAmount),
      win_loss: formatMoney(b.winLoss),
      payout: formatMoney(b.payout),
      status: b.status,
    }));
    return { ...pageOf(data, total, q.page), bet_total: formatMoney(sums._sum.betAmount ?? 0), win_loss_total: formatMoney(sums._sum.winLoss ?? 0) };
  }

  // Top-ups and withdrawals join this list when their features land; transfers are here now.
  async function transactions(ctx: MemberContext, q: TransRecordInput) {
    const directions = q.type === TransRecordType.transferIn ? ['in'] : q.type === TransRecordType.transferOut ? ['out'] : q.type === TransRecordType.all ? ['in', 'out'] : [];
    const where: Prisma.TransferWhereInput = {
      userId: ctx.userId,
      createdAt: { gte: beijingDayStart(clock.now(), DATE_RANGES[q.date]) },
      direction: { in: directions },
      ...(q.api_type ? { platname: q.api_type } : {}),
    };
    const [rows, total] = await Promise.all([
      prisma.transfer.findMany({ where, orderBy: { id: 'desc' }, skip: (q.page - 1) * PAGE_SIZE, take: PAGE_SIZE }),
      prisma.transfer.count({ where }),
    ]);
    const data: TransRecordItem[] = rows.map((t) => ({
      id: t.orderNo,
      created_at: beijingDateTime(t.createdAt),
      out_trade_no: t.orderNo,
      pay_way: t.platname,
      type: t.direction === 'in' ? TransRecordType.transferIn : TransRecordType.transferOut,
      amount: formatMoney(t.amount),
      state: t.state,
    }));
    return pageOf(data, total, q.page);
  }

  // Turnover counted toward the withdrawal requirement (original-backend.md rule 6): settled bets
  // since the last approved withdrawal; withdrawals do not exist yet, so every settled bet counts.
  async function betAmount(ctx: MemberContext) {
    const sum = await prisma.betRecord.aggregate({ where: { userId: ctx.userId, status: 1 }, _sum: { validAmount: true } });
    return { bet_amount: formatMoney(sum._sum.validAmount ?? 0) };
  }

  return { bets, transactions, betAmount };
}

export type RecordsService = ReturnType<typeof createRecordsService>;
