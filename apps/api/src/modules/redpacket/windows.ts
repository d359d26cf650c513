import { minutesOfDay } from '@portal/contracts';
import { beijingDate, beijingDayStart, DAY_MS } from '../../time.js';

const MINUTE_MS = 60_000;

/** The red packet's daily windows, Beijing 'HH:mm' (the red_packet_settings row). */
export interface WindowSettings {
  drawStart: string;
  drawEnd: string;
  countStart: string;
  countEnd: string;
}

/** One Beijing day's windows as instants: draws [drawOpen, drawClose), deposits counted [countFrom, countTo). */
export interface DayWindows {
  /** The Beijing draw day, 'YYYY-MM-DD': draws are counted per this day. */
  day: string;
  drawOpen: Date;
  drawClose: Date;
  countFrom: Date;
  countTo: Date;
}

/**
 * The windows of the Beijing day of `now`. The counting window ends on that day; when its start
 * is after its end (12:00 -> 10:00) it starts the day before.
 */
export function windowsOf(settings: WindowSettings, now: Date): DayWindows {
  const dayStart = beijingDayStart(now).getTime();
  const at = (hhmm: string, daysBefore = 0) => new Date(dayStart + minutesOfDay(hhmm) * MINUTE_MS - daysBefore * DAY_MS);
  const crossesMidnight = minutesOfDay(settings.countStart) >= minutesOfDay(settings.countEnd);
  return {
    day: beijingDate(new Date(dayStart)),
    drawOpen: at(settings.drawStart),
    drawClose: at(settings.drawEnd),
    countFrom: at(settings.countStart, crossesMidnight ? 1 : 0),
    countTo: at(settings.countEnd),
  };
}

export const isDrawing = (w: DayWindows, now: Date) => now >= w.drawOpen && now < w.drawClose;

/** What the page's clock counts to: the close while the window is open, else its next opening at or after `from`. */
export function nextClockTarget(settings: WindowSettings, now: Date, from: Date = now): Date {
  const w = windowsOf(settings, from);
  if (isDrawing(w, from)) return from <= now ? w.drawClose : from;
  if (from < w.drawOpen) return w.drawOpen;
  return windowsOf(settings, new Date(from.getTime() + DAY_MS)).drawOpen;
}
