import { type Router } from 'express';
import type { Endpoints } from '../../http/endpoint.js';
import { apiRouter } from '../../http/table-routes.js';
import type { ContentService } from './service.js';

/** Portal content: VIP table, banners, notices, promotions and promotion applications. */
export function contentRoutes(ep: Endpoints, content: ContentService): Router {
  const { router, route } = apiRouter(ep);
  route('content.vipLevels', async () => ({ data: await content.vipLevels() }));
  route('content.banners', async (q, ctx) => ({ data: await content.banners(q.type, ctx.locale) }));
  route('content.homeNotices', async (_q, ctx) => ({ data: await content.homeNotices(ctx.locale) }));
  route('content.notices', async (q, ctx) => ({ data: await content.notices(q.page, ctx.locale) }));
  route('content.promotionTypes', async (_q, ctx) => ({ data: await content.activityTypes(ctx.locale) }));
  route('content.promotions', async (q, ctx) => ({ data: await content.activities(q.type, q.page, ctx.locale) }));
  route('content.promotion', async (q, ctx) => ({ data: await content.activity(ctx, q.id) }));
  route('content.applyPromotion', async (q, ctx) => {
    await content.apply(ctx, q.activityid);
    return { message: 'common.submittedForReview' };
  });
  route('content.promotionApplications', async (q, ctx) => ({ data: await content.applyLog(ctx, q.page) }));
  return router;
}
