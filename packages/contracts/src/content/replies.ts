import { z } from 'zod';

// Reply shapes of the content routes (spec §3), as the original clients read them.

/** Activity application state (spec §4): 0 not applied, 1 pending review, 2 approved, 3 rejected; 4 is listed but never given. */
export const ApplyState = { none: 0, pending: 1, approved: 2, rejected: 3, unknown: 4 } as const;
export type ApplyState = (typeof ApplyState)[keyof typeof ApplyState];

export const bannerReply = z.object({ id: z.number(), type: z.number(), title: z.string(), image: z.string(), link: z.string() });
export type Banner = z.infer<typeof bannerReply>;

/** /api/homenotice: the home marquee's notices, as plain texts. */
export const homeNoticesReply = z.array(z.string());
export type HomeNotices = z.infer<typeof homeNoticesReply>;

export const noticeReply = z.object({ id: z.number(), title: z.string(), content: z.string(), created_at: z.string() });
export type Notice = z.infer<typeof noticeReply>;

export const promotionTypeReply = z.object({ id: z.number(), name: z.string() });
export type ActivityType = z.infer<typeof promotionTypeReply>;

/** An activity in the list; its detail adds the caller's apply_state (0 when not applied or logged out). */
export const promotionReply = z.object({
  id: z.number(),
  type_id: z.number(),
  type_name: z.string(),
  title: z.string(),
  banner: z.string(),
  content: z.string(),
  memo: z.string(),
  created_at: z.string(),
  apply_state: z.number().optional(),
});
export type Activity = z.infer<typeof promotionReply>;

/** One row of the member's application log. */
export const promotionApplyReply = z.object({ id: z.number(), activity_id: z.number(), activity_name: z.string(), created_at: z.string(), state: z.number() });
export type ActivityApply = z.infer<typeof promotionApplyReply>;

// The back office's rows (every row, hidden ones too; `i18n` the per-language overrides as stored, JSON).
const i18nOverrides = z.unknown();
const OVERRIDE_LOCALES = ['zh_TW', 'en_US', 'kr', 'jp', 'th'] as const;
const OVERRIDE_FIELDS = ['title', 'content', 'memo'] as const;
/** {en_US: {title, content, memo}, ...}: the overrides saved through the content forms; zh_CN is the base columns. */
export type ContentOverrides = Partial<Record<(typeof OVERRIDE_LOCALES)[number], Partial<Record<(typeof OVERRIDE_FIELDS)[number], string>>>>;
/**
 * A row's `i18n` as the back office's forms read it. The API hands over the stored JSON as is
 * (unknown to the table); this keeps each override locale's text fields and leaves anything else out.
 */
export function readContentOverrides(stored: unknown): ContentOverrides {
  const out: ContentOverrides = {};
  if (typeof stored !== 'object' || stored === null) return out;
  for (const locale of OVERRIDE_LOCALES) {
    const texts: unknown = Reflect.get(stored, locale);
    if (typeof texts !== 'object' || texts === null) continue;
    const kept: Partial<Record<(typeof OVERRIDE_FIELDS)[number], string>> = {};
    for (const field of OVERRIDE_FIELDS) {
      const text: unknown = Reflect.get(texts, field);
      if (typeof text === 'string') kept[field] = text;
    }
    out[locale] = kept;
  }
  return out;
}
export const adminNoticeRow = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  is_home: z.boolean(),
  sort: z.number(),
  enabled: z.boolean(),
  i18n: i18nOverrides,
  created_at: z.string(),
});
export const adminBannerRow = z.object({
  id: z.number(),
  title: z.string(),
  image: z.string(),
  link: z.string(),
  type: z.number(),
  sort: z.number(),
  enabled: z.boolean(),
  i18n: i18nOverrides,
  created_at: z.string(),
});
export const adminPromotionRow = z.object({
  id: z.number(),
  type_id: z.number(),
  title: z.string(),
  content: z.string(),
  memo: z.string(),
  banner: z.string(),
  sort: z.number(),
  enabled: z.boolean(),
  i18n: i18nOverrides,
  created_at: z.string(),
  /** The bonus an approved application pays (content/rules.ts promotionBonus); bonus_cap '' = no cap. */
  bonus_kind: z.enum(['none', 'fixed', 'percent']),
  bonus_value: z.string(),
  bonus_cap: z.string(),
  bonus_turnover: z.string(),
  /** May pay on a qualifying deposit another promotion's bonus already used. */
  stackable: z.boolean(),
  /** The finance or super staff member who last set the money settings, and when (null: never set). */
  money_set_by: z.string().nullable(),
  money_set_at: z.string().nullable(),
});
