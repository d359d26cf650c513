import type { Router } from 'express';
import type { SqlPool } from '../../db/sql.js';
import type { Logger } from '../../logger.js';
import { createBuiltinBooks } from '../builtin/books.js';
import type { LaunchTokens } from '../builtin/launch-token.js';
import type { RoundGate } from '../builtin/routes.js';
import type { PlatformAdapter } from '../types.js';
import { createSportsbookAdapter } from './adapter.js';
import { createBets, type Bets } from './bets.js';
import type { SportsbookOptions } from './model.js';
import { createSportsPlayer } from './player.js';
import { sportsbookRoutes } from './routes.js';
import { deskEvents, eventById, readSettings, saveEvent, saveMarket, saveSettings, setOdds, suspend } from './catalog.js';
import { applyResult, cancelEvent, decideResettle, requestResettle, resettleById, resettles, voidPostponed } from './settlement.js';
import { checkBooks, dropOldQuotes, liability, markStale, profitAndLoss, searchBets } from './reports.js';

export { sportsLossSql } from './reports.js';
import { presentBet, presentDeskEvent, presentDeskMarket, lineText } from './presenter.js';
import { createOddsApiClient, pollFeed } from './feed/odds-api.js';
import { runDemo } from './feed/demo.js';

export type { SportsbookOptions, Venue } from './model.js';
export type { EventRow, MarketRow } from './catalog.js';
export type { ResettleRow } from './settlement.js';

/** The book's store as the desk (modules/sports) uses it: every function takes the caller's Sql (a transaction when it writes). */
export const sportsbookStore = {
  readSettings,
  deskEvents,
  eventById,
  saveEvent,
  saveMarket,
  setOdds,
  suspend,
  saveSettings,
  applyResult,
  cancelEvent,
  requestResettle,
  decideResettle,
  resettleById,
  resettles,
  liability,
  searchBets,
  profitAndLoss,
  checkBooks,
};
export type SportsbookStore = typeof sportsbookStore;

/** How the desk presents the book's rows (contracts' sports replies). */
export const sportsbookPresenter = { presentBet, presentDeskEvent, presentDeskMarket, lineText };
export type { Bets } from './bets.js';

export interface Sportsbook {
  options: SportsbookOptions;
  adapter: PlatformAdapter;
  bets: Bets;
  /** Its page and player API (/play/sports/..., /play/api/sports/*), with the operator's gate over every bet. */
  routes(gate?: RoundGate): Router;
  /** The book's background work, each run once cluster-wide by the desk module's jobs. */
  jobs: {
    /** Stale feed events suspended, postponed events past SPORTS_POSTPONE_HOURS voided, old quotes dropped. */
    book(): Promise<{ stale: number; voided: number; quotes: number }>;
    /** One poll of The Odds API feed (only when SPORTS_FEED is 'feed'). */
    feed?: () => Promise<unknown>;
    /** One tick of the demonstration feed (only when SPORTS_FEED is 'demo'). */
    demo?: () => Promise<unknown>;
  };
}

/**
 * The sportsbook: a built-in platform of its own (docs/sportsbook.md). Its store is this folder
 * (catalog.ts, bets.ts, settlement.ts, reports.ts: nobody else writes its tables); the desk
 * (modules/sports) gets its functions from here; its wallets are the built-in books'.
 */
export function createSportsbook({
  sql,
  clock,
  tokens,
  options,
  log,
}: {
  sql: SqlPool;
  clock: { now(): Date };
  tokens: LaunchTokens;
  options: SportsbookOptions;
  log: Logger;
}): Sportsbook {
  const books = createBuiltinBooks(sql);
  const bets = createBets({ sql, maxPayout: options.maxPayout, clock });
  const feed =
    options.feed === 'feed' && options.feedUrl ? createOddsApiClient({ url: options.feedUrl, key: options.feedKey, timeoutMs: options.timeoutMs }) : null;
  return {
    options,
    adapter: createSportsbookAdapter({ sql, books, bets, tokens }),
    bets,
    routes: (gate) => sportsbookRoutes({ tokens, player: createSportsPlayer({ sql, bets, clock, gate }) }),
    jobs: {
      async book() {
        const now = clock.now();
        return {
          stale: options.feed === 'feed' ? await markStale(sql, now, options.staleSeconds) : 0,
          voided: await voidPostponed(sql, now, options.postponeHours),
          quotes: await dropOldQuotes(sql, now),
        };
      },
      ...(feed ? { feed: () => pollFeed({ sql, client: feed, clock, only: options.feedSports, staleSeconds: options.staleSeconds, log }) } : {}),
      ...(options.feed === 'demo' ? { demo: () => runDemo({ sql, clock }) } : {}),
    },
  };
}
