import type { z } from 'zod';
import { ApplyState, InboxTemplate, pageOf, ReplyCode, type PromotionApplicationsQuery, type promotionReviewSchema } from '@portal/contracts';
import type { PrismaClient } from '../../db/client.js';
import { prismaSql } from '../../db/sql.js';
import type { Clock } from '../../clock.js';
import type { AdminContext } from '../../context.js';
import { AppError } from '../../errors.js';
import type { Notify } from '../inbox/index.js';
import type { Audit } from '../../audit/log.js';

const PAGE = 20;

/** The back office's side of promotion applications: the list and the review. */
export function createReviewService({ prisma, clock, audit, notify }: { prisma: PrismaClient; clock: Clock; audit: Audit; notify: Notify }) {
  async function applications(q: PromotionApplicationsQuery) {
    const where = q.state ? { state: q.state } : {};
    const [total, rows] = await Promise.all([
      prisma.activityApply.count({ where }),
      prisma.activityApply.findMany({
        where,
        include: { activity: true, user: { select: { username: true } } },
        orderBy: { id: 'desc' },
        skip: (q.page - 1) * PAGE,
        take: PAGE,
      }),
    ]);
    return pageOf(
      rows.map((a) => ({
        id: a.id,
        username: a.user.username,
        activity_id: a.activityId,
        activity_name: a.activity.title,
        state: a.state,
        remark: a.remark,
        created_at: a.createdAt.toISOString(),
      })),
      total,
      q.page,
      PAGE,
    );
  }

  /**
   * Approves or rejects a pending application. Guarded: only a pending one changes, so two reviewers
   * cannot both decide it. The decision, the member's message and the audit row commit together.
   */
  async function review(ctx: AdminContext, input: z.output<typeof promotionReviewSchema>) {
    const decided = await prisma.$transaction(async (tx) => {
      const { count } = await tx.activityApply.updateMany({
        where: { id: input.id, state: ApplyState.pending },
        data: { state: input.state, remark: input.remark, reviewedBy: ctx.adminId, reviewedAt: clock.now() },
      });
      if (count === 0) return false;
      const apply = await tx.activityApply.findUniqueOrThrow({ where: { id: input.id }, select: { userId: true, activity: { select: { title: true } } } });
      const approved = input.state === ApplyState.approved;
      await notify(prismaSql(tx), {
        userId: apply.userId,
        template: approved ? InboxTemplate.activityApproved : InboxTemplate.activityRejected,
        params: approved ? { activity: apply.activity.title } : { activity: apply.activity.title, reason: input.remark },
      });
      await audit(tx, { adminId: ctx.adminId, action: 'activity.review', target: String(input.id), detail: { state: input.state, remark: input.remark } });
      return true;
    });
    if (!decided) {
      const exists = await prisma.activityApply.findUnique({ where: { id: input.id }, select: { id: true } });
      throw new AppError(exists ? ReplyCode.denied : ReplyCode.notFound, exists ? 'activity.alreadyReviewed' : 'activity.applyNotFound');
    }
  }

  return { applications, review };
}

export type ReviewService = ReturnType<typeof createReviewService>;
