import { describe, expect, it } from 'vitest';
import {
  beijingDate,
  beijingDateTime,
  beijingDayEnd,
  beijingDays,
  beijingDayStart,
  beijingInstant,
  beijingMinuteOfDay,
  beijingMonthEnd,
  beijingMonthStart,
  beijingStamp,
  beijingWeekEnd,
  beijingWeekStart,
  dateFilterStart,
} from '../src/index.js';

const at = (iso: string) => new Date(iso);
const iso = (d: Date) => d.toISOString();

describe('a Beijing day (GMT+8)', () => {
  it('starts at 00:00 in Beijing, 16:00 UTC the day before', () => {
    expect(iso(beijingDayStart(at('2026-01-01T15:59:59.999Z')))).toBe('2025-12-31T16:00:00.000Z');
    expect(iso(beijingDayStart(at('2026-01-01T16:00:00Z')))).toBe('2026-01-01T16:00:00.000Z');
    expect(iso(beijingDayStart(at('2026-01-01T16:00:00Z'), 7))).toBe('2025-12-25T16:00:00.000Z');
  });
  it('ends (exclusive) at the next day start', () => {
    expect(iso(beijingDayEnd(at('2026-01-01T15:59:59Z')))).toBe('2026-01-01T16:00:00.000Z');
    expect(iso(beijingDayEnd(at('2026-01-01T16:00:00Z')))).toBe('2026-01-02T16:00:00.000Z');
  });
  it('names the day of an instant, and the days around it', () => {
    expect(beijingDate(at('2026-03-31T15:59:59Z'))).toBe('2026-03-31');
    expect(beijingDate(at('2026-03-31T16:00:00Z'))).toBe('2026-04-01');
    expect(beijingDate(at('2026-03-31T16:00:00Z'), -1)).toBe('2026-03-31');
    expect(beijingDate(at('2026-03-31T16:00:00Z'), -6)).toBe('2026-03-26');
    expect(beijingDate(at('2026-03-31T16:00:00Z'), 1)).toBe('2026-04-02');
  });
  it('counts the minute of the day from Beijing midnight', () => {
    expect(beijingMinuteOfDay(at('2026-01-01T16:00:00Z'))).toBe(0);
    expect(beijingMinuteOfDay(at('2026-01-01T15:59:59Z'))).toBe(1439);
    expect(beijingMinuteOfDay(at('2026-01-01T02:30:00Z'))).toBe(630);
  });
});

describe('a Beijing week (from Monday) and month', () => {
  it('starts the week on Monday 00:00 Beijing', () => {
    // 2026-11-23 is a Monday: Sunday 23:59 Beijing is still the week before.
    expect(iso(beijingWeekStart(at('2026-11-22T15:59:59Z')))).toBe('2026-11-15T16:00:00.000Z');
    expect(iso(beijingWeekStart(at('2026-11-22T16:00:00Z')))).toBe('2026-11-22T16:00:00.000Z');
    expect(iso(beijingWeekStart(at('2026-11-29T15:59:59Z')))).toBe('2026-11-22T16:00:00.000Z');
    expect(iso(beijingWeekEnd(at('2026-11-25T04:00:00Z')))).toBe('2026-11-29T16:00:00.000Z');
  });
  it('starts the month on the 1st 00:00 Beijing, across the GMT+8 midnight', () => {
    expect(iso(beijingMonthStart(at('2026-01-31T15:59:59Z')))).toBe('2025-12-31T16:00:00.000Z');
    expect(iso(beijingMonthStart(at('2026-01-31T16:00:00Z')))).toBe('2026-01-31T16:00:00.000Z');
    expect(iso(beijingMonthEnd(at('2026-01-31T15:59:59Z')))).toBe('2026-01-31T16:00:00.000Z');
    expect(iso(beijingMonthEnd(at('2026-12-15T00:00:00Z')))).toBe('2026-12-31T16:00:00.000Z');
  });
  it('knows month ends and the leap day', () => {
    expect(iso(beijingMonthEnd(at('2028-02-10T00:00:00Z')))).toBe('2028-02-29T16:00:00.000Z');
    expect(beijingDate(at('2028-02-28T16:00:00Z'))).toBe('2028-02-29');
    expect(iso(beijingMonthStart(at('2028-02-29T15:59:59Z')))).toBe('2028-01-31T16:00:00.000Z');
    expect(iso(beijingMonthEnd(at('2027-02-10T00:00:00Z')))).toBe('2027-02-28T16:00:00.000Z');
    expect(iso(beijingMonthEnd(at('2026-04-30T15:00:00Z')))).toBe('2026-04-30T16:00:00.000Z');
  });
});

describe('Beijing texts and ranges', () => {
  it('writes times and stamps in Beijing time', () => {
    expect(beijingDateTime(at('2026-01-01T16:30:05Z'))).toBe('2026-01-02 00:30:05');
    expect(beijingStamp(at('2026-01-01T16:30:05Z'))).toBe('20260102003005');
  });
  it('reads a Beijing text as its instant', () => {
    expect(iso(beijingInstant('2026-01-02 00:30:05'))).toBe('2026-01-01T16:30:05.000Z');
    expect(iso(beijingInstant('2026-01-02 08:00'))).toBe('2026-01-02T00:00:00.000Z');
    expect(iso(beijingInstant('2028-02-29'))).toBe('2028-02-28T16:00:00.000Z');
  });
  it('covers a range of whole days, both ends included', () => {
    const r = beijingDays('2028-02-27', '2028-03-01');
    expect(iso(r.start)).toBe('2028-02-26T16:00:00.000Z');
    expect(iso(r.end)).toBe('2028-03-01T16:00:00.000Z');
    expect(r.days).toEqual(['2028-02-27', '2028-02-28', '2028-02-29', '2028-03-01']);
    expect(beijingDays('2026-12-31', '2026-12-31').days).toEqual(['2026-12-31']);
  });
  it('starts the date filters (today, a week, half a month, a month) at a Beijing day start', () => {
    const now = at('2026-03-01T15:59:00Z'); // 23:59 on 1 March in Beijing
    expect(iso(dateFilterStart(1, now))).toBe('2026-02-28T16:00:00.000Z');
    expect(iso(dateFilterStart(2, now))).toBe('2026-02-22T16:00:00.000Z');
    expect(iso(dateFilterStart(3, now))).toBe('2026-02-14T16:00:00.000Z');
    expect(iso(dateFilterStart(4, now))).toBe('2026-01-30T16:00:00.000Z');
    expect(iso(dateFilterStart(1, at('2026-03-01T16:00:00Z')))).toBe('2026-03-01T16:00:00.000Z');
  });
});
