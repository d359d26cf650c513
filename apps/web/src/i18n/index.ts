import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, FALLBACK_LOCALE, LOCALES, resolveLocale, type Locale } from '@portal/contracts';
import { partOf, type TextPart } from './parts';

const STORAGE_KEY = 'lang';
export const HTML_LANG: Record<Locale, string> = { zh_TW: 'zh-Hant', zh_CN: 'zh-Hans', en_US: 'en', kr: 'ko', jp: 'ja', th: 'th' };

type Texts = Record<string, unknown>;
// Each language and each part of it (src/i18n/parts.ts) is a chunk of its own, loaded when needed:
// the home page in zh_TW downloads zh_TW's core texts and nothing else.
const PARTS: Record<TextPart, Record<string, () => Promise<Texts>>> = {
  core: import.meta.glob<Texts>('./locales/*.json', { query: '?part=core', import: 'default' }),
  pages: import.meta.glob<Texts>('./locales/*.json', { query: '?part=pages', import: 'default' }),
};

const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();
/** Loads one part of one language once (a failed download may be retried by the next call). */
function ensurePart(locale: Locale, part: TextPart): Promise<void> {
  const id = `${locale}:${part}`;
  let pending = loading.get(id);
  if (!pending) {
    const load = PARTS[part][`./locales/${locale}.json`];
    if (!load) throw new Error(`no ${part} texts for ${locale}`);
    pending = load().then(
      (texts) => {
        i18next.addResourceBundle(locale, 'translation', texts, true, true);
        loaded.add(id);
      },
      (error: unknown) => {
        loading.delete(id);
        throw error;
      },
    );
    loading.set(id, pending);
  }
  return pending;
}

const partsLoadedFor = (locale: Locale) => [...loading.keys()].filter((id) => id.startsWith(`${locale}:`)).map((id) => id.split(':')[1] as TextPart);

/**
 * A key that is not there: its part has not been loaded yet (a component outside the pages the
 * router prepares for), or the language really lacks it, and then the fallback language's part is
 * loaded (never the case today: a test checks every locale has every key). i18next re-renders the
 * components when the texts arrive (bindI18nStore: 'added').
 */
function loadMissing(key: string) {
  const locale = currentLocale();
  const part = partOf(key.split('.')[0]!);
  const id = `${locale}:${part}`;
  if (!loading.has(id)) void ensurePart(locale, part).catch(() => {});
  else if (loaded.has(id) && locale !== FALLBACK_LOCALE) void ensurePart(FALLBACK_LOCALE, part).catch(() => {});
}

function storedLocale(): Locale {
  const stored = typeof localStorage !== 'undefined' ? localStorage.getItem(STORAGE_KEY) : null;
  return stored && (LOCALES as readonly string[]).includes(stored) ? (stored as Locale) : DEFAULT_LOCALE;
}

/** Loads the chosen language's core texts, then starts i18next. Call (and await) before rendering. */
export async function initI18n(): Promise<void> {
  const locale = storedLocale();
  await i18next.use(initReactI18next).init({
    resources: {},
    lng: locale,
    fallbackLng: FALLBACK_LOCALE,
    interpolation: { escapeValue: false },
    returnNull: false,
    partialBundledLanguages: true,
    saveMissing: true,
    missingKeyHandler: (_languages, _namespace, key) => loadMissing(key),
    react: { bindI18nStore: 'added' },
  });
  await ensurePart(locale, 'core');
  await i18next.changeLanguage(locale);
}

/** Loads a part of the current language's texts (the router awaits it with a page's code). */
export function loadTexts(part: TextPart): Promise<void> {
  return ensurePart(currentLocale(), part);
}

export function currentLocale(): Locale {
  return resolveLocale(i18next.language);
}

/** Switches language at runtime: loads the new language's parts that the current one has, then switches. */
export async function changeLocale(locale: Locale) {
  await Promise.all(['core' as const, ...partsLoadedFor(currentLocale())].map((part) => ensurePart(locale, part)));
  localStorage.setItem(STORAGE_KEY, locale);
  document.documentElement.lang = HTML_LANG[locale];
  await i18next.changeLanguage(locale);
}

export default i18next;
