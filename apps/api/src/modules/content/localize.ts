import type { Locale } from '@portal/contracts';
import type { Prisma } from '../../db/client.js';

/** A content field in the reader's language: the row's i18n override, else the base (Chinese) column. */
export function localize(i18n: Prisma.JsonValue, locale: Locale, field: string, base: string): string {
  if (locale === 'zh_CN' || !i18n || typeof i18n !== 'object' || Array.isArray(i18n)) return base;
  const texts = (i18n as Record<string, unknown>)[locale];
  if (texts && typeof texts === 'object' && !Array.isArray(texts)) {
    const value = (texts as Record<string, unknown>)[field];
    if (typeof value === 'string' && value !== '') return value;
  }
  return base;
}
