import { beijingDayEnd, beijingDayStart, beijingMonthEnd, beijingMonthStart, beijingWeekEnd, beijingWeekStart } from '../common/beijing-time.js';

// Player protection: the limits a member sets, time-outs and self-exclusions.
// Pure rules both apps and the API read; "now" always comes from the caller.

/** Reply codes of player protection (this product's own refusals). */
export const ResponsibleCode = {
  /** The action would pass a limit the member set (the message names the limit and when it resets). */
  limitReached: 230,
  /** A time-out or self-exclusion is running: no deposit, no transfer into a game, no game launch. */
  blocked: 231,
} as const;

/** The limit kinds the server enforces today (deposit: requested and approved deposits). */
export const LIMIT_KINDS = ['deposit'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** A limit's period: a Beijing day, a week from Monday 00:00, a calendar month. */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** How long an increase or a removal waits before it takes effect (a lower or new limit applies at once). */
export const LIMIT_COOLING_OFF_MS = 24 * 3_600_000;

/** Self-exclusion periods (`indefinite` never ends). */
export const EXCLUSION_PERIODS = ['6m', '1y', '5y', 'indefinite'] as const;
export type ExclusionPeriod = (typeof EXCLUSION_PERIODS)[number];

/** A time-out lasts 1 day to 6 weeks. */
export const TIMEOUT_DAYS = { min: 1, max: 42 } as const;

/** The instants a period of `now` began and ends (exclusive): when what is used of a limit resets. */
export function limitWindow(period: LimitPeriod, now: Date): { start: Date; end: Date } {
  if (period === 'day') return { start: beijingDayStart(now), end: beijingDayEnd(now) };
  if (period === 'week') return { start: beijingWeekStart(now), end: beijingWeekEnd(now) };
  return { start: beijingMonthStart(now), end: beijingMonthEnd(now) };
}

/** When a self-exclusion started at `start` ends (null: indefinite). Months are calendar months (UTC fields; the offset is the same on both ends). */
export function exclusionEnd(period: ExclusionPeriod, start: Date): Date | null {
  if (period === 'indefinite') return null;
  const months = period === '6m' ? 6 : period === '1y' ? 12 : 60;
  const end = new Date(start.getTime());
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
}
