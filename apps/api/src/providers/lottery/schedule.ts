import { beijingDate, beijingDayStart } from '../../time.js';

// When the draws happen and what they are called. Each game draws every `drawSeconds`, at fixed
// Beijing-time slots: draw k of a Beijing day (k = 1 .. 86400 / drawSeconds) is drawn at the day's
// start + k × drawSeconds (the last one at the next midnight) and numbered <YYYYMMDD>-<k>, k written
// with at least three digits (20261128-001, as these sites number them). Betting on a draw opens when
// the draw before it is drawn and closes `closeSeconds` before its own.

export interface Schedule {
  drawSeconds: number;
  closeSeconds: number;
}

export interface Slot {
  drawNo: string;
  opensAt: Date;
  closesAt: Date;
  drawsAt: Date;
}

const digits = (s: Schedule) => Math.max(3, String(86_400 / s.drawSeconds).length);

function slot(s: Schedule, dayStart: Date, k: number): Slot {
  const drawsAt = new Date(dayStart.getTime() + k * s.drawSeconds * 1000);
  return {
    drawNo: `${beijingDate(dayStart).replaceAll('-', '')}-${String(k).padStart(digits(s), '0')}`,
    opensAt: new Date(drawsAt.getTime() - s.drawSeconds * 1000),
    closesAt: new Date(drawsAt.getTime() - s.closeSeconds * 1000),
    drawsAt,
  };
}

/** The slot running at `now`: opened at or before it, drawn after it. */
export function slotAt(s: Schedule, now: Date): Slot {
  const dayStart = beijingDayStart(now);
  return slot(s, dayStart, Math.floor((now.getTime() - dayStart.getTime()) / (s.drawSeconds * 1000)) + 1);
}

/** The slot after `current`. */
export function slotAfter(s: Schedule, current: Slot): Slot {
  return slotAt(s, current.drawsAt);
}
