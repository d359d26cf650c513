import {
  AdjustmentState,
  pageOf,
  ReplyCode,
  type AdjustPendingInput,
  type AdjustRejectInput,
  type AdminAdjustInput,
  type AdjustmentRow,
} from '@portal/contracts';
import { Prisma } from '../../db/client.js';
import type { Sql, SqlPool } from '../../db/sql.js';
import type { Clock } from '../../clock.js';
import type { AdminContext } from '../../context.js';
import { AppError, denied, invalid, notFound } from '../../errors.js';
import { formatMoney } from '../../money.js';
import type { Audit } from '../../audit/log.js';
import { HOUSE } from './chart.js';
import type { Wallet } from './commands.js';
import { presentAdjustment } from './presenter.js';
import {
  adjustmentById,
  adjustmentIdByKey,
  approveAdjustment,
  insertAdjustment,
  pendingAdjustmentPage,
  pendingAdjustments,
  rejectAdjustment,
  type AdjustmentRecord,
} from './store/adjustments.js';
import { memberIdByName } from './store/members.js';

interface Deps {
  sql: SqlPool;
  wallet: Wallet;
  audit: Audit;
  clock: Clock;
  /** ADJUST_REVIEW_ABOVE and ADJUST_MAX (config.adjustments), as decimal strings. */
  limits: { reviewAbove: string; max: string };
}

const PAGE_SIZE = 20;

/**
 * Back-office balance adjustments (money created by one person). Every adjustment is a
 * row of balance_adjustments. At or below ADJUST_REVIEW_ABOVE (either way) it posts at once, as it
 * always did; above it, it is a request that moves no money until a second finance or super staff
 * member, never the requester, approves it (the wallet's credit checks the approver again). A credit that is not a correction adds its amount to
 * the member's withdrawal turnover requirement: the cashier's turnover rule counts the row from
 * posted_at, which is set in the transaction that credits the money. No adjustment exceeds
 * ADJUST_MAX. Requests, approvals and rejections each write an audit row with the decision.
 */
