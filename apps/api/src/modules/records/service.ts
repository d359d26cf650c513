import {
  isMessageKey,
  lotteryBetText,
  PAGE_SIZE,
  pageOf,
  translate,
  TransRecordType,
  type BetRecordInput,
  type BetRecordItem,
  type BetRecordPage,
  type Locale,
  type TransRecordInput,
  type TransRecordItem,
  type TransRecordPage,
} from '@portal/contracts';
import type { Prisma, PrismaClient } from '../../db/client.js';
import type { Clock } from '../../clock.js';
import type { Sql } from '../../db/sql.js';
import type { MemberContext } from '../../context.js';
import { formatMoney } from '../../money.js';
import { beijingDateTime, dateFilterStart } from '../../time.js';

interface Deps {
  prisma: PrismaClient;
  sql: Sql;
  clock: Clock;
}

/** A lottery bet's record (providers/types.ts BetDetail), in the reader's language: the draw, the pick and the result. */
function detailText(detail: unknown, locale: Locale): string | undefined {
  const lottery = (detail as { lottery?: Parameters<typeof lotteryBetText>[0] } | null)?.lottery;
  return lottery ? lotteryBetText(lottery, locale) : undefined;
}

/** The built-in platform's games are named in the reader's language; other platforms' names are theirs. */
function gameName(gameCode: string, reported: string, locale: Locale): string {
  const key = [`game.builtin.${gameCode}`, `lottery.game.${gameCode}`].find(isMessageKey);
  return key ? translate(key, locale) : reported;
}

/** The member's records (spec §2.5): bets and the financial record. Always scoped to the caller. (The turnover sum, /api/getBetAmount, is the cashier's withdrawal rule.) */
export function createRecordsService({ prisma, sql, clock }: Deps) {
  async function bets(ctx: MemberContext, q: BetRecordInput): Promise<BetRecordPage> {
    const where: Prisma.BetRecordWhereInput = {
      userId: ctx.userId,
      betTime: { gte: dateFilterStart(q.date, clock.now()) },
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
      ...(b.detail ? { detail: detailText(b.detail, ctx.locale) } : {}),
    }));
    return { ...pageOf(data, total, q.page), bet_total: formatMoney(sums._sum.betAmount ?? 0), win_loss_total: formatMoney(sums._sum.winLoss ?? 0) };
  }

  /**
   * The financial record (spec §2.5): top-ups (deposits), withdrawals and transfers
   * into and out of the game wallets (TransRecordType), newest first, in one list. A platform filter
   * (api_type) applies to transfers only. The pay way of a USDT order reads usdt-erc20 / usdt-trc20.
   */
  async function transactions(ctx: MemberContext, q: TransRecordInput): Promise<TransRecordPage> {
    const types =
      q.type === TransRecordType.all ? [TransRecordType.topUp, TransRecordType.withdrawal, TransRecordType.transferIn, TransRecordType.transferOut] : [q.type];
    const params = [ctx.userId, dateFilterStart(q.date, clock.now()), q.api_type, types];
    const rows = `
      SELECT t.order_no AS no, t.created_at, t.platname AS pay_way, CASE WHEN t.direction = 'in' THEN ${TransRecordType.transferIn} ELSE ${TransRecordType.transferOut} END AS type, t.amount, t.state, t.id, NULL::text AS payout_tx
        FROM transfers t WHERE t.user_id = $1 AND t.created_at >= $2 AND ($3 = '' OR t.platname = $3)
      UNION ALL
      SELECT d.deposit_no, d.created_at, CASE WHEN d.protocol IS NULL THEN d.paytype ELSE 'usdt-' || lower(d.protocol) END, ${TransRecordType.topUp}, d.amount, d.state, d.id, NULL::text
        FROM deposits d WHERE d.user_id = $1 AND d.created_at >= $2 AND $3 = ''
      UNION ALL
      SELECT w.order_no, w.created_at, CASE WHEN w.protocol IS NULL THEN 'bank' ELSE 'usdt-' || lower(w.protocol) END, ${TransRecordType.withdrawal}, w.amount, w.state, w.id, w.payout_tx
        FROM withdrawals w WHERE w.user_id = $1 AND w.created_at >= $2 AND $3 = ''`;
    const [page, [count]] = await Promise.all([
      sql.query<{ no: string; created_at: Date; pay_way: string; type: number; amount: string; state: number; payout_tx: string | null }>(
        `SELECT no, created_at, pay_way, type, amount::text AS amount, state, payout_tx FROM (${rows}) x WHERE x.type = ANY($4::int[])
         ORDER BY x.created_at DESC, x.type, x.id DESC LIMIT $5 OFFSET $6`,
        [...params, PAGE_SIZE, (q.page - 1) * PAGE_SIZE],
      ),
      sql.query<{ n: string }>(`SELECT count(*)::text AS n FROM (${rows}) x WHERE x.type = ANY($4::int[])`, params),
    ]);
    const data: TransRecordItem[] = page.map((r) => ({
      id: r.no,
      created_at: beijingDateTime(r.created_at),
      out_trade_no: r.no,
      pay_way: r.pay_way,
      type: r.type,
      amount: formatMoney(r.amount),
      state: r.state,
      // a withdrawal's own field (null until finance records the tx that paid it); top-ups and transfers keep the spec's fields only
      ...(r.type === TransRecordType.withdrawal ? { payout_tx: r.payout_tx } : {}),
    }));
    return pageOf(data, Number(count?.n ?? 0), q.page);
  }

  return { bets, transactions };
}

export type RecordsService = ReturnType<typeof createRecordsService>;
