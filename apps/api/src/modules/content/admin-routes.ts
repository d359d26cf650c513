import { Router } from 'express';
import { activityReviewSchema, activitySaveSchema, bannerSaveSchema, contentIdSchema, noticeSaveSchema } from '@portal/contracts';
import { ANY_STAFF, type StaffRole } from '../../context.js';
import type { Endpoints } from '../../http/endpoint.js';
import { applicationsQuery, type ReviewService } from './review.js';
import type { ContentAdmin } from './admin-content.js';

/** Content is operations' work (a super admin always may). */
const OPERATIONS: readonly StaffRole[] = ['operations'];

/**
 * Back office (/api/admin/...): promotion applications waiting for review and the review itself;
 * banners, notices and promotions (/content/<kind>, /content/<kind>/save, /content/<kind>/delete), audited.
 */
export function contentAdminRoutes(ep: Endpoints, { review, content }: { review: ReviewService; content: ContentAdmin }): Router {
  const r = Router();
  r.get('/activity/applies', ...ep.admin({ schema: applicationsQuery, source: 'query', roles: ANY_STAFF }, async (q) => ({ data: await review.applications(q) })));
  r.post('/activity/review', ...ep.admin({ schema: activityReviewSchema, roles: ANY_STAFF }, async (input, ctx) => {
    await review.review(ctx, input);
    return { message: 'common.ok' };
  }));

  r.post('/content/notices', ...ep.admin({ roles: OPERATIONS }, async () => ({ data: await content.notices.list() })));
  r.post('/content/notices/save', ...ep.admin({ schema: noticeSaveSchema, roles: OPERATIONS, idempotent: 'admin.content.notices.save' }, async (input, ctx) => ({ message: 'common.ok', data: await content.notices.save(ctx, input) })));
  r.post('/content/notices/delete', ...ep.admin({ schema: contentIdSchema, roles: OPERATIONS, idempotent: 'admin.content.notices.delete' }, async (input, ctx) => {
    await content.notices.remove(ctx, input.id);
    return { message: 'common.ok' };
  }));
  r.post('/content/banners', ...ep.admin({ roles: OPERATIONS }, async () => ({ data: await content.banners.list() })));
  r.post('/content/banners/save', ...ep.admin({ schema: bannerSaveSchema, roles: OPERATIONS, idempotent: 'admin.content.banners.save' }, async (input, ctx) => ({ message: 'common.ok', data: await content.banners.save(ctx, input) })));
  r.post('/content/banners/delete', ...ep.admin({ schema: contentIdSchema, roles: OPERATIONS, idempotent: 'admin.content.banners.delete' }, async (input, ctx) => {
    await content.banners.remove(ctx, input.id);
    return { message: 'common.ok' };
  }));
  r.post('/content/activities', ...ep.admin({ roles: OPERATIONS }, async () => ({ data: await content.activities.list() })));
  r.post('/content/activities/save', ...ep.admin({ schema: activitySaveSchema, roles: OPERATIONS, idempotent: 'admin.content.activities.save' }, async (input, ctx) => ({ message: 'common.ok', data: await content.activities.save(ctx, input) })));
  r.post('/content/activities/delete', ...ep.admin({ schema: contentIdSchema, roles: OPERATIONS, idempotent: 'admin.content.activities.delete' }, async (input, ctx) => {
    await content.activities.remove(ctx, input.id);
    return { message: 'common.ok' };
  }));
  return r;
}
