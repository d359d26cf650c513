import { MARKET_KINDS, type MarketKind } from '@portal/game-rules';
import type { Sql } from '../../../db/sql.js';

/** A market priced by a feed: its kind, line and outcomes with decimal odds ("1.905"). */
export interface PricedMarket {
  kind: MarketKind;
  line: number;
  outcomes: { code: string; odds: string }[];
  /** Offered in play (the demonstration feed prices its main markets live). */
  inPlay?: boolean;
}

/**
 * An event's markets as a feed prices them: each market created (with the desk's default
 * liability cap) or found by (event, kind, line), its row locked, its outcomes' odds written, its
 * odds_version moved when a price changed (a bet checked against the old prices is checked again),
 * and its stale mark cleared. A market closed by a result is left alone. `replaceLines`: the
 * event's other open markets, which the feed no longer prices (a line that moved), become stale.
 */
export async function upsertPricedMarkets(tx: Sql, eventId: number, markets: PricedMarket[], { replaceLines }: { replaceLines: boolean }): Promise<void> {
  for (const market of markets) {
    const [row] = await tx.query<{ id: number; status: string; created: boolean }>(
      `INSERT INTO sports_markets (event_id, kind, line, in_play, liability_cap, sort)
       VALUES ($1, $2, $3::numeric, $4, (SELECT default_cap FROM sports_settings WHERE id = 1), $5)
       ON CONFLICT (event_id, kind, line) DO UPDATE SET stale = false, in_play = EXCLUDED.in_play
       RETURNING id, status, (xmax = 0) AS created`,
      [eventId, market.kind, String(market.line), market.inPlay ?? false, MARKET_KINDS.indexOf(market.kind)],
    );
    if (row!.status !== 'open') continue;
    const changed = await tx.query(
      `INSERT INTO sports_outcomes (market_id, code, odds, sort) SELECT $1, code, odds, n FROM unnest($2::text[], $3::numeric[]) WITH ORDINALITY AS x(code, odds, n)
       ON CONFLICT (market_id, code) DO UPDATE SET odds = EXCLUDED.odds WHERE sports_outcomes.odds <> EXCLUDED.odds RETURNING id`,
      [row!.id, market.outcomes.map((o) => o.code), market.outcomes.map((o) => o.odds)],
    );
    if (changed.length > 0 && !row!.created) await tx.query('UPDATE sports_markets SET odds_version = odds_version + 1 WHERE id = $1', [row!.id]);
  }
  if (replaceLines)
    await tx.query(
      `UPDATE sports_markets SET stale = true WHERE event_id = $1 AND status = 'open' AND NOT stale
         AND (kind, line) NOT IN (SELECT k, l FROM unnest($2::text[], $3::numeric[]) AS x(k, l))`,
      [eventId, markets.map((m) => m.kind), markets.map((m) => String(m.line))],
    );
}
