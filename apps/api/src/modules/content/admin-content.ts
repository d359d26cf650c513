import {
  PromotionBonusKind,
  ReplyCode,
  type PromotionMoneyInput,
  type PromotionSaveInput,
  type BannerSaveInput,
  type NoticeSaveInput,
} from '@portal/contracts';
import { Prisma } from '../../db/client.js';
import type { AdminContext } from '../../context.js';
import { AppError, denied, invalid } from '../../errors.js';
import { formatMoney } from '../../money.js';
import type { Sql, SqlPool } from '../../db/sql.js';
import type { Clock } from '../../clock.js';
import { beijingDateTime } from '../../time.js';
import type { Audit } from '../../audit/log.js';
import {
  allBanners,
  allNotices,
  allPromotions,
  bannerForUpdate,
  deleteBanner,
  deleteNotice,
  deletePromotion,
  insertBanner,
  insertNotice,
  insertPromotion,
  moneyForUpdate,
  noticeForUpdate,
  promotionApplied,
  promotionById,
  promotionForUpdate,
  promotionTypeExists,
  setMoney,
  updateBanner,
  updateNotice,
  updatePromotion,
  type BannerRow,
  type MoneyColumns,
  type NoticeRow,
  type PromotionRow,
} from './store/admin.js';

// The back office's side of banners, notices and promotions: every row (hidden ones too), save
// (create or update, six languages through the i18n overrides) and delete, each audited with the
// row before and after. The change and its audit row commit in one transaction: a change the
// audit log cannot record is not made.

const notFound = () => new AppError(ReplyCode.notFound, 'content.notFound');

const presentNotice = (n: NoticeRow) => ({
  id: n.id,
  title: n.title,
  content: n.content,
  is_home: n.is_home,
  sort: n.sort,
  enabled: n.enabled,
  i18n: n.i18n,
  created_at: beijingDateTime(n.created_at),
});
const presentBanner = (b: BannerRow) => ({
  id: b.id,
  title: b.title,
  image: b.image,
  link: b.link,
  type: b.type,
  sort: b.sort,
  enabled: b.enabled,
  i18n: b.i18n,
  created_at: beijingDateTime(b.created_at),
});

/** A promotion's money settings, as stored: what a save compares and the audit shows before and after a change. */
const moneyOf = (a: MoneyColumns) => ({
  bonus_kind: a.bonus_kind,
  bonus_value: formatMoney(a.bonus_value),
  bonus_cap: a.bonus_cap === null ? '' : formatMoney(a.bonus_cap),
  bonus_turnover: formatMoney(a.bonus_turnover),
  stackable: a.stackable,
});
const NO_MONEY = moneyOf({ bonus_kind: PromotionBonusKind.none, bonus_value: '0', bonus_cap: null, bonus_turnover: '0', stackable: false });

