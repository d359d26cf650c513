import { Router, type RequestHandler } from 'express';
import { activityApplySchema, activityDetailSchema, activityListSchema, bannerListSchema, pageSchema } from '@portal/contracts';
import type { PrismaClient } from '../../db/client.js';
import { endpoint } from '../../http/endpoint.js';
import type { ContentService } from './service.js';
import { listVipLevels } from './vip.js';

interface Deps {
  prisma: PrismaClient;
  content: ContentService;
  member: RequestHandler;
  optionalMember: RequestHandler;
}

/** Portal content: VIP table, banners, notices, promotions and promotion applications. */
export function contentRoutes({ prisma, content, member, optionalMember }: Deps): Router {
  const r = Router();
  r.post('/uservip', endpoint({}, async () => ({ data: await listVipLevels(prisma) })));
  r.post('/bannerList', endpoint({ schema: bannerListSchema }, async (q, req) => ({ data: await content.banners(q.type, req.locale) })));
  r.post('/homenotice', endpoint({}, async (_q, req) => ({ data: await content.homeNotices(req.locale) })));
  r.post('/noticeList', endpoint({ schema: pageSchema }, async (q, req) => ({ data: await content.notices(q.page, req.locale) })));
  r.post('/activitytype', endpoint({}, async (_q, req) => ({ data: await content.activityTypes(req.locale) })));
  r.post('/activitylist', endpoint({ schema: activityListSchema }, async (q, req) => ({ data: await content.activities(q.type, q.page, req.locale) })));
  r.post('/activitydeatil', optionalMember, endpoint({ schema: activityDetailSchema }, async (q, req) => ({
    data: await content.activity(q.id, req.locale, req.member?.userId ?? null),
  })));
  r.post('/doactivityapply', member, endpoint({ schema: activityApplySchema }, async (q, req) => {
    await content.apply(req.member!.userId, q.activityid);
    return { message: 'common.submittedForReview' };
  }));
  r.post('/activityApplyLog', member, endpoint({ schema: pageSchema }, async (q, req) => ({ data: await content.applyLog(req.member!.userId, q.page, req.locale) })));
  return r;
}
