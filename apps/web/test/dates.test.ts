/**
 * The web's one date helper (src/lib/dates.ts, dayjs with utc + timezone): every date is shown in
 * Beijing time whatever the browser's zone, replies' Beijing texts are shown as they are, and
 * instants (ISO with an offset, Date) are converted.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { beijingToday, beijingYear, formatDate, formatDateTime, formatRemaining, msBetween, spanParts } from '../src/lib/dates';

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe.each(['UTC', 'America/New_York', 'Asia/Tokyo'])('dates in a browser set to %s', (tz) => {
  it('shows a reply’s Beijing text unchanged and an instant in Beijing time', () => {
    process.env.TZ = tz;
    expect(formatDateTime('2026-11-25 09:08:07')).toBe('2026-11-25 09:08:07');
    expect(formatDateTime('2026-11-25T16:30:00.000Z')).toBe('2026-11-26 00:30:00');
    expect(formatDateTime(new Date('2026-11-25T01:00:00Z'))).toBe('2026-11-25 09:00:00');
    expect(formatDate('2026-11-25T16:30:00Z')).toBe('2026-11-26');
    expect(formatDate('2026-11-25 23:59:59')).toBe('2026-11-25');
  });

  it('takes today and the year from the Beijing calendar', () => {
    process.env.TZ = tz;
    expect(beijingToday(0, new Date('2026-11-25T16:00:00Z'))).toBe('2026-11-26');
    expect(beijingToday(0, new Date('2026-11-25T15:59:59Z'))).toBe('2026-11-25');
    expect(beijingToday(-6, new Date('2026-03-03T00:00:00Z'))).toBe('2026-02-25');
    expect(beijingYear(new Date('2026-12-31T16:00:00Z'))).toBe(2027);
  });

  it('measures a countdown between two Beijing texts', () => {
    process.env.TZ = tz;
    expect(msBetween('2026-11-23 23:59:00', '2026-11-25 00:00:30')).toBe(86_400_000 + 90_000);
  });
});

describe('empty and unreadable dates', () => {
  it('shows a dash for none and an unreadable text as it came', () => {
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime('')).toBe('—');
    expect(formatDate(undefined)).toBe('—');
    expect(formatDateTime('soon')).toBe('soon');
  });
});

describe('spans', () => {
  it('formats what is left as mm:ss, minutes past 59, never below 00:00', () => {
    expect(formatRemaining(3600_000)).toBe('60:00');
    expect(formatRemaining(59_001)).toBe('01:00');
    expect(formatRemaining(-1)).toBe('00:00');
  });
  it('splits a span into two-digit days, hours, minutes and seconds', () => {
    expect(spanParts(86_400_000 + 3_723_000)).toEqual(['01', '01', '02', '03']);
    expect(spanParts(123 * 86_400_000 + 59_999)).toEqual(['123', '00', '00', '59']);
  });
});
