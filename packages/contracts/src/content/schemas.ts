import { z } from 'zod';
import { intInput, optionalIntInput } from '../common/schemas.js';
import { requiredText } from '../common/validation.js';
import { compareMoney } from '../common/money.js';
import { ApplyState } from './replies.js';
import { PromotionBonusKind } from './rules.js';

export const bannerListSchema = z.object({ type: optionalIntInput().default(1) });
export const promotionListSchema = z.object({ type: optionalIntInput(0), page: optionalIntInput().default(1) });
export const promotionDetailSchema = z.object({ id: intInput('activity.idRequired') });
export const promotionApplySchema = z.object({ activityid: intInput('activity.idRequired') });

export const promotionReviewSchema = z.object({
  id: intInput('activity.idRequired'),
  state: z
    .union([z.literal(ApplyState.approved), z.literal(ApplyState.rejected), z.literal(String(ApplyState.approved)), z.literal(String(ApplyState.rejected))], {
      error: 'common.badRequest',
    })
    .transform(Number),
  remark: z.string().max(200).optional().default(''),
});

// ---- back office: banners, notices and promotions (/api/admin/content/<kind>, /save, /delete) ----

const contentBad = { error: 'content.invalid' } as const;
/** Per-locale overrides of the Chinese base columns: {en_US: {title, content}, ...}; an empty text falls back to Chinese. */
const contentI18n = z
  .partialRecord(
    z.enum(['zh_TW', 'en_US', 'kr', 'jp', 'th'], contentBad),
    z
      .object({
        title: z.string(contentBad).max(200, contentBad),
        content: z.string(contentBad).max(20_000, contentBad),
        memo: z.string(contentBad).max(2000, contentBad),
      })
      .partial(),
  )
  .default({});
const contentCommon = {
  id: intInput('common.badRequest').optional(),
  title: requiredText('content.titleRequired', 200),
  sort: z.number(contentBad).int(contentBad).min(-100_000, contentBad).max(100_000, contentBad).default(0),
  enabled: z.boolean(contentBad).default(true),
  i18n: contentI18n,
};
const link = z.string(contentBad).trim().max(500, contentBad);

export const noticeSaveSchema = z.object({
  ...contentCommon,
  content: requiredText('content.contentRequired', 20_000),
  is_home: z.boolean(contentBad).default(false),
});
export const bannerSaveSchema = z.object({
  ...contentCommon,
  image: link.min(1, { error: 'content.imageRequired' }),
  link: link.default(''),
  type: z.number(contentBad).int(contentBad).min(1, contentBad).max(99, contentBad).default(1),
});
/** A non-negative decimal string of at most 2 decimals below 10^12 (a number is read through its digits). */
const isDecimal2 = (v: unknown) => typeof v === 'string' && /^\d{1,12}(\.\d{1,2})?$/.test(v);
const decimal2 = z
  .union([z.number(contentBad), z.string(contentBad)], contentBad)
  .transform((v) => String(v).trim())
  .refine(isDecimal2, contentBad);

/**
 * The most any promotion's bonus amount (a fixed bonus, a percent bonus's cap) may be written as:
 * the schema's bound. The server's own cap (PROMOTION_BONUS_MAX, default 10,000) is at most this.
 */
export const PROMOTION_BONUS_LIMIT = '1000000';
/** The most a percent bonus may be, in percent of the qualifying deposit. */
export const PROMOTION_PERCENT_LIMIT = '1000';
const bonusBad = { error: 'content.bonusOutOfRange' } as const;
const bonusAmount = decimal2.refine((v) => !isDecimal2(v) || compareMoney(v, PROMOTION_BONUS_LIMIT) <= 0, bonusBad);

/** A promotion's money settings: what an approved application pays and what it costs the member in turnover. */
const promotionMoney = {
  /** The bonus an approved application pays (content/rules.ts promotionBonus): none, a fixed amount, or a percent of the qualifying deposit. */
  bonus_kind: z.enum([PromotionBonusKind.none, PromotionBonusKind.fixed, PromotionBonusKind.percent], contentBad),
  bonus_value: decimal2,
  /** The most the bonus pays; a percent bonus must have one. */
  bonus_cap: z.union([z.literal(''), bonusAmount], contentBad),
  /** The bonus times this is added to the member's withdrawal turnover requirement (at least 1 for a bonus). */
  bonus_turnover: decimal2.refine((v) => !isDecimal2(v) || compareMoney(v, 100) <= 0, contentBad),
  /** May pay on a qualifying deposit another promotion's bonus already used (still once per promotion and member). */
  stackable: z.boolean(contentBad),
};

