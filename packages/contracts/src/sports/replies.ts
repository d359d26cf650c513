import { z } from 'zod';
import { moneyText, pageReply } from '../common/replies.js';
import { BET_STATES, BET_TYPES, EVENT_STATUSES, LEG_RESULTS, MARKET_KINDS, OFFER_STATES, RESETTLE_STATES, SPORT_KEYS } from './states.js';

// What the sportsbook answers: the player API (/play/api/sports/*) and the desk (/api/admin/sports/*).
// Odds are decimal strings with 3 places ("2.100", 欧洲盘) with their Hong Kong form beside them
// (香港盘, D − 1); money is a string with 2 decimals; times are Beijing wall-clock 'YYYY-MM-DD HH:mm:ss'.

const odds = z.string().regex(/^\d+\.\d{3}$/);
const time = z.string();
const score = z.object({ home: z.number(), away: z.number() }).nullable();

export const sportsOutcomeReply = z.object({
  id: z.number(),
  code: z.string(),
  odds,
  odds_hk: z.string(),
  /** open: takes bets; suspended; settled or void once the market has its result. */
  status: z.enum(OFFER_STATES),
  result: z.enum(LEG_RESULTS).nullable(),
});
export type SportsOutcome = z.infer<typeof sportsOutcomeReply>;

export const sportsMarketReply = z.object({
  id: z.number(),
  kind: z.enum(MARKET_KINDS),
  /** The home side's handicap or the total ("-0.75", "2.5"); null for a kind without a line. */
  line: z.string().nullable(),
  status: z.enum(OFFER_STATES),
  in_play: z.boolean(),
  outcomes: z.array(sportsOutcomeReply),
});
export type SportsMarket = z.infer<typeof sportsMarketReply>;

export const sportsEventReply = z.object({
  id: z.number(),
  sport: z.enum(SPORT_KEYS),
  league: z.string(),
  home: z.string(),
  away: z.string(),
  starts_at: time,
  status: z.enum(EVENT_STATUSES),
  score,
  suspended: z.boolean(),
  /** A demonstration event (SPORTS_FEED=demo): not a real match. */
  demo: z.boolean(),
  markets: z.array(sportsMarketReply),
});
export type SportsEvent = z.infer<typeof sportsEventReply>;

/** /play/api/sports/events: the venue's sports and their leagues with their events' counts, the views' counts, and the events. */
export const sportsEventsReply = z.object({
  sports: z.array(z.object({ sport: z.enum(SPORT_KEYS), count: z.number(), leagues: z.array(z.object({ league: z.string(), count: z.number() })) })),
  counts: z.object({ today: z.number(), early: z.number(), live: z.number(), results: z.number() }),
  events: z.array(sportsEventReply),
});
export type SportsEventsReply = z.infer<typeof sportsEventsReply>;

export const sportsLegReply = z.object({
  event_id: z.number(),
  sport: z.enum(SPORT_KEYS),
  league: z.string(),
  home: z.string(),
  away: z.string(),
  starts_at: time,
  event_status: z.enum(EVENT_STATUSES),
  score,
  market_id: z.number(),
  kind: z.enum(MARKET_KINDS),
  line: z.string().nullable(),
  outcome_id: z.number(),
  code: z.string(),
  odds,
  result: z.enum(LEG_RESULTS).nullable(),
});
export type SportsLeg = z.infer<typeof sportsLegReply>;

export const sportsBetReply = z.object({
  id: z.string(),
  type: z.enum(BET_TYPES),
  /** N串M as "3/4" (a system bet). */
  system: z.string().nullable(),
  /** What the bet took: the unit stake times the combinations. */
  stake: moneyText,
  unit_stake: moneyText,
  combinations: z.number(),
  /** The combined odds of a single or parlay (a system bet: its largest combination's). */
  odds,
  potential_payout: moneyText,
  state: z.enum(BET_STATES),
  result: z.enum(LEG_RESULTS).nullable(),
  payout: moneyText,
  valid_stake: moneyText,
  /** An open bet's cash-out price now, in the player's list (null: none; /cashout/quote gives the price that holds for 10 s). */
  cashout: moneyText.nullable(),
  placed_at: time,
  settled_at: time.nullable(),
  legs: z.array(sportsLegReply),
});
export type SportsBet = z.infer<typeof sportsBetReply>;

/** /play/api/sports/bet and /play/api/sports/cashout: the bet as it now stands and the wallet after it. */
export const sportsBetPlacedReply = z.object({ bet: sportsBetReply, balance: moneyText });
export type SportsBetPlaced = z.infer<typeof sportsBetPlacedReply>;

/** The refusal `SportsCode.oddsChanged` (240) carries the selections' current odds (and whether they still take bets). */
export const sportsOddsChangedReply = z.object({
  changes: z.array(z.object({ outcome_id: z.number(), odds, odds_hk: z.string(), status: z.enum(OFFER_STATES) })),
});
export type SportsOddsChanged = z.infer<typeof sportsOddsChangedReply>;

export const sportsBetsReply = pageReply(sportsBetReply);
export type SportsBetsReply = z.infer<typeof sportsBetsReply>;

