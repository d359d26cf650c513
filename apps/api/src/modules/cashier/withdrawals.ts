import { InboxTemplate, OrderState, pageOf, type BetAmount, type ReviewListInput, type WithdrawalInput } from '@portal/contracts';
import type { PrismaClient } from '../../db/client.js';
import { prismaSql, type Sql, type SqlPool } from '../../db/sql.js';
import type { Clock } from '../../clock.js';
import type { AdminContext, MemberContext } from '../../context.js';
import { denied, notFound } from '../../errors.js';
import { formatMoney } from '../../money.js';
import type { PasswordHasher } from '../../security/passwords.js';
import type { Audit } from '../../audit/log.js';
import type { PasswordGuard } from '../../security/password-guard.js';
import type { Notify } from '../inbox/index.js';
import { HOUSE, type Wallet } from '../wallet/index.js';
import { memberCard } from './cards.js';
import { countByIndex, D, orderNumber, positiveAmount, REVIEW_NAMES, REVIEW_PAGE_SIZE, reviewFilters, reviewFilterSql, reviewIn } from './orders.js';
import { presentWithdrawal, presentWithdrawalReview } from './presenter.js';
import type { WithdrawalRow } from './rows.js';
import type { CashierSettingsStore } from './settings.js';
import { turnoverOf } from './turnover.js';
import { ENTRY_RULES, payoutOf, WITHDRAWAL_RULES, type WithdrawalAttempt } from './withdrawal-rules.js';

// Withdrawals: the member's request (the rules of withdrawal-rules.ts, then the hold), and the
// back office's review (capture on approval, four eyes above the threshold; release on rejection).

type ReviewedWithdrawal = WithdrawalRow & { username: string; reviewer: string | null; first_approver: string | null };

const WITHDRAWAL_COLUMNS = `w.id::text AS id, w.order_no, w.user_id, w.card_id, w.card_type, w.bank, w.bank_no, w.bank_owner, w.bank_address, w.protocol,
  w.amount::text AS amount, w.usdt_rate::text AS usdt_rate, w.usdt_amount::text AS usdt_amount, w.fee::text AS fee, w.state, w.reason,
  w.first_approved_by, w.first_approved_at, w.reviewed_by, w.reviewed_at, w.created_at, w.payout_tx, w.payout_state, w.payout_note`;

const REVIEW_FROM = `withdrawals w JOIN users u ON u.id = w.user_id LEFT JOIN admins ra ON ra.id = w.reviewed_by LEFT JOIN admins fa ON fa.id = w.first_approved_by`;

const { pending, approved, rejected } = OrderState;

export interface WithdrawalsDeps {
  prisma: PrismaClient;
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
}

