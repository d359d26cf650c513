import { BALL_SPORTS, E_SPORTS, type OfferState, type SportKey } from '@portal/contracts';
import { AppError } from '../../errors.js';

// What the sportsbook's parts share: the venues and their sports, the state of an offer as a
// player sees it, its settings, and the refusal that carries data (the moved odds).

/** A sport venue (沙巴体育, 皇冠体育, IM体育) shows the ball sports; an e-sport venue (IA电竞, 泛亚电竞) the e-sports. */
export type Venue = 'sports' | 'esports';
export const VENUE_SPORTS: Record<Venue, readonly SportKey[]> = { sports: BALL_SPORTS, esports: E_SPORTS };
/** The venue a platform's catalogue category names ('gaming' and its spellings are e-sports). */
export const venueOf = (category: string): Venue => (/^(gaming|esport|e_sport)$/i.test(category) ? 'esports' : 'sports');

/** How the sportsbook is run (config.sports and its own constants). */
export interface SportsbookOptions {
  /** SPORTS_MAX_PAYOUT: the most one bet may return. */
  maxPayout: string;
  /** SPORTS_POSTPONE_HOURS: a postponed event's bets void this long after its start time. */
  postponeHours: number;
  /** SPORTS_FEED_STALE_SECONDS: a feed event unpriced this long has its markets suspended. */
  staleSeconds: number;
  /** Where the odds come from besides the desk. */
  feed: 'feed' | 'demo' | 'off';
  feedUrl: string | null;
  feedKey: string | null;
  /** The feed's sport keys to poll (empty: every active one the book maps). */
  feedSports: string[];
  /** The time limit of one feed call (PLATFORM_TIMEOUT_MS). */
  timeoutMs: number;
}

/** A cash-out price holds this long. */
export const QUOTE_SECONDS = 10;

/** The desk's settings row (sports_settings). */
export interface SettingsRow {
  margin: string;
  cashout_margin: string;
  min_stake: string;
  max_stake: string;
  default_cap: string | null;
  halted: boolean;
}

/** A market as the offer check needs it. */
export interface OfferFacts {
  market_status: string;
  market_suspended: boolean;
  stale: boolean;
  in_play: boolean;
  event_status: string;
  event_suspended: boolean;
  starts_at: Date;
  halted: boolean;
}

/**
 * Whether a market takes bets now, as the player sees it: settled or void once it has its result;
 * suspended by the desk (market, event or all), by a stale feed, or because its event started and
 * it is not offered in play, or because the event is no longer to be played; otherwise open.
 */
export function offerState(m: OfferFacts, now: Date): OfferState {
  if (m.market_status === 'settled' || m.market_status === 'void') return m.market_status;
  if (m.market_suspended || m.stale || m.event_suspended || m.halted) return 'suspended';
  if (m.event_status !== 'not_started' && m.event_status !== 'live') return 'suspended';
  const started = m.event_status === 'live' || m.starts_at.getTime() <= now.getTime();
  return started && !m.in_play ? 'suspended' : 'open';
}

/** A refusal of the player API, with the data the client needs to recover (the moved odds). */
export class SportsRefusal extends AppError {
  constructor(
    code: number,
    key: ConstructorParameters<typeof AppError>[1],
    readonly data?: unknown,
  ) {
    super(code, key);
  }
}

/** A time as the database columns hold it (timestamp without time zone, UTC): the parameter to cast with `::timestamptz AT TIME ZONE 'UTC'`. */
export const utc = (d: Date) => d.toISOString();
/** A column read back as an instant. */
export const instant = (column: string) => `(${column} AT TIME ZONE 'UTC')`;
