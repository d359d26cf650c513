import type {
  EventStatus,
  OfferState,
  SportsBet,
  SportsDeskEvent,
  SportsDeskMarket,
  SportsEvent,
  SportsLegResult,
  SportsMarket,
  SportsOutcome,
  SportsQuote,
} from '@portal/contracts';
import { hongKongOdds, LINE_KINDS, parseOdds, type MarketKind } from '@portal/game-rules';
import { formatMoney } from '../../money.js';
import { beijingDateTime } from '../../time.js';
import type { BetRow } from './bets.js';
import type { EventRow, MarketRow, OutcomeRow } from './catalog.js';
import { offerState } from './model.js';

// Rows of the book → the replies of contracts (sports/replies.ts): odds with 3 places and their
// Hong Kong form, money with 2, times in Beijing wall-clock.

const odds3 = (text: string) => Number(text).toFixed(3);
const hk = (text: string) => hongKongOdds(parseOdds(odds3(text))!);
/** The home side's handicap or the total ("-0.75", "2.5"), or null for a kind without one. */
export const lineText = (kind: string, line: string) => (LINE_KINDS.includes(kind as MarketKind) ? String(Number(line)) : null);

function presentOutcome(o: OutcomeRow, status: OfferState): SportsOutcome {
  return { id: o.id, code: o.code, odds: odds3(o.odds), odds_hk: hk(o.odds), status, result: (o.result as SportsLegResult | null) ?? null };
}

function presentMarket(m: MarketRow, e: EventRow, { now, halted }: { now: Date; halted: boolean }): SportsMarket {
  const status = offerState(
    {
      market_status: m.status,
      market_suspended: m.suspended,
      stale: m.stale,
      in_play: m.in_play,
      event_status: e.status,
      event_suspended: e.suspended,
      starts_at: e.starts_at,
      halted,
    },
    now,
  );
  return {
    id: m.id,
    kind: m.kind,
    line: lineText(m.kind, m.line),
    status,
    in_play: m.in_play,
    outcomes: m.outcomes.map((o) => presentOutcome(o, status)),
  };
}

const scoreOf = (home: number | null, away: number | null) => (home === null || away === null ? null : { home, away });

export function presentEvent(e: EventRow, at: { now: Date; halted: boolean }): SportsEvent {
  return {
    id: e.id,
    sport: e.sport,
    league: e.league,
    home: e.home,
    away: e.away,
    starts_at: beijingDateTime(e.starts_at),
    status: e.status as EventStatus,
    score: scoreOf(e.score_home, e.score_away),
    suspended: e.suspended,
    demo: e.source === 'demo',
    markets: e.markets.map((m) => presentMarket(m, e, at)),
  };
}

export function presentDeskMarket(m: MarketRow, e: EventRow, at: { now: Date; halted: boolean }): SportsDeskMarket {
  return {
    ...presentMarket(m, e, at),
    suspended: m.suspended,
    stale: m.stale,
    liability_cap: m.liability_cap === null ? null : formatMoney(m.liability_cap),
    exposure: formatMoney(m.exposure),
    odds_version: m.odds_version,
    result_version: m.result_version,
  };
}

export function presentDeskEvent(e: EventRow & { open_bets?: number; open_stake?: string }, at: { now: Date; halted: boolean }): SportsDeskEvent {
  return {
    ...presentEvent(e, at),
    source: e.source,
    result_version: e.result_version,
    open_bets: e.open_bets ?? 0,
    open_stake: formatMoney(e.open_stake ?? 0),
    markets: e.markets.map((m) => presentDeskMarket(m, e, at)),
  };
}

export function presentBet(b: BetRow): SportsBet {
  const combinations = b.combos?.length ? b.combos.length : 1;
  return {
    id: b.id,
    type: b.kind,
    system: b.system,
    stake: formatMoney(b.stake),
    unit_stake: formatMoney(b.unit_stake),
    combinations,
    odds: odds3(b.odds),
    potential_payout: formatMoney(b.potential_payout),
    state: b.state,
    result: (b.result as SportsLegResult | null) ?? null,
    payout: formatMoney(b.payout),
    valid_stake: formatMoney(b.valid_stake),
    cashout: b.cashout === undefined || b.cashout === null ? null : (b.cashout / 100).toFixed(2),
    placed_at: beijingDateTime(b.placed_at),
    settled_at: b.settled_at ? beijingDateTime(b.settled_at) : null,
    legs: b.legs.map((l) => ({
      event_id: l.event_id,
      sport: l.sport,
      league: l.league,
      home: l.home,
      away: l.away,
      starts_at: beijingDateTime(new Date(Number(l.starts_at))),
      event_status: l.event_status as EventStatus,
      score: scoreOf(l.score_home, l.score_away),
      market_id: l.market_id,
      kind: l.kind,
      line: lineText(l.kind, l.line),
      outcome_id: l.outcome_id,
      code: l.code,
      odds: odds3(l.odds),
      result: (l.result as SportsLegResult | null) ?? null,
    })),
  };
}

export function presentQuote(q: { quote_id: string; bet_id: string; amount: string; expires_at: Date; valid_seconds: number }): SportsQuote {
  return { ...q, amount: formatMoney(q.amount), expires_at: beijingDateTime(q.expires_at) };
}
