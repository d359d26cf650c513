// The sportsbook's stored words and the reply codes of its player API (providers/sportsbook,
// docs/sportsbook.md). The rules behind them are @portal/game-rules' (sports.ts); the lists here are
// the same words, for the schemas both apps and the API validate with.

/** The sports of the book; a sport venue shows the first two, an e-sport venue the other four. */
export const SPORT_KEYS = ['football', 'basketball', 'lol', 'dota2', 'cs2', 'hok'] as const;
export type SportKey = (typeof SPORT_KEYS)[number];
export const BALL_SPORTS = ['football', 'basketball'] as const satisfies readonly SportKey[];
export const E_SPORTS = ['lol', 'dota2', 'cs2', 'hok'] as const satisfies readonly SportKey[];

/** Market kinds: 1X2, money line, Asian handicap, over/under, both teams to score, correct score; e-sports: winner, map handicap, total maps. */
export const MARKET_KINDS = ['1x2', 'ml', 'ah', 'ou', 'btts', 'cs', 'winner', 'map_ah', 'total_maps'] as const;
export type MarketKindKey = (typeof MARKET_KINDS)[number];

export const EVENT_STATUSES = ['not_started', 'live', 'ended', 'postponed', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** What a player's event list shows: today's and later (early) events before their start, those in play, the results. */
export const EVENT_VIEWS = ['today', 'early', 'live', 'results'] as const;
export type EventView = (typeof EVENT_VIEWS)[number];

export const BET_TYPES = ['single', 'parlay', 'system'] as const;
export type BetType = (typeof BET_TYPES)[number];

/** What the slip accepts when the odds it showed have moved: nothing (refused with the new odds), better odds, any odds. */
export const ACCEPT_POLICIES = ['none', 'better', 'any'] as const;
export type AcceptPolicy = (typeof ACCEPT_POLICIES)[number];

export const BET_STATES = ['open', 'settled', 'cashed_out'] as const;
export type SportsBetState = (typeof BET_STATES)[number];

export const LEG_RESULTS = ['win', 'lose', 'push', 'half_win', 'half_lose', 'void'] as const;
export type SportsLegResult = (typeof LEG_RESULTS)[number];

/** A market or outcome in a reply: open (takes bets), suspended (desk, stale feed or started), settled, void. */
export const OFFER_STATES = ['open', 'suspended', 'settled', 'void'] as const;
export type OfferState = (typeof OFFER_STATES)[number];

export const RESETTLE_STATES = ['pending', 'approved', 'rejected'] as const;

/** Reply codes of the sportsbook's player API beyond the common ones. */
export const SportsCode = {
  /** The odds moved and the slip's `accept` does not take the new ones: `data.changes` lists them. */
  oddsChanged: 240,
  /** A selection takes no bet now: suspended, started, settled, or no longer offered. */
  unavailable: 241,
  /** The bet passes a limit: stake, payout, combined odds or the market's liability. */
  limit: 242,
  /** No cash-out for the bet now (settled, suspended leg, quote expired or used). */
  cashout: 243,
} as const;
