// Business time is Beijing time (UTC+8, no daylight saving): days, windows and displayed times.
// The only place that knows the offset; "now" always comes from the caller (a Clock).
const OFFSET_MS = 8 * 3600_000;
const DAY_MS = 24 * 3600_000;

/** 'YYYY-MM-DD HH:mm:ss' in Beijing time. */
export function beijingDateTime(d: Date): string {
  return new Date(d.getTime() + OFFSET_MS).toISOString().replace('T', ' ').slice(0, 19);
}

/** 'YYYYMMDDHHmmss' in Beijing time (order numbers). */
export function beijingStamp(d: Date): string {
  return beijingDateTime(d).replace(/\D/g, '');
}

/** The instant Beijing's day began, `daysAgo` days before the day of `now`. */
export function beijingDayStart(now: Date, daysAgo = 0): Date {
  const local = now.getTime() + OFFSET_MS;
  return new Date(local - (local % DAY_MS) - daysAgo * DAY_MS - OFFSET_MS);
}

/** The instant of a Beijing 'YYYY-MM-DD HH:mm[:ss]' (as entered in the back office). */
export function beijingInstant(text: string): Date {
  const [date, time = '00:00:00'] = text.trim().split(' ');
  const [h = '00', m = '00', s = '00'] = time.split(':');
  return new Date(Date.parse(`${date}T${h}:${m}:${s}Z`) - OFFSET_MS);
}
