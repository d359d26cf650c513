import {
  PromotionBonusKind,
  ReplyCode,
  type PromotionMoneyInput,
  type PromotionSaveInput,
  type BannerSaveInput,
  type NoticeSaveInput,
} from '@portal/contracts';
import { Prisma, type PrismaClient, type Tx } from '../../db/client.js';
import type { AdminContext } from '../../context.js';
import { AppError, denied, invalid } from '../../errors.js';
import { formatMoney } from '../../money.js';
import type { SqlPool } from '../../db/sql.js';
import type { Clock } from '../../clock.js';
import { beijingDateTime } from '../../time.js';
import type { Audit } from '../../audit/log.js';

// The back office's side of banners, notices and promotions: every row (hidden ones too), save
// (create or update, six languages through the i18n overrides) and delete, each audited with the
// row before and after. The change and its audit row commit in one transaction: a change the
// audit log cannot record is not made.

type Notice = Prisma.NoticeGetPayload<object>;
type Banner = Prisma.BannerGetPayload<object>;
type Activity = Prisma.ActivityGetPayload<{ include: { moneySetter: { select: { name: true } } } }>;
const withMoneySetter = { moneySetter: { select: { name: true } } } as const;

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
  stackable: a.stackable,
  money_set_by: a.moneySetter?.name ?? null,
  money_set_at: a.moneySetAt ? beijingDateTime(a.moneySetAt) : null,
});

/** A promotion's money settings as the activities row holds them (SQL). */
interface MoneyColumns {
  bonus_kind: string;
  bonus_value: string;
  bonus_cap: string | null;
  bonus_turnover: string;
  stackable: boolean;
}
const MONEY_COLUMNS = 'bonus_kind, bonus_value::text AS bonus_value, bonus_cap::text AS bonus_cap, bonus_turnover::text AS bonus_turnover, stackable';

/** A promotion's money settings, as stored: what a save compares and the audit shows before and after a change. */
const moneyOf = (a: MoneyColumns) => ({
  bonus_kind: a.bonus_kind,
  bonus_value: formatMoney(a.bonus_value),
  bonus_cap: a.bonus_cap === null ? '' : formatMoney(a.bonus_cap),
  bonus_turnover: formatMoney(a.bonus_turnover),
  stackable: a.stackable,
});
const moneyOfRow = (a: Activity) =>
  moneyOf({
    bonus_kind: a.bonusKind,
    bonus_value: a.bonusValue.toFixed(2),
    bonus_cap: a.bonusCap === null ? null : a.bonusCap.toFixed(2),
    bonus_turnover: a.bonusTurnover.toFixed(2),
    stackable: a.stackable,
  });
const NO_MONEY = moneyOf({ bonus_kind: PromotionBonusKind.none, bonus_value: '0', bonus_cap: null, bonus_turnover: '0', stackable: false });

/** Whether the money fields a save sent (old clients send the whole row) would change what is stored: a save never does that. */
function changesMoney(input: PromotionSaveInput, stored: ReturnType<typeof moneyOf>): boolean {
  const same = (sent: string | undefined, kept: string) => sent === undefined || (sent === '' ? kept === '' : kept !== '' && new Prisma.Decimal(sent).eq(kept));
  return (
    (input.bonus_kind !== undefined && input.bonus_kind !== stored.bonus_kind) ||
    !same(input.bonus_value, stored.bonus_value) ||
    !same(input.bonus_cap, stored.bonus_cap) ||
    !same(input.bonus_turnover, stored.bonus_turnover) ||
    (input.stackable !== undefined && input.stackable !== stored.stackable)
  );
}

/** `bonusMax`: PROMOTION_BONUS_MAX, the most one bonus may pay (a fixed bonus, a percent bonus's cap). */
export function createContentAdmin({
  prisma,
  sql,
  clock,
  audit,
  bonusMax,
}: {
  prisma: PrismaClient;
  sql: SqlPool;
  clock: Clock;
  audit: Audit;
  bonusMax: string;
}) {
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
    list: async () => (await prisma.activity.findMany({ orderBy: order, include: withMoneySetter })).map(presentPromotion),
    /**
     * Creates or changes a promotion's texts and pictures (operations). Its money settings stay as
     * they are: a save whose money fields would change them is refused, nothing written (finance
     * sets them with money()).
     */
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
      };
      return prisma.$transaction(async (tx) => {
        const before = input.id ? await tx.activity.findUnique({ where: { id: input.id }, include: withMoneySetter }) : null;
        if (input.id && !before) throw notFound();
        if (changesMoney(input, before ? moneyOfRow(before) : NO_MONEY)) throw denied('content.moneyByFinance');
        const row = before
          ? await tx.activity.update({ where: { id: before.id }, data, include: withMoneySetter })
          : await tx.activity.create({ data, include: withMoneySetter });
        await record(tx, ctx, 'content.activity.save', row.id, before && presentPromotion(before), presentPromotion(row));
        return presentPromotion(row);
      });
    },
    /**
     * Sets a promotion's money settings (finance or super): a fixed bonus and a percent bonus's cap
     * at most PROMOTION_BONUS_MAX. Audited with the old and new values; the promotion remembers who
     * set them (the payouts queue never lets that person approve its bonuses).
     */
    async money(ctx: AdminContext, input: PromotionMoneyInput) {
      const none = input.bonus_kind === PromotionBonusKind.none;
      const max = new Prisma.Decimal(bonusMax);
      // What one bonus can pay: a fixed amount, and any cap (a percent bonus has one).
      const amounts = [input.bonus_kind === PromotionBonusKind.fixed ? input.bonus_value : '', input.bonus_cap].filter((v) => v !== '');
      if (!none && amounts.some((v) => new Prisma.Decimal(v).greaterThan(max))) throw invalid('content.bonusTooLarge').with({ max: formatMoney(max) });
      await sql.tx(async (tx) => {
        const [before] = await tx.query<MoneyColumns>(`SELECT ${MONEY_COLUMNS} FROM activities WHERE id = $1 FOR UPDATE`, [input.id]);
        if (!before) throw notFound();
        const [after] = await tx.query<MoneyColumns>(
          `UPDATE activities SET bonus_kind = $2, bonus_value = $3::numeric, bonus_cap = $4::numeric, bonus_turnover = $5::numeric, stackable = $6,
                  money_set_by = $7, money_set_at = $8 WHERE id = $1 RETURNING ${MONEY_COLUMNS}`,
          [
            input.id,
            input.bonus_kind,
            none ? '0' : input.bonus_value,
            none || input.bonus_cap === '' ? null : input.bonus_cap,
            none ? '0' : input.bonus_turnover,
            input.stackable,
            ctx.adminId,
            clock.now(),
          ],
        );
        await audit(tx, { adminId: ctx.adminId, action: 'content.activity.money', target: String(input.id), before: moneyOf(before), after: moneyOf(after!) });
      });
      return presentPromotion(await prisma.activity.findUniqueOrThrow({ where: { id: input.id }, include: withMoneySetter }));
    },
    /** A promotion members applied for keeps its applications: it can be hidden, not deleted. */
    async remove(ctx: AdminContext, id: number) {
      await prisma.$transaction(async (tx) => {
        const before = await tx.activity.findUnique({ where: { id }, include: { ...withMoneySetter, _count: { select: { applies: true } } } });
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
