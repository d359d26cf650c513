import { ReplyCode, type PromotionBonusKind, type PromotionSaveInput, type BannerSaveInput, type NoticeSaveInput } from '@portal/contracts';
import type { Prisma, PrismaClient, Tx } from '../../db/client.js';
import type { AdminContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { beijingDateTime } from '../../time.js';
import type { Audit } from '../../audit/log.js';

// The back office's side of banners, notices and promotions: every row (hidden ones too), save
// (create or update, six languages through the i18n overrides) and delete, each audited with the
// row before and after. The change and its audit row commit in one transaction: a change the
// audit log cannot record is not made.

type Notice = Prisma.NoticeGetPayload<object>;
type Banner = Prisma.BannerGetPayload<object>;
type Activity = Prisma.ActivityGetPayload<object>;

const notFound = () => new AppError(ReplyCode.notFound, 'content.notFound');

const presentNotice = (n: Notice) => ({
  id: n.id,
  title: n.title,
  content: n.content,
  is_home: n.isHome,
  sort: n.sort,
  enabled: n.enabled,
  i18n: n.i18n,
  created_at: beijingDateTime(n.createdAt),
});
const presentBanner = (b: Banner) => ({
  id: b.id,
  title: b.title,
  image: b.image,
  link: b.link,
  type: b.type,
  sort: b.sort,
  enabled: b.enabled,
  i18n: b.i18n,
  created_at: beijingDateTime(b.createdAt),
});
const presentPromotion = (a: Activity) => ({
  id: a.id,
  type_id: a.typeId,
  title: a.title,
  content: a.content,
  memo: a.memo,
  banner: a.banner,
  sort: a.sort,
  enabled: a.enabled,
  i18n: a.i18n,
  created_at: beijingDateTime(a.createdAt),
  bonus_kind: a.bonusKind as PromotionBonusKind,
  bonus_value: a.bonusValue.toFixed(2),
  bonus_cap: a.bonusCap === null ? '' : a.bonusCap.toFixed(2),
  bonus_turnover: a.bonusTurnover.toFixed(2),
});

export function createContentAdmin({ prisma, audit }: { prisma: PrismaClient; audit: Audit }) {
  const order = [{ sort: 'asc' as const }, { id: 'desc' as const }];

  async function record(tx: Tx, ctx: AdminContext, action: string, target: number, before: unknown, after: unknown) {
    await audit(tx, { adminId: ctx.adminId, action, target: String(target), detail: { before, after } as Prisma.InputJsonValue });
  }

  const notices = {
    list: async () => (await prisma.notice.findMany({ orderBy: order })).map(presentNotice),
    async save(ctx: AdminContext, input: NoticeSaveInput) {
      const data = {
        title: input.title,
        content: input.content,
        isHome: input.is_home,
        sort: input.sort,
        enabled: input.enabled,
        i18n: input.i18n as Prisma.InputJsonValue,
      };
      return prisma.$transaction(async (tx) => {
        const before = input.id ? await tx.notice.findUnique({ where: { id: input.id } }) : null;
        if (input.id && !before) throw notFound();
        const row = before ? await tx.notice.update({ where: { id: before.id }, data }) : await tx.notice.create({ data });
        await record(tx, ctx, 'content.notice.save', row.id, before && presentNotice(before), presentNotice(row));
        return presentNotice(row);
      });
    },
    async remove(ctx: AdminContext, id: number) {
      await prisma.$transaction(async (tx) => {
        const before = await tx.notice.findUnique({ where: { id } });
        if (!before) throw notFound();
        await tx.notice.delete({ where: { id } });
        await record(tx, ctx, 'content.notice.delete', id, presentNotice(before), null);
      });
    },
  };

  const banners = {
    list: async () => (await prisma.banner.findMany({ orderBy: order })).map(presentBanner),
    async save(ctx: AdminContext, input: BannerSaveInput) {
      const data = {
        title: input.title,
        image: input.image,
        link: input.link,
        type: input.type,
        sort: input.sort,
        enabled: input.enabled,
        i18n: input.i18n as Prisma.InputJsonValue,
      };
      return prisma.$transaction(async (tx) => {
        const before = input.id ? await tx.banner.findUnique({ where: { id: input.id } }) : null;
        if (input.id && !before) throw notFound();
        const row = before ? await tx.banner.update({ where: { id: before.id }, data }) : await tx.banner.create({ data });
        await record(tx, ctx, 'content.banner.save', row.id, before && presentBanner(before), presentBanner(row));
        return presentBanner(row);
      });
    },
    async remove(ctx: AdminContext, id: number) {
      await prisma.$transaction(async (tx) => {
        const before = await tx.banner.findUnique({ where: { id } });
        if (!before) throw notFound();
        await tx.banner.delete({ where: { id } });
        await record(tx, ctx, 'content.banner.delete', id, presentBanner(before), null);
      });
    },
  };

  const activities = {
    list: async () => (await prisma.activity.findMany({ orderBy: order })).map(presentPromotion),
    async save(ctx: AdminContext, input: PromotionSaveInput) {
      if (!(await prisma.activityType.findUnique({ where: { id: input.type_id } }))) throw new AppError(ReplyCode.validation, 'content.typeUnknown');
      const data = {
        typeId: input.type_id,
        title: input.title,
        content: input.content,
        memo: input.memo,
        banner: input.banner,
        sort: input.sort,
        enabled: input.enabled,
        i18n: input.i18n as Prisma.InputJsonValue,
        bonusKind: input.bonus_kind,
        bonusValue: input.bonus_value,
        bonusCap: input.bonus_cap === '' ? null : input.bonus_cap,
        bonusTurnover: input.bonus_turnover,
      };
      return prisma.$transaction(async (tx) => {
        const before = input.id ? await tx.activity.findUnique({ where: { id: input.id } }) : null;
        if (input.id && !before) throw notFound();
        const row = before ? await tx.activity.update({ where: { id: before.id }, data }) : await tx.activity.create({ data });
        await record(tx, ctx, 'content.activity.save', row.id, before && presentPromotion(before), presentPromotion(row));
        return presentPromotion(row);
      });
    },
    /** A promotion members applied for keeps its applications: it can be hidden, not deleted. */
    async remove(ctx: AdminContext, id: number) {
      await prisma.$transaction(async (tx) => {
        const before = await tx.activity.findUnique({ where: { id }, include: { _count: { select: { applies: true } } } });
        if (!before) throw notFound();
        if (before._count.applies > 0) throw new AppError(ReplyCode.denied, 'content.inUse');
        await tx.activity.delete({ where: { id } });
        await record(tx, ctx, 'content.activity.delete', id, presentPromotion(before), null);
      });
    },
  };

  return { notices, banners, activities };
}

export type ContentAdmin = ReturnType<typeof createContentAdmin>;