/**
 * Create or change a promotion's texts and pictures (operations). Its money settings are not set
 * here: sent along (old clients send the whole row), they must be what the promotion already has
 * (a new one: none), or the save is refused (content.moneyByFinance) and finance sets them with
 * promotionMoneySchema.
 */
export const promotionSaveSchema = z.object({
  ...contentCommon,
  content: requiredText('content.contentRequired', 20_000),
  memo: z.string(contentBad).max(2000, contentBad).default(''),
  banner: link.default(''),
  type_id: intInput('common.badRequest'),
  bonus_kind: promotionMoney.bonus_kind.optional(),
  bonus_value: bonusAmount.optional(),
  bonus_cap: promotionMoney.bonus_cap.optional(),
  bonus_turnover: promotionMoney.bonus_turnover.optional(),
  stackable: promotionMoney.stackable.optional(),
});

/**
 * /api/admin/content/activities/money (finance or super): a promotion's money settings. A fixed
 * bonus and a percent bonus's cap are amounts of at most PROMOTION_BONUS_LIMIT (the server caps
 * them at PROMOTION_BONUS_MAX), a percent at most PROMOTION_PERCENT_LIMIT; a percent bonus needs a
 * cap in money; a bonus needs a turnover multiple of at least 1. 'none' pays nothing (its other
 * values are stored as 0).
 */
export const promotionMoneySchema = z
  .object({
    id: intInput('common.badRequest'),
    bonus_kind: promotionMoney.bonus_kind,
    bonus_value: promotionMoney.bonus_value.default('0'),
    bonus_cap: promotionMoney.bonus_cap.default(''),
    bonus_turnover: promotionMoney.bonus_turnover.default('0'),
    stackable: promotionMoney.stackable.default(false),
  })
  // The checks across fields read amounts only once each field is one (a refused field's value is not).
  .refine(
    (p) =>
      p.bonus_kind === PromotionBonusKind.none ||
      !isDecimal2(p.bonus_value) ||
      compareMoney(p.bonus_value, p.bonus_kind === PromotionBonusKind.percent ? PROMOTION_PERCENT_LIMIT : PROMOTION_BONUS_LIMIT) <= 0,
    { ...bonusBad, path: ['bonus_value'] },
  )
  .refine((p) => p.bonus_kind !== PromotionBonusKind.percent || p.bonus_cap !== '', { error: 'content.bonusCapMissing', path: ['bonus_cap'] })
  .refine((p) => p.bonus_kind === PromotionBonusKind.none || !isDecimal2(p.bonus_turnover) || compareMoney(p.bonus_turnover, 1) >= 0, {
    error: 'content.bonusTurnoverMin',
    path: ['bonus_turnover'],
  });
export type NoticeSaveInput = z.infer<typeof noticeSaveSchema>;
export type BannerSaveInput = z.infer<typeof bannerSaveSchema>;
export type PromotionSaveInput = z.infer<typeof promotionSaveSchema>;
export type PromotionMoneyInput = z.infer<typeof promotionMoneySchema>;
export const contentIdSchema = z.object({ id: intInput('common.badRequest') });

/** /api/admin/games/platforms/update {platname, enabled} */
export const platformToggleSchema = z.object({ platname: requiredText('transfer.platformUnknown', 32), enabled: z.boolean(contentBad) });
export type PlatformToggleInput = z.infer<typeof platformToggleSchema>;

/** GET /api/admin/activity/applies?state=&page=: promotion applications, optionally of one state (1 pending, 2 approved, 3 rejected). */
export const promotionApplicationsQuerySchema = z.object({
  state: z.coerce.number().int().min(ApplyState.pending).max(ApplyState.rejected).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type PromotionApplicationsQuery = z.infer<typeof promotionApplicationsQuerySchema>;
