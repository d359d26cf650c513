import type { z } from 'zod';
import {
  ApplyState,
  formatMoney,
  InboxTemplate,
  OrderState,
  pageOf,
  promotionBonus,
  ReplyCode,
  type PromotionApplicationsQuery,
  type PromotionBonusKind,
  type promotionReviewSchema,
} from '@portal/contracts';
import { Prisma, type PrismaClient } from '../../db/client.js';
import { prismaSql, type Sql } from '../../db/sql.js';
import type { Clock } from '../../clock.js';
import type { AdminContext } from '../../context.js';
import { AppError } from '../../errors.js';
import type { Notify } from '../inbox/index.js';
import type { Audit } from '../../audit/log.js';
import { HOUSE, type Wallet } from '../wallet/index.js';

const PAGE = 20;

/** Review decisions wait for a concurrent decision on the same row: give them room on a busy machine. */
const REVIEW_TX = { maxWait: 10_000, timeout: 30_000 } as const;

/** An application with what its bonus is reckoned from: the promotion's terms and the qualifying deposit. */
interface ApplicationRow {
  id: number;
  user_id: number;
  username: string;
  activity_id: number;
  activity_name: string;
  state: number;
  remark: string;
  created_at: Date;
  bonus_kind: PromotionBonusKind;
  bonus_value: string;
  bonus_cap: string | null;
  bonus_multiple: string;
  paid_bonus: string | null;
  paid_turnover: string;
  deposit_no: string | null;
  deposit_amount: string | null;
  deposit_at: Date | null;
}

/**
 * The qualifying deposit of an application: the member's last approved deposit made before they
 * applied (its real money, what a percent bonus is reckoned on). Approved later is fine: a member
 * who deposits and applies while the deposit waits for review still qualifies once it is approved.
 */
const APPLICATION_SQL = `
  SELECT a.id, a.user_id, u.username, a.activity_id, ac.title AS activity_name, a.state, a.remark, a.created_at,
         ac.bonus_kind, ac.bonus_value::text AS bonus_value, ac.bonus_cap::text AS bonus_cap, ac.bonus_turnover::text AS bonus_multiple,
         a.bonus::text AS paid_bonus, a.bonus_turnover::text AS paid_turnover,
         q.deposit_no, q.real_money::text AS deposit_amount, q.created_at AS deposit_at
    FROM activity_applies a
    JOIN users u ON u.id = a.user_id
    JOIN activities ac ON ac.id = a.activity_id
    LEFT JOIN LATERAL (
      SELECT d.deposit_no, d.real_money, d.created_at FROM deposits d
       WHERE d.user_id = a.user_id AND d.state = ${OrderState.approved} AND d.created_at <= a.created_at
       ORDER BY d.created_at DESC, d.id DESC LIMIT 1
    ) q ON true`;

/** What approving `row` pays now (pending), or what it paid (approved); nothing for a rejected one. */
function bonusOf(row: ApplicationRow) {
  if (row.state === ApplyState.approved) return { bonus: row.paid_bonus ?? '0.00', turnover: row.paid_turnover };
  if (row.state !== ApplyState.pending) return { bonus: '0.00', turnover: '0.00' };
  return promotionBonus(
    { kind: row.bonus_kind, value: row.bonus_value, cap: row.bonus_cap, turnover: row.bonus_multiple },
    row.deposit_amount === null ? null : new Prisma.Decimal(row.deposit_amount).toFixed(2),
  );
}

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
        : { deposit_no: row.deposit_no, amount: formatMoney(row.deposit_amount), created_at: row.deposit_at.toISOString() },
    bonus: formatMoney(bonus),
    bonus_turnover: formatMoney(turnover),
  };
};

