import { en_US } from './locales/en_US.js';
import { jp } from './locales/jp.js';
import { kr } from './locales/kr.js';
import { th } from './locales/th.js';
import { zh_CN } from './locales/zh_CN.js';
import { zh_TW, type PlayKey, type PlayMessages } from './locales/zh_TW.js';

export type { PlayKey, PlayMessages } from './locales/zh_TW.js';

export const PLAY_LOCALES = ['zh_TW', 'zh_CN', 'en_US', 'kr', 'jp', 'th'] as const;
export type PlayLocale = (typeof PLAY_LOCALES)[number];

/** The game page's texts in the portal's six languages; placeholders are written `{name}`. */
export const MESSAGES: Readonly<Record<PlayLocale, PlayMessages>> = { zh_TW, zh_CN, en_US, kr, jp, th };

export const isPlayLocale = (value: unknown): value is PlayLocale => typeof value === 'string' && (PLAY_LOCALES as readonly string[]).includes(value);

export type Vars = Readonly<Record<string, string | number>>;
export type Translate = (key: PlayKey, vars?: Vars) => string;

/** A translator for one locale: a missing text falls back to en_US, then to the key itself. */
export function translator(locale: PlayLocale): Translate {
  return (key, vars) => {
    let text: string = MESSAGES[locale][key] || MESSAGES.en_US[key] || key;
    if (vars) for (const [name, value] of Object.entries(vars)) text = text.split(`{${name}}`).join(String(value));
    return text;
  };
}
