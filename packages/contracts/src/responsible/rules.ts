import { beijingDayEnd, beijingDayStart, beijingMonthEnd, beijingMonthStart, beijingWeekEnd, beijingWeekStart } from '../common/beijing-time.js';

// Player protection: the limits a member sets, time-outs and self-exclusions.
// Pure rules both apps and the API read; "now" always comes from the caller.

/** Reply codes of player protection (this product's own refusals). */
export const ResponsibleCode = {
  /** The action would pass a limit the member set (the message names the limit and when it resets). */
  limitReached: 230,
  /** A time-out or self-exclusion is running: no deposit, no transfer into a game, no game launch. */
  blocked: 231,
  /** The loss limit is reached, or a built-in game bet could take the loss past it (the message names the limit and when it resets). */
  lossLimitReached: 232,
  /** The daily play-time limit is used up: no game launch, transfer into a game or bet until the next Beijing day. */
  timeLimitReached: 233,
  /** Net deposits of 30 days passed AFFORDABILITY_NET_DEPOSITS_30D: deposits wait for a staff review (the message says why and what to do). */
  affordabilityReview: 234,
} as const;

/**
 * The limit kinds the server enforces. deposit: requested and approved deposits. loss: net loss,
 * settled stakes minus payouts (bet records of every platform, the built-in platform's rounds at
 * once), never below 0. time: play minutes of the Beijing day (period `day` only; value, used
 * and left in whole minutes, see PLAY_GAP_MINUTES).
 */
export const LIMIT_KINDS = ['deposit', 'loss', 'time'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** A limit's period: a Beijing day, a week from Monday 00:00, a calendar month. */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** How long an increase or a removal waits before it takes effect (a lower or new limit applies at once). */
export const LIMIT_COOLING_OFF_MS = 24 * 3_600_000;

/** Self-exclusion periods (`indefinite` never ends). */
export const EXCLUSION_PERIODS = ['6m', '1y', '5y', 'indefinite'] as const;
export type ExclusionPeriod = (typeof EXCLUSION_PERIODS)[number];

/** The periods each kind may have (a play-time limit is daily). */
export const LIMIT_KIND_PERIODS: Record<LimitKind, readonly LimitPeriod[]> = { deposit: LIMIT_PERIODS, loss: LIMIT_PERIODS, time: ['day'] };

/** A daily play-time limit is 1 to 1440 whole minutes. */
export const TIME_LIMIT_MINUTES = { min: 1, max: 1440 } as const;

/**
 * How play time is counted: every minute in which the member launches a game, moves money into
 * one or bets (a built-in round, or a bet record of any platform) is a play minute; the time from
 * one play minute to the next counts in full when they are at most this many minutes apart (the
 * member was playing in between), and a play minute after a longer pause counts as one minute.
 */
export const PLAY_GAP_MINUTES = 5;

/** After a self-exclusion has ended, the account reopens this long after the member asks (POST /api/responsible/reopen). */
export const REOPEN_WAIT_MS = 24 * 3_600_000;
/** An indefinite self-exclusion reopens, once staff approve, this long after the member asked. */
export const REOPEN_INDEFINITE_WAIT_MS = 7 * 24 * 3_600_000;

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

/**
 * The harm-indicator report (back office): who is listed and why (docs/player-protection.md, "Markers of
 * harm", defines each marker). Deposits (approved) of the last 7 days against the 7 before: a sharp
 * rise is at least `riseFactor` times as much and at least `riseMin` more. Over the last
 * `windowDays` days: limits hit (refusals of a deposit, loss or play-time limit) at least
 * `limitHitsMin` times; play (a play minute or a bet) between `nightFromHour`:00 and
 * `nightToHour`:00 Beijing time on at least `lateNightsMin` nights; any deposit refused by a limit
 * or a block. Payment methods: approved deposits of at least `methodsMin` methods within the last
 * `methodsDays` days. A withdrawal cancelled and played: a withdrawal rejected (its money back in
 * the wallet) followed within `reversalHours` hours by bets staking at least `reversalShare` of
 * it. Deposits rising after losses: at least `chaseTimesMin` Beijing days with a net loss of at
 * least `chaseLossMin` followed by a day with more deposits than the loss day's.
 */
export const HARM_REPORT = {
  riseFactor: 2,
  riseMin: '1000.00',
  windowDays: 30,
  limitHitsMin: 3,
  lateNightsMin: 3,
  nightFromHour: 0,
  nightToHour: 6,
  methodsMin: 3,
  methodsDays: 7,
  reversalHours: 24,
  reversalShare: 0.5,
  chaseLossMin: '500.00',
  chaseTimesMin: 2,
  /** At most this many evidence rows of one kind on a member's row (the newest). */
  evidenceRows: 50,
  rows: 200,
} as const;