const presentPromotion = (a: PromotionRow) => ({
  id: a.id,
  type_id: a.type_id,
  title: a.title,
  content: a.content,
  memo: a.memo,
  banner: a.banner,
  sort: a.sort,
  enabled: a.enabled,
  i18n: a.i18n,
  created_at: beijingDateTime(a.created_at),
  ...moneyOf(a),
  bonus_kind: a.bonus_kind as PromotionBonusKind,
  money_set_by: a.money_set_by_name,
  money_set_at: a.money_set_at ? beijingDateTime(a.money_set_at) : null,
});

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
export function createContentAdmin({ sql, clock, audit, bonusMax }: { sql: SqlPool; clock: Clock; audit: Audit; bonusMax: string }) {
  async function record(tx: Sql, ctx: AdminContext, action: string, target: number, before: unknown, after: unknown) {
    await audit(tx, { adminId: ctx.adminId, action, target: String(target), detail: { before, after } as Prisma.InputJsonValue });
  }

  const notices = {
    list: async () => (await allNotices(sql)).map(presentNotice),
    async save(ctx: AdminContext, input: NoticeSaveInput) {
      const data = { title: input.title, content: input.content, isHome: input.is_home, sort: input.sort, enabled: input.enabled, i18n: input.i18n };
      return sql.tx(async (tx) => {
        const before = input.id ? await noticeForUpdate(tx, input.id) : undefined;
        if (input.id && !before) throw notFound();
        const row = before ? await updateNotice(tx, before.id, data) : await insertNotice(tx, data);
        await record(tx, ctx, 'content.notice.save', row.id, before ? presentNotice(before) : null, presentNotice(row));
        return presentNotice(row);
      });
    },
    async remove(ctx: AdminContext, id: number) {
      await sql.tx(async (tx) => {
        const before = await noticeForUpdate(tx, id);
        if (!before) throw notFound();
        await deleteNotice(tx, id);
        await record(tx, ctx, 'content.notice.delete', id, presentNotice(before), null);
      });
    },
  };

  const banners = {
    list: async () => (await allBanners(sql)).map(presentBanner),
    async save(ctx: AdminContext, input: BannerSaveInput) {
      const data = { title: input.title, image: input.image, link: input.link, type: input.type, sort: input.sort, enabled: input.enabled, i18n: input.i18n };
      return sql.tx(async (tx) => {
        const before = input.id ? await bannerForUpdate(tx, input.id) : undefined;
        if (input.id && !before) throw notFound();
        const row = before ? await updateBanner(tx, before.id, data) : await insertBanner(tx, data);
        await record(tx, ctx, 'content.banner.save', row.id, before ? presentBanner(before) : null, presentBanner(row));
        return presentBanner(row);
      });
    },
    async remove(ctx: AdminContext, id: number) {
      await sql.tx(async (tx) => {
        const before = await bannerForUpdate(tx, id);
        if (!before) throw notFound();
        await deleteBanner(tx, id);
        await record(tx, ctx, 'content.banner.delete', id, presentBanner(before), null);
      });
    },
  };

  const activities = {
    list: async () => (await allPromotions(sql)).map(presentPromotion),
    /**
     * Creates or changes a promotion's texts and pictures (operations). Its money settings stay as
     * they are: a save whose money fields would change them is refused, nothing written (finance
     * sets them with money()).
     */
    async save(ctx: AdminContext, input: PromotionSaveInput) {
      if (!(await promotionTypeExists(sql, input.type_id))) throw new AppError(ReplyCode.validation, 'content.typeUnknown');
      const data = {
        typeId: input.type_id,
        title: input.title,
        content: input.content,
        memo: input.memo,
        banner: input.banner,
        sort: input.sort,
        enabled: input.enabled,
        i18n: input.i18n,
      };
      return sql.tx(async (tx) => {
        const before = input.id ? await promotionForUpdate(tx, input.id) : undefined;
        if (input.id && !before) throw notFound();
        if (changesMoney(input, before ? moneyOf(before) : NO_MONEY)) throw denied('content.moneyByFinance');
        let id = before?.id;
        if (id !== undefined) await updatePromotion(tx, id, data);
        else id = await insertPromotion(tx, data);
        const row = (await promotionById(tx, id))!;
        await record(tx, ctx, 'content.activity.save', row.id, before ? presentPromotion(before) : null, presentPromotion(row));
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
        const before = await moneyForUpdate(tx, input.id);
        if (!before) throw notFound();
        const after = await setMoney(tx, input.id, {
          bonusKind: input.bonus_kind,
          bonusValue: none ? '0' : input.bonus_value,
          bonusCap: none || input.bonus_cap === '' ? null : input.bonus_cap,
          bonusTurnover: none ? '0' : input.bonus_turnover,
          stackable: input.stackable,
          setBy: ctx.adminId,
          at: clock.now(),
        });
        await audit(tx, { adminId: ctx.adminId, action: 'content.activity.money', target: String(input.id), before: moneyOf(before), after: moneyOf(after) });
      });
      return presentPromotion((await promotionById(sql, input.id))!);
    },
    /** A promotion members applied for keeps its applications: it can be hidden, not deleted. */
    async remove(ctx: AdminContext, id: number) {
      await sql.tx(async (tx) => {
        const before = await promotionForUpdate(tx, id);
        if (!before) throw notFound();
        if (await promotionApplied(tx, id)) throw new AppError(ReplyCode.denied, 'content.inUse');
        await deletePromotion(tx, id);
        await record(tx, ctx, 'content.activity.delete', id, presentPromotion(before), null);
      });
    },
  };

  return { notices, banners, activities };
}

export type ContentAdmin = ReturnType<typeof createContentAdmin>;
