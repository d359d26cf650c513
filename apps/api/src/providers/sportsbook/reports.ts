import type { MarketKindKey, SportKey } from '@portal/contracts';
import type { Sql } from '../../db/sql.js';
import { beijingInstant, TIME_ZONE } from '../../time.js';
import { BET_COLUMNS, type BetRow } from './bets.js';
import { instant, utc } from './model.js';

// What the desk reads of the book: liability, bet search, profit and loss, and the books' own check.

const beijingDay = (column: string) => `to_char((${column} AT TIME ZONE 'UTC') AT TIME ZONE '${TIME_ZONE}', 'YYYY-MM-DD')`;

export interface LiabilityRow {
  event_id: number;
  sport: SportKey;
  league: string;
  home: string;
  away: string;
  starts_at: Date;
  status: string;
  market_id: number;
  kind: MarketKindKey;
  line: string;
  exposure: string;
  liability_cap: string | null;
  outcome_id: number;
  code: string;
  odds: string;
  bets: number;
  stake: string;
  payout: string;
  parlay_bets: number;
  parlay_payout: string;
}

/**
 * Per outcome of every market of the events still to be settled (one event, or one sport): its
 * open singles (count, stake, what they pay if it wins) and the open parlays and system bets through
 * it (count, what they would pay through it if all their legs won).
 */
export async function liability(db: Sql, { eventId, sport }: { eventId?: number; sport?: SportKey }): Promise<LiabilityRow[]> {
  return db.query<LiabilityRow>(
    `SELECT e.id AS event_id, e.sport, e.league, e.home, e.away, ${instant('e.starts_at')} AS starts_at, e.status,
            m.id AS market_id, m.kind, m.line::text, m.exposure::text, m.liability_cap::text, o.id AS outcome_id, o.code, o.odds::text,
            count(b.id) FILTER (WHERE b.kind = 'single')::int AS bets,
            COALESCE(sum(b.stake) FILTER (WHERE b.kind = 'single'), 0)::text AS stake,
            COALESCE(sum(b.potential_payout) FILTER (WHERE b.kind = 'single'), 0)::text AS payout,
            count(b.id) FILTER (WHERE b.kind <> 'single')::int AS parlay_bets,
            COALESCE(sum(l.exposure) FILTER (WHERE b.kind <> 'single'), 0)::text AS parlay_payout
     FROM sports_events e JOIN sports_markets m ON m.event_id = e.id JOIN sports_outcomes o ON o.market_id = m.id
     LEFT JOIN sports_bet_legs l ON l.outcome_id = o.id LEFT JOIN sports_bets b ON b.id = l.bet_id AND b.state = 'open'
     WHERE e.result_version = 0 AND e.status IN ('not_started', 'live', 'postponed') AND m.status = 'open'
       AND ($1::int IS NULL OR e.id = $1) AND ($2::text IS NULL OR e.sport = $2)
     GROUP BY e.id, m.id, o.id ORDER BY e.starts_at, e.id, m.sort, m.id, o.sort, o.id
     LIMIT 5000`,
    [eventId ?? null, sport ?? null],
  );
}

export type SearchRow = BetRow & { player: string; brand: string };

/** Bets by player (their name at the platform), bet id, event, state and the Beijing days they were placed, newest first. */
export async function searchBets(
  db: Sql,
  f: { player?: string; betId?: string; eventId?: number; state?: string; from?: string; to?: string; page: number; perPage: number },
) {
  const params = [
    f.player?.toLowerCase() ?? null,
    f.betId ?? null,
    f.eventId ?? null,
    f.state ?? null,
    f.from ? utc(beijingInstant(f.from)) : null,
    f.to ? utc(new Date(beijingInstant(f.to).getTime() + 86_400_000)) : null,
  ];
  const where = `($1::text IS NULL OR lower(w.player) = $1) AND ($2::bigint IS NULL OR b.id = $2::bigint)
    AND ($3::int IS NULL OR b.id IN (SELECT bet_id FROM sports_bet_legs WHERE event_id = $3)) AND ($4::text IS NULL OR b.state = $4)
    AND ($5::text IS NULL OR b.placed_at >= ($5::timestamptz AT TIME ZONE 'UTC')) AND ($6::text IS NULL OR b.placed_at < ($6::timestamptz AT TIME ZONE 'UTC'))`;
  const [rows, [sums]] = await Promise.all([
    db.query<SearchRow>(
      `SELECT ${BET_COLUMNS}, w.player, b.brand FROM sports_bets b JOIN builtin_wallets w ON w.id = b.wallet_id WHERE ${where}
       ORDER BY b.id DESC LIMIT ${f.perPage} OFFSET $7`,
      [...params, (f.page - 1) * f.perPage],
    ),
    db.query<{ n: number; stake: string; payout: string }>(
      `SELECT count(*)::int AS n, COALESCE(sum(b.stake), 0)::text AS stake, COALESCE(sum(b.payout), 0)::text AS payout
       FROM sports_bets b JOIN builtin_wallets w ON w.id = b.wallet_id WHERE ${where}`,
      params,
    ),
  ]);
  return { rows, total: sums!.n, stake: sums!.stake, payout: sums!.payout };
}

export interface PnlRow {
  day: string;
  sport: string;
  bets: number;
  stake: string;
  payout: string;
  valid_stake: string;
}

