import type { z } from 'zod';
import {
  ApplyState,
  formatMoney,
  InboxTemplate,
  pageOf,
  promotionBonus,
  PromotionBonusKind,
  ResponsibleCode,
  translate,
  type MessageKey,
  type MessageParams,
  type PromotionApplicationsQuery,
  type promotionReviewSchema,
} from '@portal/contracts';
import { Prisma } from '../../db/client.js';
import type { Sql, SqlPool } from '../../db/sql.js';
import type { Clock } from '../../clock.js';
import type { AdminContext } from '../../context.js';
import { AppError, denied, notFound } from '../../errors.js';
import type { Notify } from '../inbox/index.js';
import type { Audit } from '../../audit/log.js';
import type { PayoutOutcome, PayoutQueue, QueuedPayout, Wallet } from '../wallet/index.js';
import {
  applicationForDecision,
  decideApplication,
  markApplicationApproved,
  recordApproval,
  rejectApplication,
  reviewPage,
  setApplicationPayout,
  type ApplicationRow,
} from './store/review.js';

const PAGE = 20;

/** The member's message and the reviewer's reply when an approval cannot pay: the application is rejected with it. */
interface Refusal {
  error: AppError;
  template: string;
  params: Record<string, string>;
}

/**
 * The back office's side of promotion applications: the list and the review, which pays the
 * promotion's bonus. A bonus above the threshold (the wallet's rule for promotion.bonus) is queued
 * for a second finance person (the payouts queue), and this service is what that person's decision
 * means (promotionPayouts). A member in a time-out or self-exclusion is paid nothing: the
 * application is rejected with that reason. A qualifying deposit pays one bonus (deposit_use).
 */
