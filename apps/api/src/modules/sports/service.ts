import {
  pageOf,
  type SportsBetSearchInput,
  type SportsCancelInput,
  type SportsDeskEventsInput,
  type SportsEventSaveInput,
  type SportsLiability,
  type SportsLiabilityInput,
  type SportsMarketSaveInput,
  type SportsOddsInput,
  type SportsPnl,
  type SportsPnlInput,
  type SportsResettle,
  type SportsResettleDecideInput,
  type SportsResettleInput,
  type SportsResettlesInput,
  type SportsResultInput,
  type SportsSettings,
  type SportsSettingsSaveInput,
  type SportsSettled,
  type SportsSuspendInput,
  type EventStatus,
} from '@portal/contracts';
import { Prisma } from '../../db/client.js';
import type { Sql, SqlPool } from '../../db/sql.js';
import type { Clock } from '../../clock.js';
import type { AdminContext } from '../../context.js';
import type { Audit } from '../../audit/log.js';
import { notFound } from '../../errors.js';
import { formatMoney } from '../../money.js';
import { beijingDateTime } from '../../time.js';
import type { Platforms } from '../../providers/platforms.js';
import type { ResettleRow, SportsbookOptions, SportsbookStore } from '../../providers/sportsbook/index.js';
import type { sportsbookPresenter } from '../../providers/sportsbook/index.js';

interface Deps {
  sql: SqlPool;
  clock: Clock;
  audit: Audit;
  platforms: Platforms;
  /** The sportsbook's store (providers/sportsbook: it owns the book's tables) and its presenter. */
  store: SportsbookStore;
  present: typeof sportsbookPresenter;
  options: SportsbookOptions;
}

const PER_PAGE = 20;
const D = (v: string | number) => new Prisma.Decimal(v);

/**
 * The sportsbook's desk (back office): events, markets and odds, suspension, results and
 * cancellations, corrected results with four eyes, liability, bet search, profit and loss, the
 * book's settings. Every change is one transaction with its audit row; the book's own rules
 * (what a result settles, what a re-settlement moves) are its store's.
 */
