import { type Router } from 'express';
import { createRouter } from '../../http/router.js';
import { activityReviewSchema, activitySaveSchema, bannerSaveSchema, contentIdSchema, noticeSaveSchema } from '@portal/contracts';
import type { Endpoints } from '../../http/endpoint.js';
import { applicationsQuery, type ReviewService } from './review.js';
import type { ContentAdmin } from './admin-content.js';

/**
 * Back office (/api/admin/...): promotion applications waiting for review and the review itself;
 * banners, notices and promotions (/content/<kind>, /content/<kind>/save, /content/<kind>/delete), audited.
 */
export function contentAdminRoutes(ep: Endpoints, { review, content }: { review: ReviewService; content: ContentAdmin }): Router {
  const r = createRouter();
  r.get('/activity/applies', ...ep.admin({ schema: applicationsQuery, source: 'query' }, async (q) => ({ data: await review.applications(q) })));
  r.post('/activity/review', ...ep.admin({ schema: activityReviewSchema }, async (input, ctx) => {
    await review.review(ctx, input);
    return { message: 'common.ok' };
  }));

  r.post('/content/notices', ...ep.admin({}, async () => ({ data: await content.notices.list() })));
  r.post('/content/notices/save', ...ep.admin({ schema: noticeSaveSchema, idempotent: 'admin.content.notices.save' }, async (input, ctx) => ({ message: 'common.ok', data: await content.notices.save(ctx, input) })));
  r.post('/content/notices/delete', ...ep.admin({ schema: contentIdSchema, idempotent: 'admin.content.notices.delete' }, async (input, ctx) => {
    await content.notices.remove(ctx, input.id);
    return { message: 'common.ok' };
  }));
  r.post('/content/banners', ...ep.admin({}, async () => ({ data: await content.banners.list() })));
  r.post('/content/banners/save', ...ep.admin({ schema: bannerSaveSchema, idempotent: 'admin.content.banners.save' }, async (input, ctx) => ({ message: 'common.ok', data: await content.banners.save(ctx, input) })));
  r.post('/content/banners/delete', ...ep.admin({ schema: contentIdSchema, idempotent: 'admin.content.banners.delete' }, async (input, ctx) => {
    await content.banners.remove(ctx, input.id);
    return { message: 'common.ok' };
  }));
  r.post('/content/activities', ...ep.admin({}, async () => ({ data: await content.activities.list() })));
  r.post('/content/activities/save', ...ep.admin({ schema: activitySaveSchema, idempotent: 'admin.content.activities.save' }, async (input, ctx) => ({ message: 'common.ok', data: await content.activities.save(ctx, input) })));
  r.post('/content/activities/delete', ...ep.admin({ schema: contentIdSchema, idempotent: 'admin.content.activities.delete' }, async (input, ctx) => {
    await content.activities.remove(ctx, input.id);
    return { message: 'common.ok' };
  }));
  return r;
}