/** /play/api/sports/cashout/quote: a price valid for `valid_seconds` (10), paid once. */
export const sportsQuoteReply = z.object({ quote_id: z.string(), bet_id: z.string(), amount: moneyText, expires_at: time, valid_seconds: z.number() });
export type SportsQuote = z.infer<typeof sportsQuoteReply>;

// ---- the desk ----

export const sportsDeskMarketReply = sportsMarketReply.extend({
  suspended: z.boolean(),
  stale: z.boolean(),
  liability_cap: moneyText.nullable(),
  exposure: moneyText,
  odds_version: z.number(),
  result_version: z.number(),
});
export type SportsDeskMarket = z.infer<typeof sportsDeskMarketReply>;

export const sportsDeskEventReply = sportsEventReply.omit({ markets: true }).extend({
  source: z.enum(['desk', 'feed', 'demo']),
  result_version: z.number(),
  open_bets: z.number(),
  open_stake: moneyText,
  markets: z.array(sportsDeskMarketReply),
});
export type SportsDeskEvent = z.infer<typeof sportsDeskEventReply>;

export const sportsDeskEventsReply = pageReply(sportsDeskEventReply);

/** /sports/suspend: how many markets or events changed. */
export const sportsSuspendReply = z.object({ changed: z.number() });

/** /sports/result and /sports/cancel: what the result settled (or voided). */
export const sportsSettledReply = z.object({ event_id: z.number(), status: z.enum(EVENT_STATUSES), markets: z.number(), bets: z.number() });
export type SportsSettled = z.infer<typeof sportsSettledReply>;

export const sportsResettleReply = z.object({
  id: z.number(),
  event_id: z.number(),
  event: z.string(),
  previous: z.string(),
  score_home: z.number(),
  score_away: z.number(),
  reason: z.string(),
  state: z.enum(RESETTLE_STATES),
  requested_by: z.string(),
  requested_at: time,
  decided_by: z.string().nullable(),
  decided_at: time.nullable(),
  /** What an approval moved: bets re-settled, payouts reversed and paid, and what members now owe. */
  outcome: z.object({ bets: z.number(), reversed: moneyText, paid: moneyText, debt: moneyText }).nullable(),
});
export type SportsResettle = z.infer<typeof sportsResettleReply>;
export const sportsResettlesReply = pageReply(sportsResettleReply);

/** One outcome of the liability view: its open singles, what they pay if it wins, the house's result then; and the parlays through it. */
export const sportsLiabilityOutcomeReply = z.object({
  outcome_id: z.number(),
  code: z.string(),
  odds,
  bets: z.number(),
  stake: moneyText,
  payout: moneyText,
  house: moneyText,
  parlay_bets: z.number(),
  parlay_payout: moneyText,
});

export const sportsLiabilityReply = z.object({
  events: z.array(
    z.object({
      event_id: z.number(),
      sport: z.enum(SPORT_KEYS),
      league: z.string(),
      home: z.string(),
      away: z.string(),
      starts_at: time,
      status: z.enum(EVENT_STATUSES),
      open_bets: z.number(),
      stake: moneyText,
      /** The most the house can lose on the event's singles: the worst of its markets' worst results, added. */
      worst: moneyText,
      markets: z.array(
        z.object({
          market_id: z.number(),
          kind: z.enum(MARKET_KINDS),
          line: z.string().nullable(),
          exposure: moneyText,
          liability_cap: moneyText.nullable(),
          stake: moneyText,
          outcomes: z.array(sportsLiabilityOutcomeReply),
        }),
      ),
    }),
  ),
});
export type SportsLiability = z.infer<typeof sportsLiabilityReply>;

export const sportsBetRowReply = sportsBetReply.extend({ username: z.string(), platname: z.string() });
export const sportsBetSearchReply = pageReply(sportsBetRowReply).extend({ stake_total: moneyText, payout_total: moneyText });

export const sportsPnlRowReply = z.object({
  day: z.string(),
  sport: z.string(),
  bets: z.number(),
  stake: moneyText,
  payout: moneyText,
  valid_stake: moneyText,
  /** The book's profit: stakes less payouts (negative: a loss). */
  profit: moneyText,
});
export const sportsPnlReply = z.object({
  rows: z.array(sportsPnlRowReply),
  by_sport: z.array(sportsPnlRowReply.omit({ day: true })),
  total: sportsPnlRowReply.omit({ day: true, sport: true }),
});
export type SportsPnl = z.infer<typeof sportsPnlReply>;

export const sportsSettingsReply = z.object({
  margin: z.string(),
  cashout_margin: z.string(),
  min_stake: moneyText,
  max_stake: moneyText,
  default_cap: moneyText.nullable(),
  halted: z.boolean(),
  /** SPORTS_MAX_PAYOUT, SPORTS_POSTPONE_HOURS, where the odds come from (desk, feed or demo) and how stale a feed may go. */
  max_payout: moneyText,
  postpone_hours: z.number(),
  feed: z.enum(['desk', 'feed', 'demo']),
  stale_seconds: z.number(),
});
export type SportsSettings = z.infer<typeof sportsSettingsReply>;
