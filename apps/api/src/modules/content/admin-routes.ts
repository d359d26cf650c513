import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { ApplyState, activityReviewSchema, pageOf, ReplyCode } from '@portal/contracts';
import type { PrismaClient } from '../../db/client.js';
import { endpoint } from '../../http/endpoint.js';
import { AppError } from '../../http/errors.js';
import { audit } from '../admin/audit.js';

const listQuery = z.object({
  state: z.coerce.number().int().min(1).max(3).optional(),
  page: z.coerce.number().int().min(1).default(1),
});

/** Back office: promotion applications waiting for review, and the review itself (audited). */
export function activityAdminRoutes(prisma: PrismaClient, admin: RequestHandler): Router {
  const r = Router();
  r.get('/applies', admin, endpoint({ schema: listQuery, source: 'query' }, async (q) => {
    const where = q.state ? { state: q.state } : {};
    const [total, rows] = await Promise.all([
      prisma.activityApply.count({ where }),
      prisma.activityApply.findMany({ where, include: { activity: true, user: { select: { username: true } } }, orderBy: { id: 'desc' }, skip: (q.page - 1) * 20, take: 20 }),
    ]);
    return {
      data: pageOf(rows.map((a) => ({ id: a.id, username: a.user.username, activity_id: a.activityId, activity_name: a.activity.title, state: a.state, remark: a.remark, created_at: a.createdAt.toISOString() })), total, q.page, 20),
    };
  }));
  r.post('/review', admin, endpoint({ schema: activityReviewSchema }, async (input, req) => {
    // Guarded update: only a pending application changes, so two reviewers cannot both decide it.
    const { count } = await prisma.activityApply.updateMany({
      where: { id: input.id, state: ApplyState.pending },
      data: { state: input.state, remark: input.remark, reviewedBy: req.admin!.adminId, reviewedAt: new Date() },
    });
    if (count === 0) {
      const exists = await prisma.activityApply.findUnique({ where: { id: input.id }, select: { id: true } });
      throw new AppError(exists ? ReplyCode.denied : ReplyCode.notFound, exists ? 'activity.alreadyReviewed' : 'activity.applyNotFound');
    }
    await audit(prisma, req.admin!.adminId, 'activity.review', String(input.id), { state: input.state, remark: input.remark });
    return { message: 'common.ok' };
  }));
  return r;
}
