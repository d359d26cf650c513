// Business time is Beijing time (UTC+8, no daylight saving): days, windows and displayed times.
const OFFSET_MS = 8 * 3600_000;
const DAY_MS = 24 * 3600_000;

/** 'YYYY-MM-DD HH:mm:ss' in Beijing time. */
export function beijingDateTime(d: Date): string {
  return new Date(d.getTime() + OFFSET_MS).toISOString().replace('T', ' ').slice(0, 19);
}

/** The instant Beijing's day began, `daysAgo` days before today. */
export function beijingDayStart(daysAgo = 0, now = Date.now()): Date {
  const local = now + OFFSET_MS;
  return new Date(local - (local % DAY_MS) - daysAgo * DAY_MS - OFFSET_MS);
}
