import { isSportsLocale, type SportsLocale } from './i18n/index.js';

export type Venue = 'sports' | 'esports';

/** What the shell page (apps/api providers/sportsbook/page.ts) tells the script: a JSON block `#sports-config`, data-* attributes as a fallback. */
export interface SportsConfig {
  token: string;
  locale: SportsLocale;
  venue: Venue;
  platname: string;
  api: string;
}

function readJson(doc: Document): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(doc.getElementById('sports-config')?.textContent || '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

export function readConfig(doc: Document): SportsConfig {
  const raw = readJson(doc);
  const data = doc.body.dataset;
  const locale = text(raw.locale) ?? data.locale;
  const venue = text(raw.venue) ?? data.venue;
  return {
    token: text(raw.token) ?? '',
    locale: isSportsLocale(locale) ? locale : 'zh_TW',
    venue: venue === 'esports' ? 'esports' : 'sports',
    platname: text(raw.platname) ?? data.platform ?? '',
    api: text(raw.api) ?? '/play/api',
  };
}
