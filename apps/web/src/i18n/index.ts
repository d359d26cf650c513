import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, FALLBACK_LOCALE, LOCALES, resolveLocale, translate, type Locale, type MessageKey } from '@portal/contracts';
import zh_TW from './locales/zh_TW.json';
import zh_CN from './locales/zh_CN.json';
import en_US from './locales/en_US.json';
import kr from './locales/kr.json';
import jp from './locales/jp.json';
import th from './locales/th.json';

const STORAGE_KEY = 'lang';
export const HTML_LANG: Record<Locale, string> = { zh_TW: 'zh-Hant', zh_CN: 'zh-Hans', en_US: 'en', kr: 'ko', jp: 'ja', th: 'th' };

function initialLocale(): Locale {
  const stored = typeof localStorage !== 'undefined' ? localStorage.getItem(STORAGE_KEY) : null;
  return stored && (LOCALES as readonly string[]).includes(stored) ? (stored as Locale) : DEFAULT_LOCALE;
}

void i18next.use(initReactI18next).init({
  resources: {
    zh_TW: { translation: zh_TW },
    zh_CN: { translation: zh_CN },
    en_US: { translation: en_US },
    kr: { translation: kr },
    jp: { translation: jp },
    th: { translation: th },
  },
  lng: initialLocale(),
  fallbackLng: FALLBACK_LOCALE,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export function currentLocale(): Locale {
  return resolveLocale(i18next.language);
}

export async function changeLocale(locale: Locale) {
  localStorage.setItem(STORAGE_KEY, locale);
  document.documentElement.lang = HTML_LANG[locale];
  await i18next.changeLanguage(locale);
}

/** The message of a contracts rule (the same catalogue the server answers with). */
export function ruleMessage(key: MessageKey): string {
  return translate(key, currentLocale());
}

export default i18next;
