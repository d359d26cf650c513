import { z } from 'zod';
import { ApplyState, pageOf, ReplyCode, type activityReviewSchema } from '@portal/contracts';
import type { PrismaClient } from '../../db/client.js';
import type { Clock } from '../../clock.js';
import type { AdminContext } from '../../context.js';
import { AppError } from '../../errors.js';
import type { Audit } from '../staff/index.js';

export const applicationsQuery = z.object({
  state: z.coerce.number().int().min(1).max(3).optional(),
  page: z.coerce.number().int().min(1).default(1),
});

const PAGE = 20;

/** The back office's side of promotion applications: the list and the review. */
export function createReviewService({ prisma, clock, audit }: { prisma: PrismaClient; clock: Clock; audit: Audit }) {
  async function applications(q: z.output<typeof applicationsQuery>) {
    const where = q.state ? { state: q.state } : {};
    const [total, rows] = await Promise.all([
      prisma.activityApply.count({ where }),
      prisma.activityApply.findMany({ where, include: { activity: true, user: { select: { username: true } } }, orderBy: { id: 'desc' }, skip: (q.page - 1) * PAGE, take: PAGE }),
    ]);
    return pageOf(
      rows.map((a) => ({ id: a.id, username: a.user.username, activity_id: a.activityId, activity_name: a.activity.title, state: a.state, remark: a.remark, created_at: a.createdAt.toISOString() })),
      total,
      q.page,
      PAGE,
    );
  }

  /** Approves or rejects a pending application. Guarded: only a pending one changes, so two reviewers cannot both decide it. */
  async function review(ctx: AdminContext, input: z.output<typeof activityReviewSchema>) {
    const { count } = await prisma.activityApply.updateMany({
      where: { id: input.id, state: ApplyState.pending },
      data: { state: input.state, remark: input.remark, reviewedBy: ctx.adminId, reviewedAt: clock.now() },
    });
    if (count === 0) {
      const exists = await prisma.activityApply.findUnique({ where: { id: input.id }, select: { id: true } });
      throw new AppError(exists ? ReplyCode.denied : ReplyCode.notFound, exists ? 'activity.alreadyReviewed' : 'activity.applyNotFound');
    }
    await audit(prisma, { adminId: ctx.adminId, action: 'activity.review', target: String(input.id), detail: { state: input.state, remark: input.remark } });
  }

  return { applications, review };
}

export type ReviewService = ReturnType<typeof createReviewService>;
