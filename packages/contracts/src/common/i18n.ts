// The six interface languages and how a request's `Lang` header maps onto them.
export const LOCALES = ['zh_TW', 'zh_CN', 'en_US', 'kr', 'jp', 'th'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh_TW';
export const FALLBACK_LOCALE: Locale = 'en_US';

export const LOCALE_NAMES: Record<Locale, string> = {
  zh_TW: '繁體中文',
  zh_CN: '简体中文',
  en_US: 'English',
  kr: '한국어',
  jp: '日本語',
  th: 'ไทย',
};

const ALIASES: Record<string, Locale> = {
  zh_tw: 'zh_TW',
  'zh-tw': 'zh_TW',
  'zh-hant': 'zh_TW',
  tw: 'zh_TW',
  zh_hk: 'zh_TW',
  'zh-hk': 'zh_TW',
  zh_cn: 'zh_CN',
  'zh-cn': 'zh_CN',
  'zh-hans': 'zh_CN',
  zh: 'zh_CN',
  cn: 'zh_CN',
  en_us: 'en_US',
  'en-us': 'en_US',
  en: 'en_US',
  kr: 'kr',
  ko: 'kr',
  'ko-kr': 'kr',
  ko_kr: 'kr',
  jp: 'jp',
  ja: 'jp',
  'ja-jp': 'jp',
  ja_jp: 'jp',
  th: 'th',
  'th-th': 'th',
  th_th: 'th',
};

/** Maps a Lang header (or a stored preference) to a supported locale; unknown or absent gives the default. */
export function resolveLocale(value: string | null | undefined): Locale {
  if (!value) return DEFAULT_LOCALE;
  const key = value.trim().toLowerCase();
  // Own keys only: a header of "__proto__" or "constructor" must not find Object.prototype's.
  const alias = (k: string) => (Object.hasOwn(ALIASES, k) ? ALIASES[k] : undefined);
  return alias(key) ?? alias(key.split(/[,;]/)[0]?.trim() ?? '') ?? DEFAULT_LOCALE;
}

/** One message in the six locales; a domain's texts.ts is a table of these. */
export type Texts = Record<Locale, string>;
/** Checked with `satisfies` in every domain's texts.ts: a missing locale does not compile. */
export type MessageTable = Record<string, Texts>;
