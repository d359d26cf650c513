import { z } from 'zod';
import { defineRoutes } from '../api/define.js';
import { ROLES } from '../staff/roles.js';
import { pageSchema } from '../common/schemas.js';
import { pageReply } from '../common/replies.js';
import { vipLevelReply } from '../vip/replies.js';
import { promotionApplicationsReplySchema } from '../staff/replies.js';
import {
  promotionApplicationsQuerySchema,
  promotionApplySchema,
  promotionDetailSchema,
  promotionListSchema,
  promotionReviewSchema,
  promotionSaveSchema,
  promotionMoneySchema,
  bannerListSchema,
  bannerSaveSchema,
  contentIdSchema,
  noticeSaveSchema,
} from './schemas.js';
import {
  promotionApplyReply,
  promotionReply,
  adminPromotionRow,
  adminBannerRow,
  adminNoticeRow,
  promotionTypeReply,
  bannerReply,
  homeNoticesReply,
  noticeReply,
} from './replies.js';

const saved = <K extends string, R extends z.ZodType, P extends z.ZodType>(kind: K, summary: string, { request, reply }: { request: R; reply: P }) =>
  ({
    method: 'post',
    path: `/api/admin/content/${kind}/save`,
    realm: 'staff',
    roles: ROLES.operations,
    summary,
    request,
    idempotent: `admin.content.${kind}.save`,
    reply,
  }) as const;
const deleted = <K extends string>(kind: K, summary: string) =>
  ({
    method: 'post',
    path: `/api/admin/content/${kind}/delete`,
    realm: 'staff',
    roles: ROLES.operations,
    summary,
    request: contentIdSchema,
    idempotent: `admin.content.${kind}.delete`,
    reply: z.null(),
  }) as const;

/** Portal content (VIP table, banners, notices, promotions, applications) and its back office. */
export const contentRoutes = defineRoutes({
  'content.vipLevels': { method: 'post', path: '/api/uservip', realm: 'public', summary: 'The VIP level table', reply: z.array(vipLevelReply) },
  'content.banners': {
    method: 'post',
    path: '/api/bannerList',
    realm: 'public',
    summary: 'Banners of a place',
    request: bannerListSchema,
    reply: z.array(bannerReply),
  },
  'content.homeNotices': {
    method: 'post',
    path: '/api/homenotice',
    realm: 'public',
    summary: 'The scrolling notices of the home page',
    reply: homeNoticesReply,
  },
  'content.notices': {
    method: 'post',
    path: '/api/noticeList',
    realm: 'public',
    summary: 'Notices, a page',
    request: pageSchema,
    reply: pageReply(noticeReply),
  },
  'content.promotionTypes': { method: 'post', path: '/api/activitytype', realm: 'public', summary: 'Promotion categories', reply: z.array(promotionTypeReply) },
  'content.promotions': {
    method: 'post',
    path: '/api/activitylist',
    realm: 'public',
    summary: 'Promotions, a page',
    request: promotionListSchema,
    reply: pageReply(promotionReply),
  },
  'content.promotion': {
    method: 'post',
    path: '/api/activitydeatil',
    realm: 'public',
    optionalMember: true,
    summary: "One promotion (with the member's application state when signed in)",
    request: promotionDetailSchema,
    reply: promotionReply,
  },
  'content.applyPromotion': {
    method: 'post',
    path: '/api/doactivityapply',
    realm: 'member',
    summary: 'Apply for a promotion',
    request: promotionApplySchema,
    reply: z.null(),
  },
  'content.promotionApplications': {
    method: 'post',
    path: '/api/activityApplyLog',
    realm: 'member',
    summary: "The member's promotion applications",
    request: pageSchema,
    reply: pageReply(promotionApplyReply),
  },

  'promotions.applications': {
    method: 'get',
    path: '/api/admin/activity/applies',
    realm: 'staff',
    roles: ROLES.operationsReaders,
    summary: 'Promotion applications',
    request: promotionApplicationsQuerySchema,
    source: 'query',
    reply: promotionApplicationsReplySchema,
  },
  'promotions.review': {
    method: 'post',
    path: '/api/admin/activity/review',
    realm: 'staff',
    roles: ROLES.operations,
    summary: "Approve (paying the promotion's bonus) or reject a promotion application",
    request: promotionReviewSchema,
    idempotent: 'admin.activity.review',
    reply: z.null(),
  },
  'notices.list': {
    method: 'post',
    path: '/api/admin/content/notices',
    realm: 'staff',
    roles: ROLES.operations,
    summary: 'Every notice',
    reply: z.array(adminNoticeRow),
  },
  'notices.save': saved('notices', 'Create or change a notice', { request: noticeSaveSchema, reply: adminNoticeRow }),
  'notices.delete': deleted('notices', 'Delete a notice'),
  'banners.list': {
    method: 'post',
    path: '/api/admin/content/banners',
    realm: 'staff',
    roles: ROLES.operations,
    summary: 'Every banner',
    reply: z.array(adminBannerRow),
  },
  'banners.save': saved('banners', 'Create or change a banner', { request: bannerSaveSchema, reply: adminBannerRow }),
  'banners.delete': deleted('banners', 'Delete a banner'),
  'promotions.list': {
    method: 'post',
    path: '/api/admin/content/activities',
    realm: 'staff',
    // Finance reads them too: a promotion's money settings are theirs to set.
    roles: ROLES.moneyDesk,
    summary: 'Every promotion',
    reply: z.array(adminPromotionRow),
  },
  'promotions.save': saved('activities', "Create or change a promotion's texts and pictures (its money settings stay as they are)", {
    request: promotionSaveSchema,
    reply: adminPromotionRow,
  }),
  'promotions.money': {
    method: 'post',
    path: '/api/admin/content/activities/money',
    realm: 'staff',
    roles: ROLES.finance,
    summary: "Set a promotion's money settings: bonus kind, value, cap, turnover multiple, stackable (audited with old and new values)",
    request: promotionMoneySchema,
    idempotent: 'admin.content.activities.money',
    reply: adminPromotionRow,
  },
  'promotions.delete': deleted('activities', 'Delete a promotion'),
});
