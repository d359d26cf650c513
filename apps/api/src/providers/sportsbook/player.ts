import {
  PAGE_SIZE,
  pageOf,
  type SportsBetInput,
  type SportsBetPlaced,
  type SportsBetsInput,
  type SportsBetsReply,
  type SportsCashoutInput,
  type SportsEventsInput,
  type SportsEventsReply,
  type SportsQuote,
} from '@portal/contracts';
import type { SqlPool } from '../../db/sql.js';
import { formatMoney } from '../../money.js';
import type { RoundGate } from '../builtin/routes.js';
import type { Bets, Bettor } from './bets.js';
import { playerEvents, readSettings } from './catalog.js';
import { VENUE_SPORTS } from './model.js';
import { presentBet, presentEvent, presentQuote } from './presenter.js';

/** The player API's use cases (/play/api/sports/*): the venue's events, a bet, the player's bets, cash-out. */
export function createSportsPlayer({ sql, bets, clock, gate }: { sql: SqlPool; bets: Bets; clock: { now(): Date }; gate?: RoundGate }) {
  async function events(who: Bettor, input: SportsEventsInput): Promise<SportsEventsReply> {
    const now = clock.now();
    const sports = VENUE_SPORTS[who.venue];
    if (input.sport && !sports.includes(input.sport)) return { sports: [], counts: { today: 0, early: 0, live: 0, results: 0 }, events: [] };
    const [found, settings] = await Promise.all([
      playerEvents(sql, { sports, view: input.state, sport: input.sport, league: input.league, eventId: input.event_id, now }),
      readSettings(sql),
    ]);
    const at = { now, halted: settings.halted };
    return {
      sports: sports.map((sport) => {
        const leagues = found.leagues.filter((l) => l.sport === sport).map((l) => ({ league: l.league, count: l.count }));
        return { sport, count: leagues.reduce((s, l) => s + l.count, 0), leagues };
      }),
      counts: found.counts,
      events: found.events.map((e) => presentEvent(e, at)),
    };
  }

  async function place(who: Bettor, input: SportsBetInput): Promise<SportsBetPlaced> {
    const done = await bets.place(who, input, gate);
    return { bet: presentBet(done.bet), balance: formatMoney(done.balance) };
  }

  async function list(who: Bettor, input: SportsBetsInput): Promise<SportsBetsReply> {
    const { rows, total } = await bets.list(who, { state: input.state, page: input.page, perPage: PAGE_SIZE });
    return pageOf(rows.map(presentBet), total, input.page);
  }

  async function quote(who: Bettor, betId: string): Promise<SportsQuote> {
    return presentQuote(await bets.quote(who, betId));
  }

  async function cashout(who: Bettor, input: SportsCashoutInput): Promise<SportsBetPlaced> {
    const done = await bets.cashout(who, input.bet_id, input.quote_id);
    return { bet: presentBet(done.bet), balance: formatMoney(done.balance) };
  }

  return { events, place, list, quote, cashout };
}

export type SportsPlayer = ReturnType<typeof createSportsPlayer>;
