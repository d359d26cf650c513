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
import type { Clock } from '../../clock.js';
import type { Sql } from '../../db/sql.js';
import type { MemberContext } from '../../context.js';
import { formatMoney } from '../../money.js';
import { beijingDateTime, dateFilterStart } from '../../time.js';
import { betPage, transactionPage } from './store/pages.js';

interface Deps {
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
export function createRecordsService({ sql, clock }: Deps) {
  async function bets(ctx: MemberContext, q: BetRecordInput): Promise<BetRecordPage> {
    const since = dateFilterStart(q.date, clock.now());
    const { rows, total, betTotal, winLossTotal } = await betPage(sql, { userId: ctx.userId, since, platname: q.api_type, page: q.page, perPage: PAGE_SIZE });
    const data: BetRecordItem[] = rows.map((b) => ({
      id: Number(b.id),
      bet_time: beijingDateTime(b.bet_time),
      bet_id: b.bet_id,
      Code: gameName(b.game_code, b.game_name, ctx.locale),
      platname: b.platname,
      bet_amount: formatMoney(b.bet_amount),
      win_loss: formatMoney(b.win_loss),
      payout: formatMoney(b.payout),
      status: b.status,
      ...(b.detail ? { detail: detailText(b.detail, ctx.locale) } : {}),
    }));
    return { ...pageOf(data, total, q.page), bet_total: formatMoney(betTotal), win_loss_total: formatMoney(winLossTotal) };
  }

  /**
   * The financial record (spec §2.5): top-ups (deposits), withdrawals and transfers
   * into and out of the game wallets (TransRecordType), newest first, in one list. A platform filter
   * (api_type) applies to transfers only. The pay way of a USDT order reads usdt-erc20 / usdt-trc20.
   */
  async function transactions(ctx: MemberContext, q: TransRecordInput): Promise<TransRecordPage> {
    const types =
      q.type === TransRecordType.all ? [TransRecordType.topUp, TransRecordType.withdrawal, TransRecordType.transferIn, TransRecordType.transferOut] : [q.type];
    const { rows: page, total } = await transactionPage(sql, {
      userId: ctx.userId,
      since: dateFilterStart(q.date, clock.now()),
      platname: q.api_type,
      types,
      page: q.page,
      perPage: PAGE_SIZE,
    });
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
    return pageOf(data, total, q.page);
  }

  return { bets, transactions };
}

export type RecordsService = ReturnType<typeof createRecordsService>;
