import { InboxTemplate, OrderState, pageOf, type BetAmount, type ReviewListInput, type WithdrawalInput } from '@portal/contracts';
import type { Sql, SqlPool } from '../../db/sql.js';
import type { Clock } from '../../clock.js';
import type { AdminContext, MemberContext } from '../../context.js';
import { denied, notFound } from '../../errors.js';
import { formatMoney } from '../../money.js';
import { beijingDayStart } from '../../time.js';
import type { PasswordHasher } from '../../security/passwords.js';
import type { Audit } from '../../audit/log.js';
import type { PasswordGuard } from '../../security/password-guard.js';
import type { Notify } from '../inbox/index.js';
import { HOUSE, type Wallet } from '../wallet/index.js';
import { memberCard } from './cards.js';
import { D, orderNumber, REVIEW_PAGE_SIZE } from './orders.js';
import { presentWithdrawal, presentWithdrawalReview } from './presenter.js';
import type { CashierSettingsStore } from './settings.js';
import type { TurnoverOf } from './turnover.js';
import { lockMemberForWithdrawal } from './store/members.js';
import {
  approvePendingWithdrawal,
  insertWithdrawal,
  lockWithdrawal,
  pendingWithdrawalCounts,
  recordFirstApproval,
  rejectPendingWithdrawal,
  withdrawalForReview as reviewedWithdrawal,
  withdrawalOwner as withdrawalOwnerOf,
  withdrawalPage,
  withdrawalsSince,
} from './store/withdrawals.js';
import { ENTRY_RULES, payoutOf, WITHDRAWAL_RULES, type WithdrawalAttempt } from './withdrawal-rules.js';

// Withdrawals: the member's request (the rules of withdrawal-rules.ts, then the hold), and the
// back office's review (capture on approval, four eyes above the threshold; release on rejection).

const { pending, approved, rejected } = OrderState;

export interface WithdrawalsDeps {
  sql: SqlPool;
  clock: Clock;
  wallet: Wallet;
  audit: Audit;
  hasher: PasswordHasher;
  settings: CashierSettingsStore;
  /** Counts wrong withdrawal passwords per member and locks withdrawals after too many (security/password-guard.ts). */
  passwordGuard: PasswordGuard;
  /** Writes the member's message about a review decision, inside the decision's transaction. */
  notify: Notify;
  /** Where a member stands against the turnover rule (turnover.ts). */
  turnover: TurnoverOf;
}

