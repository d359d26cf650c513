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
  type Page,
} from '@portal/contracts';
import type { Prisma, PrismaClient } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { MemberContext, OptionalMemberContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { beijingDateTime } from '../../time.js';
import { localize } from '../../localize.js';
import { listVipLevels } from './vip.js';

const dateTime = beijingDateTime;

/** `playerBlock`: player protection, throws while a time-out or self-exclusion is in force (no promotion is applied for then). */
export function createContentService(prisma: PrismaClient, { playerBlock }: { playerBlock?: (userId: number) => Promise<void> } = {}) {
  async function banners(type: number, locale: Locale): Promise<Banner[]> {
    const rows = await prisma.banner.findMany({ where: { enabled: true, type }, orderBy: [{ sort: 'asc' }, { id: 'asc' }] });
    return rows.map((b) => ({ id: b.id, type: b.type, title: localize(b, 'title', locale), image: b.image, link: b.link }));
  }

  /** Home notices as plain strings (spec §3), newest rule first by sort. */
  async function homeNotices(locale: Locale): Promise<HomeNotices> {
    const rows = await prisma.notice.findMany({ where: { enabled: true, isHome: true }, orderBy: [{ sort: 'asc' }, { id: 'desc' }] });
    return rows.map((n) => localize(n, 'content', locale));
  }

  async function notices(page: number, locale: Locale): Promise<Page<Notice>> {
    const where = { enabled: true };
    const [total, rows] = await Promise.all([
      prisma.notice.count({ where }),
      prisma.notice.findMany({ where, orderBy: [{ sort: 'asc' }, { id: 'desc' }], skip: (page - 1) * PAGE_SIZE, take: PAGE_SIZE }),
    ]);
    return pageOf(
      rows.map((n) => ({ id: n.id, title: localize(n, 'title', locale), content: localize(n, 'content', locale), created_at: dateTime(n.createdAt) })),
      total,
      page,
    );
  }

  async function activityTypes(locale: Locale): Promise<ActivityType[]> {
    const rows = await prisma.activityType.findMany({ orderBy: [{ sort: 'asc' }, { id: 'asc' }] });
    return rows.map((t) => ({ id: t.id, name: localize(t, 'name', locale) }));
  }

  type PromotionRow = Prisma.ActivityGetPayload<{ include: { type: true } }>;
  const presentPromotion = (a: PromotionRow, locale: Locale): Activity => ({
    id: a.id,
    type_id: a.typeId,
    type_name: localize(a.type, 'name', locale),
    title: localize(a, 'title', locale),
    banner: a.banner,
    content: localize(a, 'content', locale),
    memo: localize(a, 'memo', locale),
    created_at: dateTime(a.createdAt),
  });

  /** type 0 or absent lists every type. */
  async function activities(type: number | undefined, page: number, locale: Locale): Promise<Page<Activity>> {
    const where = { enabled: true, ...(type ? { typeId: type } : {}) };
    const [total, rows] = await Promise.all([
      prisma.activity.count({ where }),
      prisma.activity.findMany({ where, include: { type: true }, orderBy: [{ sort: 'asc' }, { id: 'asc' }], skip: (page - 1) * PAGE_SIZE, take: PAGE_SIZE }),
    ]);
    return pageOf(
      rows.map((a) => presentPromotion(a, locale)),
      total,
      page,
    );
  }

  async function activity({ locale, userId }: OptionalMemberContext, id: number): Promise<Activity> {
    const row = await prisma.activity.findFirst({ where: { id, enabled: true }, include: { type: true } });
    if (!row) throw new AppError(ReplyCode.notFound, 'activity.notFound');
    const apply = userId ? await prisma.activityApply.findUnique({ where: { userId_activityId: { userId, activityId: id } } }) : null;
    return { ...presentPromotion(row, locale), apply_state: apply?.state ?? ApplyState.none };
  }

  /** One application per member and activity; the unique index settles a double click. */
  async function apply({ userId }: MemberContext, activityId: number) {
    await playerBlock?.(userId);
    const row = await prisma.activity.findFirst({ where: { id: activityId, enabled: true }, select: { id: true } });
    if (!row) throw new AppError(ReplyCode.notFound, 'activity.notFound');
    try {
      await prisma.activityApply.create({ data: { userId, activityId, state: ApplyState.pending } });
    } catch (e) {
      if (isUniqueViolation(e)) throw new AppError(ReplyCode.denied, 'activity.alreadyApplied');
      throw e;
    }
  }

  async function applyLog({ userId, locale }: MemberContext, page: number): Promise<Page<ActivityApply>> {
    const where = { userId };
    const [total, rows] = await Promise.all([
      prisma.activityApply.count({ where }),
      prisma.activityApply.findMany({ where, include: { activity: true }, orderBy: { id: 'desc' }, skip: (page - 1) * PAGE_SIZE, take: PAGE_SIZE }),
    ]);
    return pageOf(
      rows.map((r) => ({
        id: r.id,
        activity_id: r.activityId,
        activity_name: localize(r.activity, 'title', locale),
        created_at: dateTime(r.createdAt),
        state: r.state,
      })),
      total,
      page,
    );
  }

  const vipLevels = () => listVipLevels(prisma);

  return { vipLevels, banners, homeNotices, notices, activityTypes, activities, activity, apply, applyLog };
}

export type ContentService = ReturnType<typeof createContentService>;
