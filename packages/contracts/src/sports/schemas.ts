import { z } from 'zod';
import { intInput, moneyAmount, moneyFigure, optionalIntInput } from '../common/schemas.js';
import { calendarDay, requiredText } from '../common/validation.js';
import { beijingDateTime } from '../common/beijing-time.js';
import { ACCEPT_POLICIES, BET_STATES, BET_TYPES, EVENT_VIEWS, MARKET_KINDS, RESETTLE_STATES, SPORT_KEYS } from './states.js';

// The sportsbook's requests: the player API (/play/api/sports/*, authorised by the launch token)
// and the desk (/api/admin/sports/*). Every malformed field reports common.badRequest; the rules
// of the book (odds moved, limits, suspended markets) are the API's refusals with their own keys.

const bad = { error: 'common.badRequest' } as const;
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

const id = intInput('common.badRequest');
/** A bet id: an int4 like every id a request names (the column is bigint), kept as its decimal string. */
const betId = intInput('common.badRequest').transform(String);
/** Decimal odds as shown (欧洲盘): 1.001 to 1000 with at most 3 decimals, a number or a string; kept as the string. */
export const oddsInput = z
  .union([z.number(), z.string()], bad)
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
  .refine((v) => /^\d{1,4}(\.\d{1,3})?$/.test(v) && Number(v) > 1 && Number(v) <= 1000, bad);
const page = optionalIntInput().default(1).pipe(z.number().max(100_000, bad));
const sport = z.enum(SPORT_KEYS, bad);
/** A team, league or reason: trimmed text of 1 to `max` characters, no control characters. */
const name = (max = 60) => requiredText('common.badRequest', max).refine((v) => !/\p{Cc}/u.test(v), bad);
/** A score: 0 to 999 (goals, points or maps won). */
const score = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,3}$/, bad),
    ],
    bad,
  )
  .transform(Number)
  .pipe(z.number().int(bad).min(0, bad).max(999, bad));
/** A handicap or total line: a multiple of 0.25 within ±400, a number or a string. */
const line = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d{1,3}(\.\d{1,2})?$/, bad),
    ],
    bad,
  )
  .transform(Number)
  .refine((v) => Number.isFinite(v) && Math.abs(v) < 400 && Number.isInteger(v * 4), bad);

// ---- the player API ----

/** Other words clients use for the views: in play is `live`; upcoming (or all) is the default view; ended is `results`. */
const VIEW_ALIASES: Record<string, string | undefined> = {
  in_play: 'live',
  inplay: 'live',
  'in-play': 'live',
  upcoming: '',
  prematch: '',
  pre_match: '',
  not_started: '',
  open: '',
  all: '',
  ended: 'results',
  finished: 'results',
  settled: 'results',
  result: 'results',
};

/** /play/api/sports/events: the venue's events of a view (default: everything still to be played or in play), one sport, one league, or one event. */
export const sportsEventsSchema = z.object({
  sport: z.preprocess(blankToUndefined, sport.optional()),
  state: z.preprocess((v) => blankToUndefined(typeof v === 'string' ? (VIEW_ALIASES[v.toLowerCase()] ?? v) : v), z.enum(EVENT_VIEWS, bad).optional()),
  league: z.preprocess(blankToUndefined, z.string(bad).trim().max(60, bad).optional()),
  event_id: z.preprocess(blankToUndefined, id.optional()),
});
export type SportsEventsInput = z.infer<typeof sportsEventsSchema>;

export const sportsSelectionSchema = z.object({ outcome_id: id, odds: oddsInput });

/**
 * /play/api/sports/bet: a single (one selection), a parlay (2 to 10, one per event) or an N串M
 * system bet (`system` "3/4": `stake` is each combination's, a 3/4 at 10 stakes 40). `odds` are
 * those the slip showed; `accept` says what happens if they moved.
 */
export const sportsBetSchema = z.object({
  type: z.enum(BET_TYPES, bad),
  system: z.preprocess(
    blankToUndefined,
    z
      .string(bad)
      .regex(/^\d{1,2}\/\d{1,3}$/, bad)
      .optional(),
  ),
  selections: z.array(sportsSelectionSchema, bad).min(1, bad).max(10, bad),
  stake: moneyAmount,
  accept: z.preprocess(blankToUndefined, z.enum(ACCEPT_POLICIES, bad).default('none')),
});
export type SportsBetInput = z.infer<typeof sportsBetSchema>;

