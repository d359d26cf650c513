import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, FALLBACK_LOCALE, LOCALES, resolveLocale, type Locale } from '@portal/contracts';

const STORAGE_KEY = 'lang';
export const HTML_LANG: Record<Locale, string> = { zh_TW: 'zh-Hant', zh_CN: 'zh-Hans', en_US: 'en', kr: 'ko', jp: 'ja', th: 'th' };

// Each language is a chunk of its own, loaded when chosen (keeps the first page light).
const LOADERS: Record<Locale, () => Promise<{ default: Record<string, unknown> }>> = {
  zh_TW: () => import('./locales/zh_TW.json'),
  zh_CN: () => import('./locales/zh_CN.json'),
  en_US: () => import('./locales/en_US.json'),
  kr: () => import('./locales/kr.json'),
  jp: () => import('./locales/jp.json'),
  th: () => import('./locales/th.json'),
};

function storedLocale(): Locale {
  const stored = typeof localStorage !== 'undefined' ? localStorage.getItem(STORAGE_KEY) : null;
  return stored && (LOCALES as readonly string[]).includes(stored) ? (stored as Locale) : DEFAULT_LOCALE;
}

async function ensureLoaded(locale: Locale) {
  if (i18next.hasResourceBundle(locale, 'translation')) return;
  const texts = (await LOADERS[locale]()).default;
  i18next.addResourceBundle(locale, 'translation', texts, true, true);
}

/** Loads the chosen language and the fallback, then starts i18next. Call (and await) before rendering. */
export async function initI18n(): Promise<void> {
  const locale = storedLocale();
  await i18next.use(initReactI18next).init({
    resources: {},
    lng: locale,
    fallbackLng: FALLBACK_LOCALE,
    interpolation: { escapeValue: false },
    returnNull: false,
    partialBundledLanguages: true,
  });
  await Promise.all([ensureLoaded(locale), ensureLoaded(FALLBACK_LOCALE)]);
  await i18next.changeLanguage(locale);
}

export function currentLocale(): Locale {
  return resolveLocale(i18next.language);
}

export async function changeLocale(locale: Locale) {
  await ensureLoaded(locale);
  localStorage.setItem(STORAGE_KEY, locale);
  document.documentElement.lang = HTML_LANG[locale];
  await i18next.changeLanguage(locale);
}

export default i18next;