export function createAdjustments({ sql, wallet, audit, clock, limits }: Deps) {
  const reviewAbove = new Prisma.Decimal(limits.reviewAbove);
  const max = new Prisma.Decimal(limits.max);

  const rowById = adjustmentById;

  /**
   * Moves the adjustment's money through the wallet's command, under the adjustment's own key (a
   * replay moves nothing). A credit is a payment out of a house account: the wallet checks the
   * requester's role, the cap and, above the threshold, the approver (`approvedBy`: finance or
   * super, never the requester, who also set the amount).
   */
  async function post(tx: Sql, row: Pick<AdjustmentRecord, 'user_id' | 'direction' | 'amount' | 'key' | 'memo' | 'requested_by'>, approvedBy: number | null) {
    const command = { userId: row.user_id, amount: new Prisma.Decimal(row.amount), kind: 'admin.adjust' as const, key: row.key, memo: row.memo };
    if (row.direction === 'debit') return wallet.debit(tx, { ...command, house: HOUSE.adjustments });
    return wallet.credit(tx, { ...command, by: { staff: row.requested_by }, amountSetBy: row.requested_by, approvedBy });
  }

  const auditDetail = (row: Pick<AdjustmentRecord, 'id' | 'direction' | 'amount' | 'memo' | 'correction' | 'correction_reason' | 'key'>) => ({
    id: row.id,
    amount: formatMoney(signed(row)),
    memo: row.memo,
    correction: row.correction,
    correction_reason: row.correction_reason,
    key: row.key,
  });

  /**
   * Credits (or, negative, debits) a member's central wallet: at once up to the threshold, else
   * recorded as a request for a second staff member. The Idempotency-Key is required; the same key
   * gives the same adjustment (one row per key, one posting per key).
   */
  async function adjust(ctx: AdminContext, input: AdminAdjustInput) {
    const userId = await memberIdByName(sql, input.username);
    if (userId === null) throw new AppError(ReplyCode.noSuchUser, 'admin.userNotFound');
    if (!ctx.idempotencyKey) throw invalid('idempotency.keyRequired');
    const amount = new Prisma.Decimal(input.amount);
    if (amount.abs().greaterThan(max)) throw invalid('admin.adjustTooLarge').with({ max: formatMoney(max) });
    const needsSecondPerson = amount.abs().greaterThan(reviewAbove);
    const now = clock.now();

    const outcome = await sql.tx(async (tx) => {
      const key = `adjust:${ctx.idempotencyKey}`;
      const created = await insertAdjustment(tx, {
        userId,
        direction: amount.isNegative() ? 'debit' : 'credit',
        amount: amount.abs().toFixed(2),
        memo: input.memo,
        correction: input.correction,
        correctionReason: input.correction ? input.correction_reason : '',
        state: needsSecondPerson ? AdjustmentState.pending : AdjustmentState.posted,
        key,
        requestedBy: ctx.adminId,
        requestedAt: now,
        postedAt: needsSecondPerson ? null : now,
      });
      // The key was used before (a replay the idempotency store no longer remembers): that adjustment, nothing new.
      if (created === null) return { id: await adjustmentIdByKey(tx, key), balance: null };
      const row = (await rowById(tx, created, { lock: false }))!;
      if (needsSecondPerson) {
        await audit(tx, { adminId: ctx.adminId, action: 'wallet.adjust.request', target: input.username, amount, detail: auditDetail(row) });
        return { id: row.id, balance: null };
      }
      const moved = await post(tx, row, null);
      await audit(tx, { adminId: ctx.adminId, action: 'wallet.adjust', target: input.username, amount, detail: auditDetail(row) });
      return { id: row.id, balance: moved.balance };
    });

    const row = (await rowById(sql, outcome.id, { lock: false }))!;
    const data = presentAdjustment(row, outcome.balance);
    return row.state === AdjustmentState.pending
      ? { message: 'admin.adjustPending' as const, params: { threshold: formatMoney(reviewAbove) }, data }
      : { data };
  }

  /** The requests waiting for a second staff member, oldest first. */
  async function listPending(_ctx: AdminContext, input: AdjustPendingInput) {
    const { rows, total } = await pendingAdjustmentPage(sql, { page: input.page, perPage: PAGE_SIZE });
    return pageOf(
      rows.map((r) => presentAdjustment(r, null)),
      total,
      input.page,
      PAGE_SIZE,
    );
  }

  const pendingCount = () => pendingAdjustments(sql);

  /**
   * The pending request, locked for the decision: concurrent decisions on one request wait for each
   * other, and each after the first finds it decided. The requester never decides their own
   * request, whatever their role (the database refuses it too: balance_adjustments_four_eyes).
   */
  async function lockForDecision(tx: Sql, ctx: AdminContext, id: number): Promise<AdjustmentRecord> {
    const row = await rowById(tx, id, { lock: true });
    if (!row) throw notFound('admin.adjustNotFound');
    if (row.state !== AdjustmentState.pending) throw denied('admin.adjustDecided');
    if (row.requested_by === ctx.adminId) throw denied('admin.adjustOwnRequest');
    return row;
  }

  /** A second staff member approves: the money moves through the wallet's command, once, with the decision. */
  async function approve(ctx: AdminContext, input: { id: number }) {
    const now = clock.now();
    const balance = await sql.tx(async (tx) => {
      const row = await lockForDecision(tx, ctx, input.id);
      await approveAdjustment(tx, { id: row.id, decidedBy: ctx.adminId, at: now });
      const moved = await post(tx, row, ctx.adminId);
      // Its key already moved money (an adjustment posted before this table existed): nothing may move twice.
      if (!moved.posted) throw denied('admin.adjustDecided');
      await audit(tx, {
        adminId: ctx.adminId,
        action: 'wallet.adjust.approve',
        target: row.username,
        amount: signed(row),
        detail: { ...auditDetail(row), requested_by: row.requested_by_name },
      });
      return moved.balance;
    });
    return { message: 'admin.adjustApproved' as const, data: presentAdjustment((await rowById(sql, input.id, { lock: false }))!, balance) };
  }

  /** A second staff member rejects, with the reason: nothing moves. */
  async function reject(ctx: AdminContext, input: AdjustRejectInput) {
    const now = clock.now();
    await sql.tx(async (tx) => {
      const row = await lockForDecision(tx, ctx, input.id);
      await rejectAdjustment(tx, { id: row.id, decidedBy: ctx.adminId, at: now, reason: input.reason });
      await audit(tx, {
        adminId: ctx.adminId,
        action: 'wallet.adjust.reject',
        target: row.username,
        amount: signed(row),
        detail: { ...auditDetail(row), requested_by: row.requested_by_name, reason: input.reason },
      });
    });
    return { message: 'admin.adjustRejected' as const, data: presentAdjustment((await rowById(sql, input.id, { lock: false }))!, null) };
  }

  return { adjust, listPending, pendingCount, approve, reject };
}

/** The amount with its sign: negative for a debit. */
function signed(row: Pick<AdjustmentRecord, 'direction' | 'amount'>): Prisma.Decimal {
  const amount = new Prisma.Decimal(row.amount);
  return row.direction === 'debit' ? amount.negated() : amount;
}

export type Adjustments = ReturnType<typeof createAdjustments>;
export type { AdjustmentRow };