/** /play/api/sports/bets: the player's bets, open, settled (cash-outs included) or all, newest first. */
export const sportsBetsSchema = z.object({
  state: z.preprocess(blankToUndefined, z.enum(['open', 'settled', 'all'], bad).default('all')),
  page,
});
export type SportsBetsInput = z.infer<typeof sportsBetsSchema>;

/** /play/api/sports/cashout/quote {bet_id} */
export const sportsQuoteSchema = z.object({ bet_id: betId });
export type SportsQuoteInput = z.infer<typeof sportsQuoteSchema>;

/** /play/api/sports/cashout {bet_id, quote_id} */
export const sportsCashoutSchema = z.object({ bet_id: betId, quote_id: z.string(bad).uuid(bad) });
export type SportsCashoutInput = z.infer<typeof sportsCashoutSchema>;

// ---- the desk ----

/** /sports/events: the desk's event list, by sport, status, text (team or league) and start day. */
export const sportsDeskEventsSchema = z.object({
  sport: z.preprocess(blankToUndefined, sport.optional()),
  status: z.preprocess(blankToUndefined, z.enum(['not_started', 'live', 'ended', 'postponed', 'cancelled'], bad).optional()),
  q: z.preprocess(blankToUndefined, z.string(bad).trim().max(60, bad).default('')),
  from: z.preprocess(blankToUndefined, calendarDay().optional()),
  to: z.preprocess(blankToUndefined, calendarDay().optional()),
  page,
});
export type SportsDeskEventsInput = z.infer<typeof sportsDeskEventsSchema>;

const BEIJING_TIME = /^20\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const ISO_INSTANT = /^20\d\d-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d{1,3})?)?(Z|[+-]\d\d:?\d\d)$/;
/** A Beijing wall-clock time 'YYYY-MM-DD HH:mm[:ss]', or an ISO-8601 instant with its offset (read as the Beijing time it is). */
const beijingTime = z
  .string(bad)
  .trim()
  .transform((v) => (ISO_INSTANT.test(v) && !Number.isNaN(Date.parse(v)) ? beijingDateTime(new Date(v)) : v))
  .refine((v) => BEIJING_TIME.test(v), bad);

/** /sports/events/save: a new event (no id) or an event's details; `status` only between not started and live. */
export const sportsEventSaveSchema = z.object({
  id: z.preprocess(blankToUndefined, id.optional()),
  sport,
  league: name(),
  home: name(),
  away: name(),
  starts_at: beijingTime,
  status: z.preprocess(blankToUndefined, z.enum(['not_started', 'live'], bad).optional()),
  score_home: z.preprocess(blankToUndefined, score.optional()),
  score_away: z.preprocess(blankToUndefined, score.optional()),
});
export type SportsEventSaveInput = z.infer<typeof sportsEventSaveSchema>;

export const sportsOutcomeInputSchema = z.object({
  code: z.string(bad).trim().min(1, bad).max(16, bad),
  odds: oddsInput,
});

/**
 * /sports/markets/save: a new market of an event (its kind, line and outcomes with their odds) or
 * a market's settings (in play, liability cap: null for none); a market's outcomes are fixed once made.
 */
export const sportsMarketSaveSchema = z.object({
  id: z.preprocess(blankToUndefined, id.optional()),
  event_id: id,
  kind: z.enum(MARKET_KINDS, bad),
  line: z.preprocess(blankToUndefined, line.optional()),
  in_play: z.boolean(bad).default(false),
  liability_cap: z.preprocess((v) => (v === '' ? null : v), moneyFigure.nullable().optional()),
  outcomes: z.array(sportsOutcomeInputSchema, bad).min(2, bad).max(40, bad),
});
export type SportsMarketSaveInput = z.infer<typeof sportsMarketSaveSchema>;

/** /sports/odds: new odds for some of a market's outcomes. */
export const sportsOddsSchema = z.object({
  market_id: id,
  outcomes: z
    .array(z.object({ id, odds: oddsInput }), bad)
    .min(1, bad)
    .max(40, bad),
});
export type SportsOddsInput = z.infer<typeof sportsOddsSchema>;

/** /sports/suspend: stop (or reopen) one market, one event, or every market (`all`). */
export const sportsSuspendSchema = z
  .object({
    scope: z.enum(['market', 'event', 'all'], bad),
    id: z.preprocess(blankToUndefined, id.optional()),
    suspended: z.boolean(bad),
  })
  .refine((v) => v.scope === 'all' || v.id !== undefined, bad);
export type SportsSuspendInput = z.infer<typeof sportsSuspendSchema>;

