import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { zh_CN } from './zh_CN';
import { zh_TW } from './zh_TW';
import { en_US } from './en_US';

// The back office speaks zh_CN (default), zh_TW and en_US; all are small and bundled. zh_TW covers
// the shell, the sportsbook and lottery desks and the seamless wallet page (zh_TW.ts); its other
// keys fall back to zh_CN.
export const ADMIN_LOCALES = ['zh_CN', 'zh_TW', 'en_US'] as const;
export type AdminLocale = (typeof ADMIN_LOCALES)[number];
/** The language picker's names, each in its own language. */
export const LOCALE_NAMES: Record<AdminLocale, string> = { zh_CN: '简体中文', zh_TW: '繁體中文', en_US: 'English' };
const STORAGE_KEY = 'portal.admin.lang';

const known = (value: string | null | undefined): AdminLocale =>
  (ADMIN_LOCALES as readonly string[]).includes(value ?? '') ? (value as AdminLocale) : 'zh_CN';

function storedLocale(): AdminLocale {
  return known(typeof localStorage !== 'undefined' ? localStorage.getItem(STORAGE_KEY) : null);
}

export function currentLocale(): AdminLocale {
  return known(i18next.language);
}

/** The document's lang attribute for a locale. */
export const htmlLang = (locale: AdminLocale) => (locale === 'en_US' ? 'en' : locale === 'zh_TW' ? 'zh-Hant' : 'zh-Hans');

export async function changeLocale(locale: AdminLocale) {
  localStorage.setItem(STORAGE_KEY, locale);
  await i18next.changeLanguage(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(locale);
}

export const i18nReady = i18next.use(initReactI18next).init({
  resources: { zh_CN: { translation: zh_CN }, zh_TW: { translation: zh_TW }, en_US: { translation: en_US } },
  lng: storedLocale(),
  fallbackLng: { zh_TW: ['zh_CN'], default: ['zh_CN'] },
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18next;
