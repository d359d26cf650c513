/**
 * The back office's one date helper (src/lib/format.ts, dayjs with utc + timezone): times are
 * shown in Beijing time whatever the staff browser's zone; an ISO instant (the promotion queue's
 * created_at) is converted, not shown as UTC; the report's default range and chart ticks are days.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { beijingDay, chartDayTick, chartDayX, when } from '../src/lib/format';

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe.each(['UTC', 'America/Los_Angeles', 'Asia/Shanghai'])('in a browser set to %s', (tz) => {
  it('shows a Beijing text as it is and an ISO instant in Beijing time', () => {
    process.env.TZ = tz;
    expect(when('2026-11-25 09:08:07')).toBe('2026-11-25 09:08:07');
    expect(when('2026-11-25T16:30:00.000Z')).toBe('2026-11-26 00:30:00');
    expect(when('2026-11-25T09:30:00+08:00')).toBe('2026-11-25 09:30:00');
  });

  it('counts report days on the Beijing calendar', () => {
    process.env.TZ = tz;
    expect(beijingDay(0, new Date('2026-11-25T16:00:00Z'))).toBe('2026-11-26');
    expect(beijingDay(-6, new Date('2026-11-25T15:59:59Z'))).toBe('2026-11-19');
  });

  it('labels chart days as MM-DD, with the year only across a new year', () => {
    process.env.TZ = tz;
    expect(chartDayTick(['2026-11-19', '2026-11-25'])(chartDayX('2026-11-25'))).toBe('11-25');
    expect(chartDayTick(['2026-12-30', '2027-01-02'])(chartDayX('2027-01-01'))).toBe('2027-01-01');
  });
});

it('shows a dash for no time', () => {
  expect(when(null)).toBe('—');
  expect(when('')).toBe('—');
});