export function createWithdrawals({ prisma, sql, clock, wallet, audit, hasher, settings, passwordGuard, notify }: WithdrawalsDeps) {
  const review = reviewIn(prisma);

  /** /api/getBetAmount: the settled bets counted toward the turnover rule. */
  async function betAmount(ctx: MemberContext) {
    const config = await settings.read();
    const { done } = await turnoverOf(sql, { userId: ctx.userId, multiple: config.withdraw.turnover_multiple });
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
    const amount = positiveAmount(input.amount);
    const config = await settings.read();
    const now = clock.now();
    const { order, balance } = await sql.tx(async (tx) => {
      // The member's row: its lock makes this member's withdrawals count and hold one at a time.
      const [user] = await tx.query<{ pay_password_hash: string }>('SELECT pay_password_hash FROM users WHERE id = $1 FOR NO KEY UPDATE', [ctx.userId]);
      // bcrypt is slow: the check starts now and its verdict is read at its turn (payPasswordRight).
      const passwordOk = user?.pay_password_hash ? hasher.verify(input.password, user.pay_password_hash).catch(() => false) : Promise.resolve(false);
      const attempt: WithdrawalAttempt = {
        tx,
        userId: ctx.userId,
        amount,
        now,
        config,
        payPasswordHash: user?.pay_password_hash,
        passwordOk,
        countWrongPassword: () => passwordGuard.wrong(ctx.userId),
        card: await memberCard(tx, { userId: ctx.userId, cardId: input.bank }),
      };
      for (const rule of WITHDRAWAL_RULES) await rule(attempt);

      const card = attempt.card!;
      const { protocol, fee, payout } = payoutOf(card, amount, config);
      const [row] = await tx.query<WithdrawalRow>(
        `INSERT INTO withdrawals AS w (order_no, user_id, card_id, card_type, bank, bank_no, bank_owner, bank_address, protocol, amount, usdt_rate, usdt_amount, fee, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING ${WITHDRAWAL_COLUMNS}`,
        [
          orderNumber('TX', now),
          ctx.userId,
          card.id,
          card.type,
          card.bank,
          card.bank_no,
          card.bank_owner,
          card.bank_address,
          protocol,
          amount.toFixed(2),
          protocol ? config.withdrawusdtrate : null,
          payout,
          fee,
          now,
        ],
      );
      // 208 (and a rollback of the order) when the balance is short.
      const held = await wallet.hold(tx, { userId: ctx.userId, amount, kind: 'withdrawal.hold', key: `withdrawal:${row!.order_no}:hold`, memo: row!.order_no });
      return { order: row!, balance: held.balance ?? (await wallet.balance(tx, ctx.userId)) };
    });
    return { message: 'common.submittedForReview' as const, data: presentWithdrawal(order, balance.toString()) };
  }

  // ---- review (back office) ----

  async function withdrawalForReview(db: Sql, orderNo: string) {
    const [row] = await db.query<ReviewedWithdrawal>(
      `SELECT ${WITHDRAWAL_COLUMNS}, ${REVIEW_NAMES}, fa.name AS first_approver FROM ${REVIEW_FROM} WHERE w.order_no = $1`,
      [orderNo],
    );
    if (!row) throw notFound('cashier.orderNotFound');
    return row;
  }

  async function listWithdrawals(_ctx: AdminContext, q: ReviewListInput) {
    const f = reviewFilters(q);
    // Conditions on w alone (the member by id): the page is chosen in the index (state, id) or
    // (user_id, ...) before any row is joined, and OFFSET skips ids, not joined rows.
    const where = `($1::int IS NULL OR w.state = $1) AND ($2 = '' OR w.user_id = (SELECT id FROM users WHERE username = $2)) AND ${reviewFilterSql('w', 'w.amount', 'w.order_no')}`;
    const perPage = q.per_page ?? REVIEW_PAGE_SIZE;
    const [config, rows, [count]] = await Promise.all([
      settings.read(),
      sql.query<ReviewedWithdrawal>(
        `SELECT ${WITHDRAWAL_COLUMNS}, ${REVIEW_NAMES}, fa.name AS first_approver FROM ${REVIEW_FROM}
         WHERE w.id IN (SELECT w.id FROM withdrawals w WHERE ${where} ORDER BY w.id DESC LIMIT $8 OFFSET $9) ORDER BY w.id DESC`,
        [q.state ?? null, q.username, ...f, perPage, (q.page - 1) * perPage],
      ),
      countByIndex(sql, `SELECT count(*)::text AS n FROM withdrawals w WHERE ${where}`, [q.state ?? null, q.username, ...f]),
    ]);
    const threshold = config.withdraw.review_threshold;
    return pageOf(
      rows.map((w) => presentWithdrawalReview(w, { needsSecondApproval: D(w.amount).greaterThan(threshold) })),
      Number(count?.n ?? 0),
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
    const step = await review(async (ptx) => {
      const tx = prismaSql(ptx);
      const [order] = await tx.query<WithdrawalRow>(`SELECT ${WITHDRAWAL_COLUMNS} FROM withdrawals w WHERE w.order_no = $1 FOR UPDATE`, [input.order_no]);
      if (!order) throw notFound('cashier.orderNotFound');
      if (order.state === approved) return 'already' as const;
      if (order.state !== pending) throw denied('cashier.orderReviewed');
      const detail = { userId: order.user_id, amount: formatMoney(order.amount), usdt_amount: order.usdt_amount, protocol: order.protocol };
      if (D(order.amount).greaterThan(threshold)) {
        if (order.first_approved_by === null) {
          await tx.query(
            `UPDATE withdrawals SET first_approved_by = $2, first_approved_at = $3 WHERE order_no = $1 AND state = ${pending} AND first_approved_by IS NULL`,
            [order.order_no, ctx.adminId, now],
          );
          await audit(ptx, { adminId: ctx.adminId, action: 'withdrawal.approve.first', target: order.order_no, amount: order.amount, detail });
          return 'first' as const;
        }
        if (order.first_approved_by === ctx.adminId) throw denied('cashier.sameReviewer');
      }
      const [won] = await tx.query<{ order_no: string }>(
        `UPDATE withdrawals SET state = ${approved}, reviewed_by = $2, reviewed_at = $3 WHERE order_no = $1 AND state = ${pending} RETURNING order_no`,
        [order.order_no, ctx.adminId, now],
      );
      if (!won) return 'already' as const;
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
      await audit(ptx, { adminId: ctx.adminId, action: 'withdrawal.approve', target: order.order_no, amount: order.amount, detail });
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
    const won = await review(async (ptx) => {
      const tx = prismaSql(ptx);
      const [row] = await tx.query<WithdrawalRow>(
        `UPDATE withdrawals w SET state = ${rejected}, reason = $4, reviewed_by = $2, reviewed_at = $3 WHERE w.order_no = $1 AND w.state = ${pending} RETURNING ${WITHDRAWAL_COLUMNS}`,
        [input.order_no, ctx.adminId, now, input.reason],
      );
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
      await audit(ptx, {
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
    const [row] = await sql.query<{ user_id: number }>('SELECT user_id FROM withdrawals WHERE order_no = $1', [orderNo]);
    if (!row) throw notFound('cashier.orderNotFound');
    return row.user_id;
  }

  /** Pending withdrawals, and those among them approved once (four eyes): the back office's queue counts. */
  async function pendingWithdrawals(): Promise<{ pending: number; secondApproval: number }> {
    const [row] = await sql.query<{ pending: string; second: string }>(
      `SELECT count(*)::text AS pending, count(*) FILTER (WHERE first_approved_by IS NOT NULL)::text AS second FROM withdrawals WHERE state = $1`,
      [pending],
    );
    return { pending: Number(row?.pending ?? 0), secondApproval: Number(row?.second ?? 0) };
  }

  return { betAmount, requestWithdrawal, listWithdrawals, approveWithdrawal, rejectWithdrawal, withdrawalOwner, pendingWithdrawals };
}
