import { type Router } from 'express';
import type { Endpoints } from '../../http/endpoint.js';
import { adminRouter } from '../../http/table-routes.js';
import type { ReviewService } from './review.js';
import type { ContentAdmin } from './admin-content.js';

/**
 * Back office (/api/admin/...): promotion applications waiting for review and the review itself;
 * banners, notices and promotions (/content/<kind>, /content/<kind>/save, /content/<kind>/delete), audited.
 */
export function contentAdminRoutes(ep: Endpoints, { review, content }: { review: ReviewService; content: ContentAdmin }): Router {
  const { router, route } = adminRouter(ep);
  route('promotions.applications', async (q) => ({ data: await review.applications(q) }));
  route('promotions.review', (input, ctx) => review.review(ctx, input));

  route('notices.list', async () => ({ data: await content.notices.list() }));
  route('notices.save', async (input, ctx) => ({ message: 'common.ok', data: await content.notices.save(ctx, input) }));
  route('notices.delete', async (input, ctx) => {
    await content.notices.remove(ctx, input.id);
    return { message: 'common.ok' };
  });
  route('banners.list', async () => ({ data: await content.banners.list() }));
  route('banners.save', async (input, ctx) => ({ message: 'common.ok', data: await content.banners.save(ctx, input) }));
  route('banners.delete', async (input, ctx) => {
    await content.banners.remove(ctx, input.id);
    return { message: 'common.ok' };
  });
  route('promotions.list', async () => ({ data: await content.activities.list() }));
  route('promotions.save', async (input, ctx) => ({ message: 'common.ok', data: await content.activities.save(ctx, input) }));
  route('promotions.money', async (input, ctx) => ({ message: 'common.ok', data: await content.activities.money(ctx, input) }));
  route('promotions.delete', async (input, ctx) => {
    await content.activities.remove(ctx, input.id);
    return { message: 'common.ok' };
  });
  return router;
}
