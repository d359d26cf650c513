import type { SportsLocale, Translate } from './i18n/index.js';

// The replies of the player API (contracts sports/replies.ts), as far as the page reads them.

export interface Reply<T> {
  code: number;
  message: string;
  data?: T;
}
export interface Outcome {
  id: number;
  code: string;
  odds: string;
  odds_hk: string;
  status: string;
  result: string | null;
}
export interface Market {
  id: number;
  kind: string;
  line: string | null;
  status: string;
  in_play: boolean;
  outcomes: Outcome[];
}
export interface SportEvent {
  id: number;
  sport: string;
  league: string;
  home: string;
  away: string;
  starts_at: string;
  status: string;
  score: { home: number; away: number } | null;
  suspended: boolean;
  demo: boolean;
  markets: Market[];
}
export type View = 'all' | 'today' | 'early' | 'live' | 'results';
export interface EventsReply {
  sports: { sport: string; count: number; leagues: { league: string; count: number }[] }[];
  counts: { today: number; early: number; live: number; results: number };
  events: SportEvent[];
}
export interface Leg {
  event_id: number;
  sport: string;
  league: string;
  home: string;
  away: string;
  starts_at: string;
  event_status: string;
  score: { home: number; away: number } | null;
  kind: string;
  line: string | null;
  outcome_id: number;
  code: string;
  odds: string;
  result: string | null;
}
export interface Bet {
  id: string;
  type: 'single' | 'parlay' | 'system';
  system: string | null;
  stake: string;
  unit_stake: string;
  combinations: number;
  odds: string;
  potential_payout: string;
  state: 'open' | 'settled' | 'cashed_out';
  result: string | null;
  payout: string;
  cashout: string | null;
  placed_at: string;
  settled_at: string | null;
  legs: Leg[];
}
export interface BetsReply {
  data: Bet[];
  current_page: number;
  last_page: number;
  total: number;
}
export interface Quote {
  quote_id: string;
  bet_id: string;
  amount: string;
  valid_seconds: number;
}
export interface Placed {
  bet: Bet;
  balance: string;
}
export interface OddsChange {
  outcome_id: number;
  odds: string;
  odds_hk: string;
  status: string;
}
export interface BetBody {
  type: 'single' | 'parlay' | 'system';
  system?: string;
  selections: { outcome_id: number; odds: string }[];
  stake: string;
  accept: 'none' | 'better' | 'any';
}

export const OK = 200;
export const UNAUTHORIZED = 401;
export const ODDS_CHANGED = 240;

/**
 * The page's only network: POST {base}/balance and {base}/sports/* with the launch token as a
 * bearer token. Never throws: a transport failure or a reply that is not an envelope is code -1
 * with a localised message; an HTTP 401 is code 401.
 */
export function createApi(opts: { base: string; token: string; locale: SportsLocale; t: Translate }) {
  const { base, token, locale, t } = opts;
  async function post<T>(path: string, payload: object): Promise<Reply<T>> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json', Lang: locale };
    if (token) headers.Authorization = `Bearer ${token}`;
    let res: Response;
    try {
      res = await fetch(base + path, { method: 'POST', headers, body: JSON.stringify(payload), credentials: 'same-origin', cache: 'no-store' });
    } catch {
      return { code: -1, message: t('network') };
    }
    if (res.status === UNAUTHORIZED) return { code: UNAUTHORIZED, message: t('expired') };
    try {
      const json = (await res.json()) as Partial<Reply<T>> | null;
      if (!json || typeof json.code !== 'number') return { code: -1, message: t('failed') };
      if (json.code === UNAUTHORIZED) return { code: UNAUTHORIZED, message: t('expired') };
      return json as Reply<T>;
    } catch {
      return { code: -1, message: res.ok ? t('failed') : t('network') };
    }
  }
  return {
    balance: () => post<{ balance: string }>('/balance', {}),
    events: (body: { sport?: string; state?: string; league?: string }) => post<EventsReply>('/sports/events', body),
    bet: (body: BetBody) => post<Placed>('/sports/bet', body),
    bets: (body: { state: 'open' | 'settled'; page: number }) => post<BetsReply>('/sports/bets', body),
    quote: (betId: string) => post<Quote>('/sports/cashout/quote', { bet_id: betId }),
    cashout: (betId: string, quoteId: string) => post<Placed>('/sports/cashout', { bet_id: betId, quote_id: quoteId }),
  };
}
export type SportsApi = ReturnType<typeof createApi>;
