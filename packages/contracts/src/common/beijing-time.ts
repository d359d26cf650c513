// Business time is Beijing time (GMT+8, no daylight saving): days, weeks, months, date filters and
// displayed times. The one place that knows the offset, for the API, the web and the back office.
// Pure functions: "now" always comes from the caller (the API's injected Clock, Date.now() in a page).

/** Beijing's zone name, for what reads zones itself (PostgreSQL's AT TIME ZONE, the job scheduler). */
export const TIME_ZONE = 'Asia/Shanghai';
/** Beijing's offset from UTC (GMT+8 all year). */
export const BEIJING_OFFSET_MS = 8 * 3_600_000;
export const DAY_MS = 86_400_000;

/** The same wall-clock time read as if it were UTC: Beijing's calendar fields are its getUTC* fields. */
const local = (d: Date) => new Date(d.getTime() + BEIJING_OFFSET_MS);
/** The instant of a Beijing wall-clock time given as UTC milliseconds of its fields. */
const instant = (localMs: number) => new Date(localMs - BEIJING_OFFSET_MS);

/** 'YYYY-MM-DD HH:mm:ss' in Beijing time (how every reply and page shows a time). */
export function beijingDateTime(d: Date): string {
  return local(d).toISOString().replace('T', ' ').slice(0, 19);
}

/** The Beijing calendar day 'YYYY-MM-DD' of `d`, or of the day `offsetDays` later (negative: earlier). */
export function beijingDate(d: Date, offsetDays = 0): string {
  return local(new Date(d.getTime() + offsetDays * DAY_MS))
    .toISOString()
    .slice(0, 10);
}

/** 'YYYYMMDDHHmmss' in Beijing time (order numbers). */
export function beijingStamp(d: Date): string {
  return beijingDateTime(d).replace(/\D/g, '');
}

/** The minute of the Beijing day of `d` (0 at midnight, 1439 at 23:59). */
export function beijingMinuteOfDay(d: Date): number {
  const ms = d.getTime() + BEIJING_OFFSET_MS;
  return Math.floor((((ms % DAY_MS) + DAY_MS) % DAY_MS) / 60_000);
}

/** The instant Beijing's day began, `daysAgo` days before the day of `now`. */
export function beijingDayStart(now: Date, daysAgo = 0): Date {
  const l = now.getTime() + BEIJING_OFFSET_MS;
  return instant(l - (((l % DAY_MS) + DAY_MS) % DAY_MS) - daysAgo * DAY_MS);
}

/** The instant the Beijing day of `now` ends (exclusive: the next day's start). */
export function beijingDayEnd(now: Date): Date {
  return new Date(beijingDayStart(now).getTime() + DAY_MS);
}

/** The instant the Beijing week of `now` began: Monday 00:00 GMT+8. */
export function beijingWeekStart(now: Date): Date {
  const day = beijingDayStart(now);
  const weekday = (local(day).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return new Date(day.getTime() - weekday * DAY_MS);
}

/** The instant the Beijing week of `now` ends (exclusive: the next Monday 00:00 GMT+8). */
export function beijingWeekEnd(now: Date): Date {
  return new Date(beijingWeekStart(now).getTime() + 7 * DAY_MS);
}

/** The instant the Beijing month of `now` began: the 1st, 00:00 GMT+8. */
export function beijingMonthStart(now: Date): Date {
  const l = local(now);
  return instant(Date.UTC(l.getUTCFullYear(), l.getUTCMonth(), 1));
}

/** The instant the Beijing month of `now` ends (exclusive: the next month's 1st, 00:00 GMT+8). */
export function beijingMonthEnd(now: Date): Date {
  const l = local(now);
  return instant(Date.UTC(l.getUTCFullYear(), l.getUTCMonth() + 1, 1));
}

/** The instant of a Beijing 'YYYY-MM-DD[ HH:mm[:ss]]' (as entered in the back office, or a day's start). */
export function beijingInstant(text: string): Date {
  const [date, time = '00:00:00'] = text.trim().split(' ');
  const [h = '00', m = '00', s = '00'] = time.split(':');
  return new Date(Date.parse(`${date}T${h}:${m}:${s}Z`) - BEIJING_OFFSET_MS);
}

/**
 * A range of whole Beijing days 'YYYY-MM-DD'..'YYYY-MM-DD' (both included) as instants
 * [start of `from`, start of the day after `to`), with each day of it. An empty `to` leaves the end open.
 */
export function beijingDays(from: string, to: string): { start: Date; end: Date; days: string[] } {
  const start = beijingInstant(from);
  const end = new Date(beijingInstant(to).getTime() + DAY_MS);
  const days: string[] = [];
  for (let t = start.getTime(); t < end.getTime(); t += DAY_MS) days.push(beijingDate(new Date(t)));
  return { start, end, days };
}

/** Date filter codes of spec §9 and the whole Beijing days before today each reaches back: 1 today, 2 one week, 3 half month, 4 one month (default). */
export const DATE_RANGES = { 1: 0, 2: 6, 3: 14, 4: 29 } as const;
export type DateCode = keyof typeof DATE_RANGES;

/** Where a date filter starts: the start of the Beijing day its code reaches back to (today's start for "today"). */
export function dateFilterStart(code: DateCode, now: Date): Date {
  return beijingDayStart(now, DATE_RANGES[code]);
}
