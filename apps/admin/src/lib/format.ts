// The back office's one place for shown and sent dates (dayjs with utc + timezone, Beijing time)
// and money texts. Beijing-time arithmetic stays in @portal/contracts' beijing-time.ts.
import dayjs, { type Dayjs } from 'dayjs/esm';
import utc from 'dayjs/esm/plugin/utc';
import timezone from 'dayjs/esm/plugin/timezone';
import { TIME_ZONE } from '@portal/contracts';
import { currentLocale } from '../i18n';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Money arrives as 2-decimal strings: shown as they are, with grouping only (no float arithmetic). */
export function money(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const negative = value.startsWith('-');
  const [int = '0', frac] = value.replace(/^-/, '').split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${frac !== undefined ? `.${frac}` : ''}`;
}

/** An offset at the end ('Z', '+08:00') means the text names its own instant. */
const HAS_OFFSET = /(?:Z|[+-]\d\d:?\d\d)$/i;

/** A moment in Beijing time: replies' 'YYYY-MM-DD HH:mm:ss' are Beijing wall-clock texts; ISO texts with an offset, Dates and epoch ms are instants. */
export function beijing(value: string | number | Date = new Date()): Dayjs {
  if (typeof value === 'string' && !HAS_OFFSET.test(value.trim())) return dayjs.tz(value.trim(), TIME_ZONE);
  return dayjs(value).tz(TIME_ZONE);
}

/** A time as 'YYYY-MM-DD HH:mm:ss' in Beijing time, whatever the staff browser's zone; '—' for none. */
export function when(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const d = beijing(value);
  return d.isValid() ? d.format('YYYY-MM-DD HH:mm:ss') : String(value);
}

/** Today's Beijing date (YYYY-MM-DD), and a day n days before (what the report's range sends). */
export const beijingDay = (offsetDays = 0, from: number | Date = Date.now()): string => beijing(from).add(offsetDays, 'day').format('YYYY-MM-DD');

/** A Beijing day 'YYYY-MM-DD' as a chart's x value: the seconds of its midnight read as UTC (so uPlot's UTC ticks fall on whole days). */
export const chartDayX = (day: string): number => dayjs.utc(day).unix();

/** A chart's x value (seconds) as the instant uPlot places ticks by. */
export const chartInstant = (x: number): Date => dayjs.unix(x).toDate();

/** The chart's day ticks for `days`: 'MM-DD', or 'YYYY-MM-DD' when the range crosses a year. */
export function chartDayTick(days: string[]): (x: number) => string {
  const withYear = days.length > 1 && dayjs.utc(days[0]).year() !== dayjs.utc(days[days.length - 1]).year();
  return (x) =>
    dayjs
      .unix(x)
      .utc()
      .format(withYear ? 'YYYY-MM-DD' : 'MM-DD');
}

export const isEnglish = () => currentLocale() === 'en_US';
