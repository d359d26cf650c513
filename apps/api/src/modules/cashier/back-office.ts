import {
  OrderState,
  ReplyCode,
  translate,
  type BulkReply,
  type DepositBulkInput,
  type DepositDetailInput,
  type DepositDetailReply,
  type MemberMoneySummary,
  type ReviewListInput,
  type WithdrawalBulkRejectInput,
  type WithdrawalDetailInput,
  type WithdrawalDetailReply,
} from '@portal/contracts';
import type { SqlPool } from '../../db/sql.js';
import type { AdminContext } from '../../context.js';
import { AppError, notFound } from '../../errors.js';
import { formatMoney } from '../../money.js';
import type { Wallet } from '../wallet/index.js';
import { presentCard } from './presenter.js';
import type { CashierService } from './service.js';
import type { CashierSettingsStore } from './settings.js';
import { memberCards } from './cards.js';
import type { TurnoverOf } from './turnover.js';
import { memberFigures } from './store/members.js';
import type { DepositGuard } from './deposits.js';
import { Prisma } from '../../db/client.js';

interface Deps {
  sql: SqlPool;
  wallet: Wallet;
  settings: CashierSettingsStore;
  cashier: CashierService;
  turnover: TurnoverOf;
  /** Player protection's deposit limits: the drawer says when approving an order would pass one. */
  depositGuard?: DepositGuard;
}

const RECENT = 10;
const listOf = (username: string): ReviewListInput => ({ username, page: 1, per_page: RECENT, from: '', to: '', min_amount: '', max_amount: '', order_no: '' });

/**
 * What the back office's queues add to the cashier's review: the pending counts, an order's detail
 * with the member's money around it, and the bulk decisions that are safe (each order decided by
 * the same single-order command, so every one is idempotent and audited on its own; approving
 * withdrawals is never bulk: the four-eyes rule wants a person per large order).
 */
export function createCashierBackOffice({ sql, wallet, settings, cashier, turnover: turnoverOf, depositGuard }: Deps) {
  /** A member's money at a glance: central balance, paysum, turnover against the rule, recent orders, bound cards. */
  async function memberMoney(ctx: AdminContext, userId: number) {
    const user = await memberFigures(sql, userId);
    if (!user) throw notFound('admin.userNotFound');
    const [balance, turnover, deposits, withdrawals, cards] = await Promise.all([
      wallet.balance(sql, userId),
      settings.read().then((rules) => turnoverOf(sql, { userId, multiple: rules.withdraw.turnover_multiple })),
      cashier.listDeposits(ctx, listOf(user.username)),
      cashier.listWithdrawals(ctx, listOf(user.username)),
      memberCards(sql, userId),
    ]);
    const member: MemberMoneySummary = {
      username: user.username,
      realname: user.realname,
      vip: user.vip_level,
      frozen: user.frozen,
      balance: formatMoney(balance),
      paysum: formatMoney(user.paysum),
      turnover: { done: turnover.done, required: turnover.required, met: turnover.met },
    };
    return { member, recent_deposits: deposits.data, recent_withdrawals: withdrawals.data, cards: cards.map(presentCard) };
  }

  async function depositDetail(ctx: AdminContext, input: DepositDetailInput): Promise<DepositDetailReply> {
    const userId = await cashier.depositOwner(input.deposit_no);
    const context = await memberMoney(ctx, userId);
    const [order] = (await cashier.listDeposits(ctx, { ...listOf(context.member.username), order_no: input.deposit_no, per_page: 1 })).data;
    if (!order) throw notFound('cashier.orderNotFound');
    // A pending order: would approving it now pass a deposit limit (say so, and what staff can do)?
    const refusal =
      order.state === OrderState.pending && depositGuard
        ? await depositGuard.depositApprovalPreview(sql, { userId, amount: new Prisma.Decimal(order.real_money), depositNo: order.deposit_no })
        : null;
    return { order, ...context, limit_note: refusal ? translate(refusal.key, ctx.locale, refusal.params) : null };
  }

  async function withdrawalDetail(ctx: AdminContext, input: WithdrawalDetailInput): Promise<WithdrawalDetailReply> {
    const userId = await cashier.withdrawalOwner(input.order_no);
    const context = await memberMoney(ctx, userId);
    const [order] = (await cashier.listWithdrawals(ctx, { ...listOf(context.member.username), order_no: input.order_no, per_page: 1 })).data;
    if (!order) throw notFound('cashier.orderNotFound');
    return { order, ...context };
  }

  /** Runs one decision per order, in order; a refusal is reported on its line and the rest go on. */
  async function each(
    ctx: AdminContext,
    orderNos: string[],
    decide: (orderNo: string) => Promise<{ message: string; params?: Record<string, string> }>,
  ): Promise<BulkReply> {
    const lines: BulkReply = [];
    for (const orderNo of [...new Set(orderNos)]) {
      try {
        const { message, params } = await decide(orderNo);
        lines.push({ order_no: orderNo, code: ReplyCode.ok, message: translate(message as Parameters<typeof translate>[0], ctx.locale, params) });
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        lines.push({ order_no: orderNo, code: err.code, message: translate(err.key, ctx.locale, err.params) });
      }
    }
    return lines;
  }

  async function bulkDeposits(ctx: AdminContext, input: DepositBulkInput): Promise<BulkReply> {
    return input.action === 'approve'
      ? each(ctx, input.deposit_nos, (deposit_no) => cashier.approveDeposit(ctx, { deposit_no }))
      : each(ctx, input.deposit_nos, (deposit_no) => cashier.rejectDeposit(ctx, { deposit_no, reason: input.reason }));
  }

  async function bulkRejectWithdrawals(ctx: AdminContext, input: WithdrawalBulkRejectInput): Promise<BulkReply> {
    return each(ctx, input.order_nos, (order_no) => cashier.rejectWithdrawal(ctx, { order_no, reason: input.reason }));
  }

  /** What waits: pending deposits (unexpired), pending withdrawals, and those among them approved once (four eyes). */
  async function pendingCounts(now: Date) {
    const [deposits, withdrawals] = await Promise.all([cashier.pendingDeposits(now), cashier.pendingWithdrawals()]);
    return { deposits, withdrawals: withdrawals.pending, withdrawals_second_approval: withdrawals.secondApproval };
  }

  return { memberMoney, depositDetail, withdrawalDetail, bulkDeposits, bulkRejectWithdrawals, pendingCounts };
}

export type CashierBackOffice = ReturnType<typeof createCashierBackOffice>;
