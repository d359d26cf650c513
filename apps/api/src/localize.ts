import type { Locale } from '@portal/contracts';

/**
 * A content field in the reader's language: the row's i18n override for that field
 * (`i18n[locale][field]`), else the row's own (Chinese) column. Shared by every module that shows
 * operator-written content, and by the built-in platform.
 */
export function localize<F extends string>(row: { i18n: unknown } & Record<F, string>, field: F, locale: Locale): string {
  const base = row[field];
  const i18n = row.i18n;
  if (locale === 'zh_CN' || !i18n || typeof i18n !== 'object' || Array.isArray(i18n)) return base;
  const texts = (i18n as Record<string, unknown>)[locale];
  if (texts && typeof texts === 'object' && !Array.isArray(texts)) {
    const value = (texts as Record<string, unknown>)[field];
    if (typeof value === 'string' && value !== '') return value;
  }
  return base;
}
