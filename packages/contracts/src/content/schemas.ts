import { z } from 'zod';
import { intInput, optionalIntInput } from '../common/schemas.js';
import { requiredText } from '../common/validation.js';
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
const decimal2 = z
  .union([z.number(contentBad), z.string(contentBad)], contentBad)
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,12}(\.\d{1,2})?$/.test(v), contentBad);

export const promotionSaveSchema = z
  .object({
    ...contentCommon,
    content: requiredText('content.contentRequired', 20_000),
    memo: z.string(contentBad).max(2000, contentBad).default(''),
    banner: link.default(''),
    type_id: intInput('common.badRequest'),
    /** The bonus an approved application pays (content/rules.ts promotionBonus): none, a fixed amount, or a percent of the qualifying deposit. */
    bonus_kind: z.enum([PromotionBonusKind.none, PromotionBonusKind.fixed, PromotionBonusKind.percent], contentBad).default(PromotionBonusKind.none),
    bonus_value: decimal2.default('0'),
    /** The most the bonus pays; '' for no cap. */
    bonus_cap: z.union([z.literal(''), decimal2], contentBad).default(''),
    /** The bonus times this is added to the member's withdrawal turnover requirement. */
    bonus_turnover: decimal2.refine((v) => Number(v) <= 100, contentBad).default('0'),
  })
  .refine((p) => p.bonus_kind !== PromotionBonusKind.percent || Number(p.bonus_value) <= 1000, { ...contentBad, path: ['bonus_value'] });
export type NoticeSaveInput = z.infer<typeof noticeSaveSchema>;
export type BannerSaveInput = z.infer<typeof bannerSaveSchema>;
export type PromotionSaveInput = z.infer<typeof promotionSaveSchema>;
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