/** The settled and cashed-out bets of the Beijing days [from, to], by the day they were settled and their sport. */
export async function profitAndLoss(db: Sql, { from, to }: { from: string; to: string }): Promise<PnlRow[]> {
  return db.query<PnlRow>(
    `SELECT ${beijingDay('settled_at')} AS day, sport, count(*)::int AS bets, sum(stake)::text AS stake, sum(payout)::text AS payout,
            sum(valid_stake)::text AS valid_stake
     FROM sports_bets WHERE state IN ('settled', 'cashed_out') AND settled_at >= ($1::timestamptz AT TIME ZONE 'UTC') AND settled_at < ($2::timestamptz AT TIME ZONE 'UTC')
     GROUP BY 1, 2 ORDER BY 1, 2`,
    [utc(beijingInstant(from)), utc(new Date(beijingInstant(to).getTime() + 86_400_000))],
  );
}

/**
 * The book's invariants, read from its rows (empty: clean): every wallet of a sportsbook brand
 * holds the sum of its ops; every bet's stake was taken once (`sbet`); every settled bet's payouts
 * less its reversals are its payout, a cashed-out bet's cash-out op its payout, an open bet has
 * nothing paid; what members owe is what was lent less what was repaid; no exposure below zero.
 */
export async function checkBooks(db: Sql, brands: string[]): Promise<string[]> {
  const rows = await db.query<{ breach: string }>(
    `WITH ops AS (SELECT o.wallet_id, o.kind, o.ref, o.amount FROM builtin_wallet_ops o JOIN builtin_wallets w ON w.id = o.wallet_id WHERE w.brand = ANY($1::text[])),
     paid AS (
       SELECT split_part(ref, ':', 2)::bigint AS bet_id,
              sum(amount) FILTER (WHERE kind IN ('sports.payout', 'sports.reverse', 'sports.cashout')) AS net,
              sum(amount) FILTER (WHERE kind = 'sports.bet') AS staked, count(*) FILTER (WHERE kind = 'sports.bet') AS stakes
       FROM ops WHERE kind IN ('sports.bet', 'sports.payout', 'sports.reverse', 'sports.cashout') GROUP BY 1)
     SELECT 'wallet ' || w.id || ' (' || w.brand || '/' || w.player || ') holds ' || w.balance || ', its ops sum to ' || COALESCE(s.total, 0) AS breach
     FROM builtin_wallets w LEFT JOIN (SELECT wallet_id, sum(amount) AS total FROM ops GROUP BY 1) s ON s.wallet_id = w.id
     WHERE w.brand = ANY($1::text[]) AND w.balance <> COALESCE(s.total, 0)
     UNION ALL
     SELECT 'bet ' || b.id || ' (' || b.state || ') paid ' || b.payout || ', its ops ' || COALESCE(p.net, 0) || ', staked ' || COALESCE(-p.staked, 0) || ' in ' || COALESCE(p.stakes, 0)
     FROM sports_bets b LEFT JOIN paid p ON p.bet_id = b.id
     WHERE b.brand = ANY($1::text[]) AND (COALESCE(p.stakes, 0) <> 1 OR -p.staked <> b.stake OR COALESCE(p.net, 0) <> CASE WHEN b.state = 'open' THEN 0 ELSE b.payout END)
     UNION ALL
     SELECT 'wallet ' || d.wallet_id || ' owes ' || d.owed || ', its debt ops say ' || COALESCE(o.lent, 0)
     FROM (SELECT wallet_id, sum(amount) AS owed FROM sports_debts GROUP BY 1) d
     LEFT JOIN (SELECT wallet_id, sum(amount) FILTER (WHERE kind = 'sports.debt') + COALESCE(sum(amount) FILTER (WHERE kind = 'sports.repay'), 0) AS lent FROM ops GROUP BY 1) o
       ON o.wallet_id = d.wallet_id
     WHERE d.owed <> COALESCE(o.lent, 0) OR d.owed < 0
     UNION ALL
     SELECT 'market ' || id || ' exposure ' || exposure FROM sports_markets WHERE exposure < 0
     LIMIT 100`,
    [brands],
  );
  return rows.map((r) => r.breach);
}

/** Feed events unpriced for `staleSeconds`: their open markets suspended as stale (the feed's next prices reopen them). */
export async function markStale(db: Sql, now: Date, staleSeconds: number): Promise<number> {
  const rows = await db.query(
    `UPDATE sports_markets m SET stale = true FROM sports_events e
     WHERE m.event_id = e.id AND e.source = 'feed' AND m.status = 'open' AND NOT m.stale
       AND (e.feed_seen_at IS NULL OR e.feed_seen_at < ($1::timestamptz AT TIME ZONE 'UTC') - make_interval(secs => $2::int)) RETURNING m.id`,
    [utc(now), staleSeconds],
  );
  return rows.length;
}

/** Cash-out quotes expired an hour ago or more are of no use to anyone. */
export async function dropOldQuotes(db: Sql, now: Date): Promise<number> {
  return (
    await db.query(`DELETE FROM sports_cashout_quotes WHERE expires_at < ($1::timestamptz AT TIME ZONE 'UTC') - interval '1 hour' RETURNING id`, [utc(now)])
  ).length;
}

/**
 * Player protection's read of the book (responsible/guard.ts): each bet of the wallets `walletIds`
 * (an SQL subquery) placed in [from, to] (SQL expressions) with what it can cost the member: an
 * open bet its whole stake (what it may still lose), a settled or cashed-out bet its stake less
 * what it paid. Columns `at`, `loss`.
 */
export const sportsLossSql = (walletIds: string, from: string, to: string) =>
  `SELECT b.placed_at AS at, CASE WHEN b.state = 'open' THEN b.stake ELSE b.stake - b.payout END AS loss FROM sports_bets b
   WHERE b.wallet_id IN (${walletIds}) AND b.placed_at >= ${from} AND b.placed_at <= ${to}`;
