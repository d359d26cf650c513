import { type Router } from 'express';
import { createRouter } from '../../http/router.js';
import { activityApplySchema, activityDetailSchema, activityListSchema, bannerListSchema, pageSchema } from '@portal/contracts';
import type { Endpoints } from '../../http/endpoint.js';
import type { ContentService } from './service.js';

/** Portal content: VIP table, banners, notices, promotions and promotion applications. */
export function contentRoutes(ep: Endpoints, content: ContentService): Router {
  const r = createRouter();
  r.post('/uservip', ...ep.public({}, async () => ({ data: await content.vipLevels() })));
  r.post('/bannerList', ...ep.public({ schema: bannerListSchema }, async (q, ctx) => ({ data: await content.banners(q.type, ctx.locale) })));
  r.post('/homenotice', ...ep.public({}, async (_q, ctx) => ({ data: await content.homeNotices(ctx.locale) })));
  r.post('/noticeList', ...ep.public({ schema: pageSchema }, async (q, ctx) => ({ data: await content.notices(q.page, ctx.locale) })));
  r.post('/activitytype', ...ep.public({}, async (_q, ctx) => ({ data: await content.activityTypes(ctx.locale) })));
  r.post('/activitylist', ...ep.public({ schema: activityListSchema }, async (q, ctx) => ({ data: await content.activities(q.type, q.page, ctx.locale) })));
  r.post('/activitydeatil', ...ep.optionalMember({ schema: activityDetailSchema }, async (q, ctx) => ({ data: await content.activity(ctx, q.id) })));
  r.post('/doactivityapply', ...ep.member({ schema: activityApplySchema }, async (q, ctx) => {
    await content.apply(ctx, q.activityid);
    return { message: 'common.submittedForReview' };
  }));
  r.post('/activityApplyLog', ...ep.member({ schema: pageSchema }, async (q, ctx) => ({ data: await content.applyLog(ctx, q.page) })));
  return r;
}
