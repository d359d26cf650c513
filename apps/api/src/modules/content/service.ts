import {
  ApplyState,
  PAGE_SIZE,
  pageOf,
  ReplyCode,
  type Activity,
  type ActivityApply,
  type ActivityType,
  type Banner,
  type HomeNotices,
  type Locale,
  type Notice,
  presentVipLevel,
  type Page,
  type VipLevel,
} from '@portal/contracts';
import type { Sql } from '../../db/sql.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { MemberContext, OptionalMemberContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { beijingDateTime } from '../../time.js';
import { localize } from '../../localize.js';
import {
  applicationPage,
  applicationState,
  enabledBanners,
  enabledVipLevels,
  enabledPromotion,
  homeNoticeRows,
  insertApplication,
  noticePage,
  promotionPage,
  promotionTypes,
  type PublicPromotionRow,
} from './store/public.js';

const dateTime = beijingDateTime;

interface Deps {
  /** Player protection: throws while a time-out or self-exclusion is in force (no promotion is applied for then). */
  playerBlock?: (userId: number) => Promise<void>;
}

export function createContentService(sql: Sql, { playerBlock }: Deps = {}) {
  async function banners(type: number, locale: Locale): Promise<Banner[]> {
    const rows = await enabledBanners(sql, type);
    return rows.map((b) => ({ id: b.id, type: b.type, title: localize(b, 'title', locale), image: b.image, link: b.link }));
  }

  /** Home notices as plain strings (spec §3), newest rule first by sort. */
  async function homeNotices(locale: Locale): Promise<HomeNotices> {
    const rows = await homeNoticeRows(sql);
    return rows.map((n) => localize(n, 'content', locale));
  }

  async function notices(page: number, locale: Locale): Promise<Page<Notice>> {
    const { rows, count: total } = await noticePage(sql, page, PAGE_SIZE);
    return pageOf(
      rows.map((n) => ({ id: n.id, title: localize(n, 'title', locale), content: localize(n, 'content', locale), created_at: dateTime(n.created_at) })),
      total,
      page,
    );
  }

  async function activityTypes(locale: Locale): Promise<ActivityType[]> {
    const rows = await promotionTypes(sql);
    return rows.map((t) => ({ id: t.id, name: localize(t, 'name', locale) }));
  }

  const presentPromotion = (a: PublicPromotionRow, locale: Locale): Activity => ({
    id: a.id,
    type_id: a.type_id,
    type_name: localize(a.type, 'name', locale),
    title: localize(a, 'title', locale),
    banner: a.banner,
    content: localize(a, 'content', locale),
    memo: localize(a, 'memo', locale),
    created_at: dateTime(a.created_at),
  });

  /** type 0 or absent lists every type. */
  async function activities(type: number | undefined, page: number, locale: Locale): Promise<Page<Activity>> {
    const { rows, count: total } = await promotionPage(sql, type ? type : null, page, PAGE_SIZE);
    return pageOf(
      rows.map((a) => presentPromotion(a, locale)),
      total,
      page,
    );
  }

  async function activity({ locale, userId }: OptionalMemberContext, id: number): Promise<Activity> {
    const row = await enabledPromotion(sql, id);
    if (!row) throw new AppError(ReplyCode.notFound, 'activity.notFound');
    const state = userId ? await applicationState(sql, userId, id) : undefined;
    return { ...presentPromotion(row, locale), apply_state: state ?? ApplyState.none };
  }

  /** One application per member and activity; the unique index settles a double click. */
  async function apply({ userId }: MemberContext, activityId: number) {
    await playerBlock?.(userId);
    if (!(await enabledPromotion(sql, activityId))) throw new AppError(ReplyCode.notFound, 'activity.notFound');
    try {
      await insertApplication(sql, userId, activityId);
    } catch (e) {
      if (isUniqueViolation(e)) throw new AppError(ReplyCode.denied, 'activity.alreadyApplied');
      throw e;
    }
  }

  async function applyLog({ userId, locale }: MemberContext, page: number): Promise<Page<ActivityApply>> {
    const { rows, count: total } = await applicationPage(sql, userId, page, PAGE_SIZE);
    return pageOf(
      rows.map((r) => ({
        id: r.id,
        activity_id: r.activity_id,
        activity_name: localize(r.activity, 'title', locale),
        created_at: dateTime(r.created_at),
        state: r.state,
      })),
      total,
      page,
    );
  }

  /** /api/uservip: levels 1-10 with the deposit and turnover needed and the rebate % per category. */
  const vipLevels = async (): Promise<VipLevel[]> => (await enabledVipLevels(sql)).map(presentVipLevel);

  return { vipLevels, banners, homeNotices, notices, activityTypes, activities, activity, apply, applyLog };
}

export type ContentService = ReturnType<typeof createContentService>;