/** The back office's side of promotion applications: the list and the review (which pays the promotion's bonus). */
export function createReviewService({
  prisma,
  clock,
  audit,
  notify,
  wallet,
}: {
  prisma: PrismaClient;
  clock: Clock;
  audit: Audit;
  notify: Notify;
  wallet: Wallet;
}) {
  async function applications(q: PromotionApplicationsQuery) {
    const db = prismaSql(prisma);
    const state = q.state ?? null;
    const [rows, [count]] = await Promise.all([
      db.query<ApplicationRow>(`${APPLICATION_SQL} WHERE ($1::int IS NULL OR a.state = $1) ORDER BY a.id DESC LIMIT $2 OFFSET $3`, [
        state,
        PAGE,
        (q.page - 1) * PAGE,
      ]),
      db.query<{ n: number }>(`SELECT count(*)::int AS n FROM activity_applies a WHERE ($1::int IS NULL OR a.state = $1)`, [state]),
    ]);
    return pageOf(rows.map(present), count?.n ?? 0, q.page, PAGE);
  }

  /**
   * Approving pays the promotion's bonus: from the promotions house account into the member's
   * central wallet (wallet.credit, keyed by the application), with its turnover requirement
   * recorded on the application (the cashier's turnover rule adds it up), in the approval's
   * transaction. Only the approval that wins the guarded UPDATE pays, and the posting key is the
   * application's besides: a double click or a retry pays once.
   */
  async function payBonus(tx: Sql, ctx: AdminContext, id: number) {
    // The member's row before any account row, as the other approvals take them (no deadlock with a withdrawal).
    await tx.query('SELECT 1 FROM users u JOIN activity_applies a ON a.user_id = u.id WHERE a.id = $1 FOR NO KEY UPDATE OF u', [id]);
    const [row] = await tx.query<ApplicationRow>(`${APPLICATION_SQL} WHERE a.id = $1`, [id]);
    if (!row) throw new AppError(ReplyCode.notFound, 'activity.applyNotFound');
    const { bonus, turnover } = bonusOf({ ...row, state: ApplyState.pending });
    await tx.query('UPDATE activity_applies SET bonus = $2::numeric, bonus_turnover = $3::numeric, qualifying_deposit = $4 WHERE id = $1', [
      id,
      bonus,
      turnover,
      row.deposit_no,
    ]);
    const amount = new Prisma.Decimal(bonus);
    if (amount.isPositive() && !amount.isZero()) {
      await wallet.credit(tx, {
        userId: row.user_id,
        amount,
        house: HOUSE.promotions,
        kind: 'promotion.bonus',
        key: `promotion:${id}`,
        memo: `${row.activity_name} #${id}`,
      });
    }
    return { row, bonus, turnover };
  }

  /**
   * Approves or rejects a pending application. Guarded: only a pending one changes, so two reviewers
   * cannot both decide it. The decision, the bonus, the member's message and the audit row commit together.
   */
  async function review(ctx: AdminContext, input: z.output<typeof promotionReviewSchema>) {
    const decided = await prisma.$transaction(async (ptx) => {
      const { count } = await ptx.activityApply.updateMany({
        where: { id: input.id, state: ApplyState.pending },
        data: { state: input.state, remark: input.remark, reviewedBy: ctx.adminId, reviewedAt: clock.now() },
      });
      if (count === 0) return false;
      const tx = prismaSql(ptx);
      const apply = await ptx.activityApply.findUniqueOrThrow({ where: { id: input.id }, select: { userId: true, activity: { select: { title: true } } } });
      const approved = input.state === ApplyState.approved;
      const paid = approved ? await payBonus(tx, ctx, input.id) : null;
      // The member's message says what was paid, when a bonus was.
      const bonusPaid = paid !== null && new Prisma.Decimal(paid.bonus).gt(0);
      await notify(tx, {
        userId: apply.userId,
        template: !approved ? InboxTemplate.activityRejected : bonusPaid ? InboxTemplate.activityBonus : InboxTemplate.activityApproved,
        params: !approved
          ? { activity: apply.activity.title, reason: input.remark }
          : bonusPaid
            ? { activity: apply.activity.title, amount: formatMoney(paid.bonus), turnover: formatMoney(paid.turnover) }
            : { activity: apply.activity.title },
      });
      await audit(ptx, {
        adminId: ctx.adminId,
        action: 'activity.review',
        target: String(input.id),
        ...(paid ? { amount: paid.bonus } : {}),
        detail: {
          state: input.state,
          remark: input.remark,
          userId: apply.userId,
          ...(paid ? { bonus: paid.bonus, turnover: paid.turnover, qualifying_deposit: paid.row.deposit_no } : {}),
        },
      });
      return true;
    }, REVIEW_TX);
    if (!decided) {
      const exists = await prisma.activityApply.findUnique({ where: { id: input.id }, select: { id: true } });
      throw new AppError(exists ? ReplyCode.denied : ReplyCode.notFound, exists ? 'activity.alreadyReviewed' : 'activity.applyNotFound');
    }
  }

  return { applications, review };
}

export type ReviewService = ReturnType<typeof createReviewService>;
