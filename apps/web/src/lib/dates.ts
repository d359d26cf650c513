// Every date the web shows or sends goes through here, on dayjs with its utc and timezone plugins
// (the ESM build: it tree-shakes and needs no CommonJS wrapper). Beijing-time arithmetic (day
// starts, ranges, date filter codes) stays in @portal/contracts' beijing-time.ts, which the API
// shares; this file only reads and writes dates for people.
import dayjs, { type Dayjs } from 'dayjs/esm';
import utc from 'dayjs/esm/plugin/utc';
import timezone from 'dayjs/esm/plugin/timezone';
import { TIME_ZONE } from '@portal/contracts';

dayjs.extend(utc);
dayjs.extend(timezone);

export const DATE = 'YYYY-MM-DD';
export const DATE_TIME = 'YYYY-MM-DD HH:mm:ss';

/** An offset at the end ('Z', '+08:00', '-0500') means the text names its own instant. */
const HAS_OFFSET = /(?:Z|[+-]\d\d:?\d\d)$/i;

/**
 * A moment in Beijing time. Replies carry 'YYYY-MM-DD HH:mm:ss' Beijing wall-clock texts (read as
 * such wherever the browser is); an ISO text with an offset, a Date or epoch milliseconds are
 * instants, shown as Beijing reads them.
 */
export function beijing(value: string | number | Date = new Date()): Dayjs {
  if (typeof value === 'string' && !HAS_OFFSET.test(value.trim())) return dayjs.tz(value.trim(), TIME_ZONE);
  return dayjs(value).tz(TIME_ZONE);
}

const shown = (value: string | number | Date | null | undefined, format: string): string => {
  if (value === null || value === undefined || value === '') return '—';
  const d = beijing(value);
  return d.isValid() ? d.format(format) : String(value);
};

/** 'YYYY-MM-DD HH:mm:ss' in Beijing time (record times, the top bar's GMT+8 clock); '—' for none. */
export const formatDateTime = (value: string | number | Date | null | undefined): string => shown(value, DATE_TIME);

/** 'YYYY-MM-DD' in Beijing time; '—' for none. */
export const formatDate = (value: string | number | Date | null | undefined): string => shown(value, DATE);

/** Today's Beijing date 'YYYY-MM-DD' (a date input's max), or `offsetDays` later. */
export const beijingToday = (offsetDays = 0, now: number | Date = new Date()): string => beijing(now).add(offsetDays, 'day').format(DATE);

/** The Beijing year of `now` (the footer's copyright). */
export const beijingYear = (now: number | Date = new Date()): number => beijing(now).year();

/** Milliseconds from one Beijing 'YYYY-MM-DD HH:mm:ss' text to another (a countdown's span). */
export const msBetween = (from: string, to: string): number => beijing(to).diff(beijing(from));

/** A span of time (never below 0) as two-digit days, hours, minutes and seconds: a countdown's cells. */
export function spanParts(ms: number): [string, string, string, string] {
  const whole = Math.max(0, Math.floor(ms / 1000)) * 1000;
  const days = Math.floor(whole / 86_400_000);
  // Below a day, the span read as a UTC time of day gives its hours, minutes and seconds.
  const [h, m, s] = dayjs
    .utc(whole % 86_400_000)
    .format('HH mm ss')
    .split(' ') as [string, string, string];
  return [days < 10 ? `0${days}` : String(days), h, m, s];
}

/** 'mm:ss' of what is left (seconds rounded up, minutes may pass 59), '00:00' once passed. */
export function formatRemaining(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  return `${minutes < 10 ? `0${minutes}` : minutes}:${dayjs.utc(seconds * 1000).format('ss')}`;
}