export function createWithdrawals({ sql, clock, wallet, audit, hasher, settings, passwordGuard, notify, turnover }: WithdrawalsDeps) {
  /** /api/getBetAmount: the settled bets counted toward the turnover rule. */
  async function betAmount(ctx: MemberContext) {
    const config = await settings.read();
    const { done } = await turnover(sql, { userId: ctx.userId, multiple: config.withdraw.turnover_multiple });
    return { bet_amount: formatMoney(done) } satisfies BetAmount;
  }

  /**
   * A withdrawal: the rules of withdrawal-rules.ts in their order (ENTRY_RULES, then
   * WITHDRAWAL_RULES under the member's row lock), then the order and the hold of its amount in
   * one transaction (208 when the balance is short). The row lock makes one member's concurrent
   * withdrawals count and hold one after another.
   */
  async function requestWithdrawal(ctx: MemberContext, input: WithdrawalInput) {
    for (const rule of ENTRY_RULES) await rule(passwordGuard, ctx.userId);
    const amount = D(input.amount);
    const config = await settings.read();
    const now = clock.now();
    const { order, balance } = await sql.tx(async (tx) => {
      // The member's row: its lock makes this member's withdrawals count and hold one at a time.
      const user = await lockMemberForWithdrawal(tx, ctx.userId);
      // bcrypt is slow: the check starts now and its verdict is read at its turn (payPasswordRight).
      const passwordOk = user?.pay_password_hash ? hasher.verify(input.password, user.pay_password_hash).catch(() => false) : Promise.resolve(false);
      const attempt: WithdrawalAttempt = {
        userId: ctx.userId,
        amount,
        now,
        config,
        payPasswordHash: user?.pay_password_hash,
        passwordOk,
        countWrongPassword: () => passwordGuard.wrong(ctx.userId),
        card: await memberCard(tx, { userId: ctx.userId, cardId: input.bank }),
        withdrawalsToday: () => withdrawalsSince(tx, ctx.userId, beijingDayStart(now)),
        turnover: () => turnover(tx, { userId: ctx.userId, multiple: config.withdraw.turnover_multiple }),
      };
      for (const rule of WITHDRAWAL_RULES) await rule(attempt);

      const card = attempt.card!;
      const { protocol, fee, payout } = payoutOf(card, amount, config);
      const row = await insertWithdrawal(tx, {
        orderNo: orderNumber('TX', now),
        userId: ctx.userId,
        card,
        protocol,
        amount: amount.toFixed(2),
        usdtRate: protocol ? config.withdrawusdtrate : null,
        usdtAmount: payout,
        fee,
        createdAt: now,
      });
      // 208 (and a rollback of the order) when the balance is short.
      const held = await wallet.hold(tx, { userId: ctx.userId, amount, kind: 'withdrawal.hold', key: `withdrawal:${row.order_no}:hold`, memo: row.order_no });
      return { order: row, balance: held.balance ?? (await wallet.balance(tx, ctx.userId)) };
    });
    return { message: 'common.submittedForReview' as const, data: presentWithdrawal(order, balance.toString()) };
  }

  // ---- review (back office) ----

  async function withdrawalForReview(db: Sql, orderNo: string) {
    const row = await reviewedWithdrawal(db, orderNo);
    if (!row) throw notFound('cashier.orderNotFound');
    return row;
  }

  async function listWithdrawals(_ctx: AdminContext, q: ReviewListInput) {
    const perPage = q.per_page ?? REVIEW_PAGE_SIZE;
    const [config, { rows, total }] = await Promise.all([settings.read(), withdrawalPage(sql, q, perPage)]);
    const threshold = config.withdraw.review_threshold;
    return pageOf(
      rows.map((w) => presentWithdrawalReview(w, { needsSecondApproval: D(w.amount).greaterThan(threshold) })),
      total,
      q.page,
      perPage,
    );
  }

  /**
   * Approves a pending withdrawal: the held amount is captured (paid out) and the order approved.
   * Above the review threshold the first approval is only recorded; a second, different admin
   * completes it (four eyes). The order row is locked for the decision, and the state change is
   * a guarded UPDATE in the same transaction as the capture, so two approvals capture once.
   */
  async function approveWithdrawal(ctx: AdminContext, input: { order_no: string }) {
    const now = clock.now();
    const threshold = (await settings.read()).withdraw.review_threshold;
    const step = await sql.tx(async (tx) => {
      const order = await lockWithdrawal(tx, input.order_no);
      if (!order) throw notFound('cashier.orderNotFound');
      if (order.state === approved) return 'already' as const;
      if (order.state !== pending) throw denied('cashier.orderReviewed');
      const detail = { userId: order.user_id, amount: formatMoney(order.amount), usdt_amount: order.usdt_amount, protocol: order.protocol };
      if (D(order.amount).greaterThan(threshold)) {
        if (order.first_approved_by === null) {
          await recordFirstApproval(tx, { orderNo: order.order_no, by: ctx.adminId, at: now });
          await audit(tx, { adminId: ctx.adminId, action: 'withdrawal.approve.first', target: order.order_no, amount: order.amount, detail });
          return 'first' as const;
        }
        if (order.first_approved_by === ctx.adminId) throw denied('cashier.sameReviewer');
      }
      if (!(await approvePendingWithdrawal(tx, { orderNo: order.order_no, reviewedBy: ctx.adminId, at: now }))) return 'already' as const;
      await wallet.capture(tx, {
        userId: order.user_id,
        amount: D(order.amount),
        house: HOUSE.withdrawalsPaid,
        kind: 'withdrawal.capture',
        key: `withdrawal:${order.order_no}:capture`,
        memo: order.order_no,
      });
      await notify(tx, {
        userId: order.user_id,
        template: InboxTemplate.withdrawalApproved,
        params: { order_no: order.order_no, amount: formatMoney(order.amount) },
      });
      await audit(tx, { adminId: ctx.adminId, action: 'withdrawal.approve', target: order.order_no, amount: order.amount, detail });
      return 'approved' as const;
    });
    const order = await withdrawalForReview(sql, input.order_no);
    const row = presentWithdrawalReview(order, { needsSecondApproval: D(order.amount).greaterThan(threshold) });
    const message = step === 'first' ? 'cashier.awaitingSecondReview' : step === 'approved' ? 'cashier.approved' : 'cashier.orderReviewed';
    return { message: message as 'cashier.awaitingSecondReview' | 'cashier.approved' | 'cashier.orderReviewed', data: row };
  }

  /** Rejects a pending withdrawal with the reason: the held amount goes back to the member's central wallet. */
  async function rejectWithdrawal(ctx: AdminContext, input: { order_no: string; reason: string }) {
    const now = clock.now();
    const won = await sql.tx(async (tx) => {
      const row = await rejectPendingWithdrawal(tx, { orderNo: input.order_no, reviewedBy: ctx.adminId, at: now, reason: input.reason });
      if (!row) return false;
      await wallet.release(tx, {
        userId: row.user_id,
        amount: D(row.amount),
        kind: 'withdrawal.release',
        by: { staff: ctx.adminId },
        key: `withdrawal:${row.order_no}:release`,
        memo: row.order_no,
      });
      await notify(tx, {
        userId: row.user_id,
        template: InboxTemplate.withdrawalRejected,
        params: { order_no: row.order_no, amount: formatMoney(row.amount), reason: input.reason },
      });
      await audit(tx, {
        adminId: ctx.adminId,
        action: 'withdrawal.reject',
        target: row.order_no,
        amount: row.amount,
        detail: { userId: row.user_id, amount: formatMoney(row.amount), reason: input.reason },
      });
      return true;
    });
    const order = await withdrawalForReview(sql, input.order_no);
    if (!won && order.state !== rejected) throw denied('cashier.orderReviewed');
    const threshold = (await settings.read()).withdraw.review_threshold;
    return {
      message: won ? ('cashier.rejected' as const) : ('cashier.orderReviewed' as const),
      data: presentWithdrawalReview(order, { needsSecondApproval: D(order.amount).greaterThan(threshold) }),
    };
  }

  /** The member a withdrawal order belongs to (the back office's order detail). */
  async function withdrawalOwner(orderNo: string): Promise<number> {
    const userId = await withdrawalOwnerOf(sql, orderNo);
    if (userId === undefined) throw notFound('cashier.orderNotFound');
    return userId;
  }

  /** Pending withdrawals, and those among them approved once (four eyes): the back office's queue counts. */
  const pendingWithdrawals = () => pendingWithdrawalCounts(sql);

  return { betAmount, requestWithdrawal, listWithdrawals, approveWithdrawal, rejectWithdrawal, withdrawalOwner, pendingWithdrawals };
}