export function createReviewService({
  sql,
  clock,
  audit,
  notify,
  wallet,
  payouts,
  playerBlock,
  bonusMax,
}: {
  sql: SqlPool;
  clock: Clock;
  audit: Audit;
  notify: Notify;
  wallet: Wallet;
  payouts: PayoutQueue;
  /** Player protection in the paying transaction: locks the member's row, throws the refusal (231) of a block in force. */
  playerBlock: (tx: Sql, userId: number) => Promise<void>;
  /** PROMOTION_BONUS_MAX: no bonus pays more, whatever the promotion's terms (older promotions included). */
  bonusMax: string;
}) {
  /** What approving `row` pays now (pending), or what it paid or will pay once a second person approves it (recorded); nothing for a rejected one. */
  function bonusOf(row: ApplicationRow) {
    if (row.state === ApplyState.approved || (row.state === ApplyState.pending && row.payout_id !== null))
      return { bonus: row.paid_bonus ?? '0.00', turnover: row.paid_turnover };
    if (row.state !== ApplyState.pending) return { bonus: '0.00', turnover: '0.00' };
    const cap = row.bonus_cap === null || new Prisma.Decimal(row.bonus_cap).greaterThan(bonusMax) ? bonusMax : row.bonus_cap;
    return promotionBonus(
      { kind: row.bonus_kind, value: row.bonus_value, cap, turnover: row.bonus_multiple },
      row.deposit_amount === null ? null : new Prisma.Decimal(row.deposit_amount).toFixed(2),
    );
  }

  /** Whether approving `row` uses its qualifying deposit: a percent bonus reckoned on it, of a promotion that is not stackable. */
  const usesDeposit = (row: ApplicationRow) => row.bonus_kind === PromotionBonusKind.percent && row.deposit_no !== null && !row.stackable;

  const present = (row: ApplicationRow) => {
    const { bonus, turnover } = bonusOf(row);
    return {
      id: row.id,
      username: row.username,
      activity_id: row.activity_id,
      activity_name: row.activity_name,
      state: row.state,
      remark: row.remark,
      created_at: row.created_at.toISOString(),
      qualifying_deposit:
        row.deposit_no === null || row.deposit_amount === null || row.deposit_at === null
          ? null
          : {
              deposit_no: row.deposit_no,
              amount: formatMoney(row.deposit_amount),
              created_at: row.deposit_at.toISOString(),
              used_by: row.used_by_id === null ? null : { application_id: Number(row.used_by_id), activity_name: row.used_by_activity ?? '' },
            },
      bonus: formatMoney(bonus),
      bonus_turnover: formatMoney(turnover),
      stackable: row.stackable,
      waiting_payout: row.state === ApplyState.pending && row.payout_id !== null ? Number(row.payout_id) : null,
    };
  };

  async function applications(q: PromotionApplicationsQuery) {
    const { rows, count } = await reviewPage(sql, q.state ?? null, q.page, PAGE);
    return pageOf(rows.map(present), count, q.page, PAGE);
  }

  /** The application locked for a decision (the member's row first, as every approval that pays takes them). */
  async function lockApplication(tx: Sql, id: number): Promise<ApplicationRow> {
    const row = await applicationForDecision(tx, id);
    if (!row) throw notFound('activity.applyNotFound');
    return row;
  }

  /** The refusal of a time-out or self-exclusion in force (checked with the member's row locked), or null. */
  async function blockRefusal(tx: Sql, ctx: AdminContext, row: ApplicationRow): Promise<Refusal | null> {
    try {
      await playerBlock(tx, row.user_id);
      return null;
    } catch (err) {
      if (!(err instanceof AppError) || err.code !== ResponsibleCode.blocked) throw err;
      const until = String(err.params?.until ?? err.params?.at ?? err.params?.ended ?? '—');
      return {
        error: new AppError(ResponsibleCode.blocked, 'activity.memberBlocked').with({ until }),
        template: InboxTemplate.activityBlocked,
        params: { activity: row.activity_name },
      };
    }
  }

  /** The refusal of a qualifying deposit another promotion's bonus already used, or null. */
  function depositRefusal(row: ApplicationRow): Refusal | null {
    if (!usesDeposit(row) || row.used_by_id === null) return null;
    const params = { deposit_no: row.deposit_no!, activity: row.used_by_activity ?? '' };
    return {
      error: denied('activity.depositUsed').with(params),
      template: InboxTemplate.activityDepositUsed,
      params: { activity: row.activity_name, deposit_no: row.deposit_no!, other: row.used_by_activity ?? '' },
    };
  }

  /** Rejects the application, in the decision's transaction, with the refusal's reason: the member is told, the deposit it held is free again. */
  async function rejectFor(tx: Sql, ctx: AdminContext, row: ApplicationRow, refusal: Refusal): Promise<string> {
    const reason = translate(refusal.error.key as MessageKey, ctx.locale, refusal.error.params as MessageParams);
    await rejectApplication(tx, row.id, { remark: reason.slice(0, 200), by: ctx.adminId, at: clock.now() });
    await notify(tx, { userId: row.user_id, template: refusal.template, params: refusal.params });
    await audit(tx, {
      adminId: ctx.adminId,
      action: 'activity.review',
      target: String(row.id),
      detail: { state: ApplyState.rejected, remark: reason, userId: row.user_id, refused: refusal.error.key },
    });
    return reason;
  }

  /** Tells the member their bonus was paid (or the plain approval when there was no bonus). */
  async function notifyApproved(tx: Sql, row: ApplicationRow, paid: { bonus: string; turnover: string }) {
    const bonusPaid = new Prisma.Decimal(paid.bonus).gt(0);
    await notify(tx, {
      userId: row.user_id,
      template: bonusPaid ? InboxTemplate.activityBonus : InboxTemplate.activityApproved,
      params: bonusPaid
        ? { activity: row.activity_name, amount: formatMoney(paid.bonus), turnover: formatMoney(paid.turnover) }
        : { activity: row.activity_name },
    });
  }

  const payoutKey = (id: number) => `promotion:${id}`;
  /** Above it a bonus waits for a second finance person (the wallet's rule for promotion.bonus). */
  const threshold = () => formatMoney(wallet.thresholdOf('promotion.bonus')?.toFixed(2) ?? '0');

  type Decision = { kind: 'decided' } | { kind: 'queued'; amount: string; threshold: string } | { kind: 'refused'; error: AppError };

  /**
   * Approves or rejects a pending application, all in one transaction with the member's message and
   * the audit row. Approving records the bonus, its turnover and the qualifying deposit on the
   * application and pays it from the promotions house account (wallet.credit, keyed by the
   * application: a double click or a retry pays once); above the threshold the approval queues the
   * payment for a second finance person instead and the application stays pending until then. A
   * member in a time-out or self-exclusion, or a qualifying deposit another bonus used, rejects the
   * application with that reason, and the refusal is the reply.
   */
  async function review(ctx: AdminContext, input: z.output<typeof promotionReviewSchema>) {
    const decision = await sql.tx(async (tx): Promise<Decision> => {
      const row = await lockApplication(tx, input.id);
      if (row.state !== ApplyState.pending) throw denied('activity.alreadyReviewed');
      if (row.payout_id !== null) {
        throw denied('activity.awaitingFinance').with({ threshold: threshold() });
      }
      const now = clock.now();
      if (input.state !== ApplyState.approved) {
        await decideApplication(tx, row.id, input.state, { remark: input.remark, by: ctx.adminId, at: now });
        await notify(tx, { userId: row.user_id, template: InboxTemplate.activityRejected, params: { activity: row.activity_name, reason: input.remark } });
        await audit(tx, {
          adminId: ctx.adminId,
          action: 'activity.review',
          target: String(row.id),
          detail: { state: input.state, remark: input.remark, userId: row.user_id },
        });
        return { kind: 'decided' };
      }

      const refusal = (await blockRefusal(tx, ctx, row)) ?? depositRefusal(row);
      if (refusal) {
        await rejectFor(tx, ctx, row, refusal);
        return { kind: 'refused', error: refusal.error };
      }
      const { bonus, turnover } = bonusOf(row);
      const amount = new Prisma.Decimal(bonus);
      await recordApproval(tx, row.id, {
        bonus,
        turnover,
        qualifyingDeposit: row.deposit_no,
        depositUse: usesDeposit(row) && amount.gt(0) ? row.deposit_no : null,
        remark: input.remark,
        by: ctx.adminId,
        at: now,
      });
      const detail = { state: input.state, remark: input.remark, userId: row.user_id, bonus, turnover, qualifying_deposit: row.deposit_no };

      if (amount.gt(0) && wallet.needsSecondPerson('promotion.bonus', amount)) {
        const payoutId = await payouts.request(tx, {
          kind: 'promotion.bonus',
          userId: row.user_id,
          amount,
          key: payoutKey(row.id),
          source: 'promotion',
          sourceRef: String(row.id),
          memo: `${row.activity_name} #${row.id}`,
          requestedBy: ctx.adminId,
          amountSetBy: row.money_set_by,
        });
        await setApplicationPayout(tx, row.id, payoutId);
        await audit(tx, {
          adminId: ctx.adminId,
          action: 'activity.review.queued',
          target: String(row.id),
          amount: bonus,
          detail: { ...detail, payout_id: payoutId },
        });
        return { kind: 'queued', amount: formatMoney(bonus), threshold: threshold() };
      }

      await markApplicationApproved(tx, row.id);
      if (amount.gt(0)) {
        await wallet.credit(tx, {
          userId: row.user_id,
          amount,
          kind: 'promotion.bonus',
          key: payoutKey(row.id),
          memo: `${row.activity_name} #${row.id}`,
          by: { staff: ctx.adminId },
          amountSetBy: row.money_set_by,
        });
      }
      await notifyApproved(tx, row, { bonus, turnover });
      await audit(tx, { adminId: ctx.adminId, action: 'activity.review', target: String(row.id), amount: bonus, detail });
      return { kind: 'decided' };
    });
    if (decision.kind === 'refused') throw decision.error;
    if (decision.kind === 'queued') return { message: 'activity.bonusQueued' as const, params: { amount: decision.amount, threshold: decision.threshold } };
    return { message: 'common.ok' as const };
  }

  /** The application a queued promotion payout pays, locked, still waiting for exactly that payout. */
  async function waitingApplication(tx: Sql, payout: QueuedPayout): Promise<ApplicationRow> {
    const row = await lockApplication(tx, Number(payout.source_ref));
    if (row.state !== ApplyState.pending || Number(row.payout_id) !== payout.id) throw denied('payout.decided');
    return row;
  }

  /**
   * What a second finance person's decision on a queued bonus means (registered on the payouts
   * queue): approved, the bonus recorded at the review is paid with the approval and the
   * application approved; the member blocked since: the application rejected with that reason;
   * rejected: the application rejected with the finance person's reason, its deposit free again.
   */
  const promotionPayouts = {
    async approve(tx: Sql, payout: QueuedPayout, ctx: AdminContext): Promise<PayoutOutcome> {
      const row = await waitingApplication(tx, payout);
      const refusal = await blockRefusal(tx, ctx, row);
      if (refusal) return { refused: refusal.error, reason: await rejectFor(tx, ctx, row, refusal) };
      await markApplicationApproved(tx, row.id);
      await wallet.credit(tx, {
        userId: row.user_id,
        amount: new Prisma.Decimal(payout.amount),
        kind: 'promotion.bonus',
        key: payout.key,
        memo: payout.memo,
        ...payouts.approval(payout, ctx),
      });
      await notifyApproved(tx, row, { bonus: payout.amount, turnover: row.paid_turnover });
      return { paid: true };
    },
    async reject(tx: Sql, payout: QueuedPayout, ctx: AdminContext, reason: string): Promise<void> {
      const row = await waitingApplication(tx, payout);
      await rejectApplication(tx, row.id, { remark: reason, by: ctx.adminId, at: clock.now() });
      await notify(tx, { userId: row.user_id, template: InboxTemplate.activityRejected, params: { activity: row.activity_name, reason } });
    },
  };
  payouts.handle('promotion', promotionPayouts);

  return { applications, review };
}

export type ReviewService = ReturnType<typeof createReviewService>;
