import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { zh_CN } from './zh_CN';
import { en_US } from './en_US';

// The back office speaks zh_CN (default) and en_US; both are small and bundled.
export const ADMIN_LOCALES = ['zh_CN', 'en_US'] as const;
export type AdminLocale = (typeof ADMIN_LOCALES)[number];
const STORAGE_KEY = 'portal.admin.lang';

function storedLocale(): AdminLocale {
  const stored = typeof localStorage !== 'undefined' ? localStorage.getItem(STORAGE_KEY) : null;
  return stored === 'en_US' ? 'en_US' : 'zh_CN';
}

export function currentLocale(): AdminLocale {
  return i18next.language === 'en_US' ? 'en_US' : 'zh_CN';
}

export async function changeLocale(locale: AdminLocale) {
  localStorage.setItem(STORAGE_KEY, locale);
  await i18next.changeLanguage(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale === 'en_US' ? 'en' : 'zh-Hans';
}

export const i18nReady = i18next.use(initReactI18next).init({
  resources: { zh_CN: { translation: zh_CN }, en_US: { translation: en_US } },
  lng: storedLocale(),
  fallbackLng: 'zh_CN',
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18next;
