import { en_US } from './locales/en_US.js';
import { jp } from './locales/jp.js';
import { kr } from './locales/kr.js';
import { th } from './locales/th.js';
import { zh_CN } from './locales/zh_CN.js';
import { zh_TW, type SportsKey, type SportsMessages } from './locales/zh_TW.js';

export type { SportsKey, SportsMessages } from './locales/zh_TW.js';

export const SPORTS_LOCALES = ['zh_TW', 'zh_CN', 'en_US', 'kr', 'jp', 'th'] as const;
export type SportsLocale = (typeof SPORTS_LOCALES)[number];

/** The sportsbook page's texts in the portal's six languages; placeholders are written `{name}`. */
export const MESSAGES: Readonly<Record<SportsLocale, SportsMessages>> = { zh_TW, zh_CN, en_US, kr, jp, th };

export const isSportsLocale = (value: unknown): value is SportsLocale => typeof value === 'string' && (SPORTS_LOCALES as readonly string[]).includes(value);

export type Vars = Readonly<Record<string, string | number>>;
export type Translate = (key: SportsKey, vars?: Vars) => string;

/** A translator for one locale: a missing text falls back to en_US, then to the key itself. */
export function translator(locale: SportsLocale): Translate {
  return (key, vars) => {
    let text: string = MESSAGES[locale][key] || MESSAGES.en_US[key] || key;
    if (vars) for (const [name, value] of Object.entries(vars)) text = text.split(`{${name}}`).join(String(value));
    return text;
  };
}