/** A final score also sent as `score_home` / `score_away`, or as `score: "2-1"` (or `{home, away}`). */
function scoreAliases(v: unknown): unknown {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
  const o = v as Record<string, unknown>;
  const split = typeof o.score === 'string' ? /^\s*(\d{1,3})\s*[-:]\s*(\d{1,3})\s*$/.exec(o.score) : null;
  const nested = o.score !== null && typeof o.score === 'object' ? (o.score as Record<string, unknown>) : null;
  return {
    ...o,
    home: o.home ?? o.score_home ?? split?.[1] ?? nested?.home,
    away: o.away ?? o.score_away ?? split?.[2] ?? nested?.away,
  };
}

/** /sports/result: the final score (goals, points, or maps won); every market of the event settles from it. */
export const sportsResultSchema = z.preprocess(scoreAliases, z.object({ event_id: id, home: score, away: score }));
export type SportsResultInput = z.infer<typeof sportsResultSchema>;

/** /sports/cancel: the event is cancelled (its bets void at once) or postponed (void after SPORTS_POSTPONE_HOURS unless it is rescheduled). */
export const sportsCancelSchema = z.object({ event_id: id, status: z.enum(['cancelled', 'postponed'], bad) });
export type SportsCancelInput = z.infer<typeof sportsCancelSchema>;

/** /sports/resettle: a corrected final score, waiting for a second staff member. */
export const sportsResettleSchema = z.preprocess(scoreAliases, z.object({ event_id: id, home: score, away: score, reason: name(200) }));
export type SportsResettleInput = z.infer<typeof sportsResettleSchema>;

/** /sports/resettle/approve: a second staff member's decision on a corrected result (`approve: false` rejects it). */
export const sportsResettleDecideSchema = z.object({ id, approve: z.boolean(bad).default(true) });
export type SportsResettleDecideInput = z.infer<typeof sportsResettleDecideSchema>;

/** /sports/resettles: the corrected results, pending first. */
export const sportsResettlesSchema = z.object({
  state: z.preprocess(blankToUndefined, z.enum(RESETTLE_STATES, bad).optional()),
  page,
});
export type SportsResettlesInput = z.infer<typeof sportsResettlesSchema>;

/** /sports/liability: what the house pays on each result of the open events (one event, or one sport). */
export const sportsLiabilitySchema = z.object({
  event_id: z.preprocess(blankToUndefined, id.optional()),
  sport: z.preprocess(blankToUndefined, sport.optional()),
});
export type SportsLiabilityInput = z.infer<typeof sportsLiabilitySchema>;

/** /sports/bets: bet search by member, bet, event, state and the Beijing days it was placed. */
export const sportsBetSearchSchema = z.object({
  username: z.preprocess(blankToUndefined, z.string(bad).trim().max(32, bad).optional()),
  bet_id: z.preprocess(blankToUndefined, betId.optional()),
  event_id: z.preprocess(blankToUndefined, id.optional()),
  state: z.preprocess(blankToUndefined, z.enum(BET_STATES, bad).optional()),
  from: z.preprocess(blankToUndefined, calendarDay().optional()),
  to: z.preprocess(blankToUndefined, calendarDay().optional()),
  page,
});
export type SportsBetSearchInput = z.infer<typeof sportsBetSearchSchema>;

/** At most this many Beijing days in one profit-and-loss report. */
export const SPORTS_PNL_MAX_DAYS = 93;

/** /sports/pnl {from, to}: the book's profit and loss by Beijing day (of settlement) and sport. */
export const sportsPnlSchema = z
  .object({ from: calendarDay(), to: calendarDay() })
  .refine((v) => v.from <= v.to && (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 < SPORTS_PNL_MAX_DAYS, { error: 'staff.rangeInvalid' });
export type SportsPnlInput = z.infer<typeof sportsPnlSchema>;

/** A rate such as the margin: 0 to 0.5 with at most 4 decimals. */
const rate = z
  .union([z.number(), z.string()], bad)
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
  .refine((v) => /^0(\.\d{1,4})?$/.test(v) && Number(v) <= 0.5, bad);

/** /sports/settings/save: the book's margin, the cash-out margin, the stake limits, a new market's liability cap. */
export const sportsSettingsSaveSchema = z
  .object({
    margin: rate,
    cashout_margin: rate,
    min_stake: moneyFigure,
    max_stake: moneyFigure,
    default_cap: z.preprocess((v) => (v === '' ? null : v), moneyFigure.nullable().default(null)),
  })
  .refine((v) => Number(v.min_stake) >= 0.01 && Number(v.min_stake) <= Number(v.max_stake), bad);
export type SportsSettingsSaveInput = z.infer<typeof sportsSettingsSaveSchema>;