export function createSportsDesk({ sql, clock, audit, platforms, store, present, options }: Deps) {
  const at = async (db: Sql) => ({ now: clock.now(), halted: (await store.readSettings(db)).halted });

  async function deskEvent(db: Sql, id: number) {
    const event = await store.eventById(db, id);
    if (!event) throw notFound('sports.eventNotFound');
    return present.presentDeskEvent(event, await at(db));
  }

  async function events(_ctx: AdminContext, input: SportsDeskEventsInput) {
    const { rows, total } = await store.deskEvents(sql, { ...input, perPage: PER_PAGE });
    const when = await at(sql);
    return pageOf(
      rows.map((e) => present.presentDeskEvent(e, when)),
      total,
      input.page,
      PER_PAGE,
    );
  }

  async function saveEvent(ctx: AdminContext, input: SportsEventSaveInput) {
    return sql.tx(async (tx) => {
      const id = await store.saveEvent(tx, input, clock.now());
      await audit(tx, { adminId: ctx.adminId, action: input.id ? 'sports.event.update' : 'sports.event.create', target: `event:${id}`, detail: { ...input } });
      return deskEvent(tx, id);
    });
  }

  async function marketOf(db: Sql, marketId: number, eventId: number) {
    const event = await store.eventById(db, eventId);
    const market = event?.markets.find((m) => m.id === marketId);
    if (!event || !market) throw notFound('sports.marketNotFound');
    return present.presentDeskMarket(market, event, await at(db));
  }

  async function saveMarket(ctx: AdminContext, input: SportsMarketSaveInput) {
    return sql.tx(async (tx) => {
      const id = await store.saveMarket(tx, input, await store.readSettings(tx), clock.now());
      await audit(tx, {
        adminId: ctx.adminId,
        action: input.id ? 'sports.market.update' : 'sports.market.create',
        target: `market:${id}`,
        detail: { ...input },
      });
      return marketOf(tx, id, input.event_id);
    });
  }

  async function odds(ctx: AdminContext, input: SportsOddsInput) {
    return sql.tx(async (tx) => {
      const { changed, eventId } = await store.setOdds(tx, input.market_id, input.outcomes);
      await audit(tx, { adminId: ctx.adminId, action: 'sports.odds', target: `market:${input.market_id}`, detail: { outcomes: input.outcomes, changed } });
      return marketOf(tx, input.market_id, eventId);
    });
  }

  async function suspend(ctx: AdminContext, input: SportsSuspendInput) {
    return sql.tx(async (tx) => {
      const changed = await store.suspend(tx, input);
      await audit(tx, {
        adminId: ctx.adminId,
        action: input.suspended ? 'sports.suspend' : 'sports.reopen',
        target: input.scope === 'all' ? 'all' : `${input.scope}:${input.id}`,
        detail: { ...input, changed },
      });
      return { changed };
    });
  }

  async function result(ctx: AdminContext, input: SportsResultInput): Promise<SportsSettled> {
    return sql.tx(async (tx) => {
      const done = await store.applyResult(tx, input.event_id, { home: input.home, away: input.away }, clock.now());
      await audit(tx, {
        adminId: ctx.adminId,
        action: 'sports.result',
        target: `event:${input.event_id}`,
        detail: { score: `${input.home}-${input.away}`, markets: done.markets, bets: done.bets, again: done.already },
      });
      return { event_id: input.event_id, status: 'ended', markets: done.markets, bets: done.bets };
    });
  }

  async function cancel(ctx: AdminContext, input: SportsCancelInput): Promise<SportsSettled> {
    return sql.tx(async (tx) => {
      const done = await store.cancelEvent(tx, input.event_id, input.status, clock.now());
      await audit(tx, {
        adminId: ctx.adminId,
        action: `sports.${input.status}`,
        target: `event:${input.event_id}`,
        detail: { markets: done.markets, bets: done.bets },
      });
      return { event_id: input.event_id, status: input.status as EventStatus, markets: done.markets, bets: done.bets };
    });
  }

  function presentResettle(r: ResettleRow): SportsResettle {
    return {
      id: r.id,
      event_id: r.event_id,
      event: `${r.home} vs ${r.away}`,
      previous: r.previous,
      score_home: r.score_home,
      score_away: r.score_away,
      reason: r.reason,
      state: r.state,
      requested_by: r.requested_by,
      requested_at: beijingDateTime(r.requested_at),
      decided_by: r.decided_by,
      decided_at: r.decided_at ? beijingDateTime(r.decided_at) : null,
      outcome: r.outcome
        ? { bets: r.outcome.bets, reversed: formatMoney(r.outcome.reversed), paid: formatMoney(r.outcome.paid), debt: formatMoney(r.outcome.debt) }
        : null,
    };
  }

  /** A corrected result: recorded for a second person (finance or super, not the requester); nothing moves yet. */
  async function resettle(ctx: AdminContext, input: SportsResettleInput) {
    const row = await sql.tx(async (tx) => {
      const id = await store.requestResettle(tx, {
        eventId: input.event_id,
        score: { home: input.home, away: input.away },
        reason: input.reason,
        adminId: ctx.adminId,
        now: clock.now(),
      });
      await audit(tx, {
        adminId: ctx.adminId,
        action: 'sports.resettle.request',
        target: `event:${input.event_id}`,
        detail: { id, score: `${input.home}-${input.away}`, reason: input.reason },
      });
      return (await store.resettleById(tx, id))!;
    });
    return { message: 'sports.resettleRequested' as const, data: presentResettle(row) };
  }

  /** The second person's decision: approved, the event is re-settled in this transaction (its bets' first postings reversed, the new ones made). */
  async function decideResettle(ctx: AdminContext, input: SportsResettleDecideInput) {
    return sql.tx(async (tx) => {
      const outcome = await store.decideResettle(tx, { id: input.id, adminId: ctx.adminId, approve: input.approve, now: clock.now() });
      const row = (await store.resettleById(tx, input.id))!;
      await audit(tx, {
        adminId: ctx.adminId,
        action: input.approve ? 'sports.resettle.approve' : 'sports.resettle.reject',
        target: `event:${row.event_id}`,
        detail: { id: input.id, score: `${row.score_home}-${row.score_away}`, previous: row.previous, outcome },
        amount: outcome ? outcome.paid : undefined,
      });
      return presentResettle(row);
    });
  }

  async function resettles(_ctx: AdminContext, input: SportsResettlesInput) {
    const { rows, total } = await store.resettles(sql, { state: input.state, page: input.page, perPage: PER_PAGE });
    return pageOf(rows.map(presentResettle), total, input.page, PER_PAGE);
  }

  /** Per event, market and outcome: the open singles and what they pay if it wins, the house's result then, the parlays through it. */
  async function liability(_ctx: AdminContext, input: SportsLiabilityInput): Promise<SportsLiability> {
    const rows = await store.liability(sql, { eventId: input.event_id, sport: input.sport });
    const events: SportsLiability['events'] = [];
    for (const r of rows) {
      let event = events.at(-1);
      if (event?.event_id !== r.event_id) {
        event = {
          event_id: r.event_id,
          sport: r.sport,
          league: r.league,
          home: r.home,
          away: r.away,
          starts_at: beijingDateTime(r.starts_at),
          status: r.status as EventStatus,
          open_bets: 0,
          stake: '0.00',
          worst: '0.00',
          markets: [],
        };
        events.push(event);
      }
      let market = event.markets.at(-1);
      if (market?.market_id !== r.market_id) {
        market = {
          market_id: r.market_id,
          kind: r.kind,
          line: present.lineText(r.kind, r.line),
          exposure: formatMoney(r.exposure),
          liability_cap: r.liability_cap === null ? null : formatMoney(r.liability_cap),
          stake: '0.00',
          outcomes: [],
        };
        event.markets.push(market);
      }
      market.stake = formatMoney(D(market.stake).plus(r.stake));
      market.outcomes.push({
        outcome_id: r.outcome_id,
        code: r.code,
        odds: Number(r.odds).toFixed(3),
        bets: r.bets,
        stake: formatMoney(r.stake),
        payout: formatMoney(r.payout),
        house: '0.00',
        parlay_bets: r.parlay_bets,
        parlay_payout: formatMoney(r.parlay_payout),
      });
    }
    for (const event of events) {
      let worst = D(0);
      let stake = D(0);
      for (const market of event.markets) {
        for (const o of market.outcomes) o.house = formatMoney(D(market.stake).minus(o.payout));
        const loss = Prisma.Decimal.max(0, ...market.outcomes.map((o) => D(o.house).negated()));
        worst = worst.plus(loss);
        stake = stake.plus(market.stake);
        event.open_bets += market.outcomes.reduce((s, o) => s + o.bets, 0);
      }
      event.stake = formatMoney(stake);
      event.worst = formatMoney(worst);
    }
    return { events };
  }

  /** Bet search; `username` is the member's name, which is their player name at the platforms. */
  async function bets(_ctx: AdminContext, input: SportsBetSearchInput) {
    const found = await store.searchBets(sql, {
      player: input.username,
      betId: input.bet_id,
      eventId: input.event_id,
      state: input.state,
      from: input.from,
      to: input.to,
      page: input.page,
      perPage: PER_PAGE,
    });
    const platnameOf = new Map((await platforms.all()).map((p) => [p.brand, p.platname]));
    const rows = found.rows.map((r) => ({ ...present.presentBet(r), username: r.player, platname: platnameOf.get(r.brand) ?? r.brand.toUpperCase() }));
    return { ...pageOf(rows, found.total, input.page, PER_PAGE), stake_total: formatMoney(found.stake), payout_total: formatMoney(found.payout) };
  }

  async function pnl(_ctx: AdminContext, input: SportsPnlInput): Promise<SportsPnl> {
    const rows = await store.profitAndLoss(sql, input);
    type Sum = { bets: number; stake: Prisma.Decimal; payout: Prisma.Decimal; valid: Prisma.Decimal };
    const add = (into: Sum, r: { bets: number; stake: string; payout: string; valid_stake: string }) => {
      into.bets += r.bets;
      into.stake = into.stake.plus(r.stake);
      into.payout = into.payout.plus(r.payout);
      into.valid = into.valid.plus(r.valid_stake);
    };
    const out = (s: Sum) => ({
      bets: s.bets,
      stake: formatMoney(s.stake),
      payout: formatMoney(s.payout),
      valid_stake: formatMoney(s.valid),
      profit: formatMoney(s.stake.minus(s.payout)),
    });
    const zero = (): Sum => ({ bets: 0, stake: D(0), payout: D(0), valid: D(0) });
    const bySport = new Map<string, Sum>();
    const total = zero();
    for (const r of rows) {
      const s = bySport.get(r.sport) ?? zero();
      add(s, r);
      bySport.set(r.sport, s);
      add(total, r);
    }
    return {
      rows: rows.map((r) => ({ day: r.day, sport: r.sport, ...out({ bets: r.bets, stake: D(r.stake), payout: D(r.payout), valid: D(r.valid_stake) }) })),
      by_sport: [...bySport.entries()].map(([sport, s]) => ({ sport, ...out(s) })),
      total: out(total),
    };
  }

  const presentSettings = (s: Awaited<ReturnType<SportsbookStore['readSettings']>>): SportsSettings => ({
    margin: Number(s.margin).toFixed(4),
    cashout_margin: Number(s.cashout_margin).toFixed(4),
    min_stake: formatMoney(s.min_stake),
    max_stake: formatMoney(s.max_stake),
    default_cap: s.default_cap === null ? null : formatMoney(s.default_cap),
    halted: s.halted,
    max_payout: formatMoney(options.maxPayout),
    postpone_hours: options.postponeHours,
    feed: options.feed === 'off' ? 'desk' : options.feed,
    stale_seconds: options.staleSeconds,
  });

  async function settings(_ctx: AdminContext) {
    return presentSettings(await store.readSettings(sql));
  }

  async function saveSettings(ctx: AdminContext, input: SportsSettingsSaveInput) {
    return sql.tx(async (tx) => {
      const before = await store.readSettings(tx);
      const after = await store.saveSettings(tx, input, clock.now());
      await audit(tx, { adminId: ctx.adminId, action: 'sports.settings', before: { ...before }, after: { ...after } });
      return presentSettings(after);
    });
  }

  return { events, saveEvent, saveMarket, odds, suspend, result, cancel, resettle, decideResettle, resettles, liability, bets, pnl, settings, saveSettings };
}

export type SportsDesk = ReturnType<typeof createSportsDesk>;
