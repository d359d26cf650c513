import { beijingDate } from '@portal/contracts';
import { currentLocale } from '../i18n';

/** Money arrives as 2-decimal strings: shown as they are, with grouping only (no float arithmetic). */
export function money(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const negative = value.startsWith('-');
  const [int = '0', frac] = value.replace(/^-/, '').split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${frac !== undefined ? `.${frac}` : ''}`;
}

/** Times arrive as "YYYY-MM-DD HH:mm:ss" in Beijing time (or ISO): shown without seconds' noise. */
export function when(value: string | null | undefined): string {
  if (!value) return '—';
  return value
    .replace('T', ' ')
    .replace(/\.\d+Z?$/, '')
    .replace(/Z$/, '');
}

/** Today's Beijing date (YYYY-MM-DD), and a day n days before. */
export const beijingDay = (offsetDays = 0, from = Date.now()): string => beijingDate(new Date(from), offsetDays);

export const isEnglish = () => currentLocale() === 'en_US';
