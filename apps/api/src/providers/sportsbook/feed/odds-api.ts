import { z } from 'zod';
import type { SportKey } from '@portal/contracts';
import { fairProbabilities, lineQuarters, priceWithMargin, isEsport, formatOdds, type MarketKind } from '@portal/game-rules';
import type { Sql, SqlPool } from '../../../db/sql.js';
import type { Logger } from '../../../logger.js';
import { readSettings } from '../catalog.js';
import { utc } from '../model.js';
import { markStale } from '../reports.js';
import { applyResult } from '../settlement.js';
import { AppError } from '../../../errors.js';
import { upsertPricedMarkets, type PricedMarket } from './markets.js';

// The feed adapter for The Odds API v4's shape: /v4/sports, /v4/sports/{sport}/odds (h2h, spreads,
// totals, decimal odds) and /v4/sports/{sport}/scores. Events are matched by the feed's own ids,
// outcomes by name (home team, away team, "Draw", "Over", "Under"), never by their place in an
// array. The bookmakers' prices are turned into fair probabilities (their margins taken out,
// averaged over the bookmakers quoting the most common line) and the desk's margin is applied.

const sportSchema = z.object({ key: z.string().min(1).max(100), title: z.string().max(200).default(''), active: z.boolean().default(true) });
const outcomeSchema = z.object({ name: z.string().max(200), price: z.number().positive(), point: z.number().optional() });
const eventSchema = z.object({
  id: z.string().min(1).max(100),
  sport_key: z.string().max(100),
  commence_time: z.iso.datetime({ offset: true }),
  home_team: z.string().min(1).max(100),
  away_team: z.string().min(1).max(100),
  bookmakers: z
    .array(
      z.object({
        key: z.string().max(100),
        markets: z.array(z.object({ key: z.string().max(50), outcomes: z.array(outcomeSchema).max(50) })).max(50),
      }),
    )
    .max(100)
    .default([]),
});
const scoreSchema = z.object({
  id: z.string().min(1).max(100),
  completed: z.boolean(),
  home_team: z.string().max(100),
  away_team: z.string().max(100),
  scores: z
    .array(z.object({ name: z.string().max(100), score: z.union([z.string(), z.number()]) }))
    .max(10)
    .nullable()
    .optional(),
});
export type FeedEvent = z.infer<typeof eventSchema>;
export type FeedScore = z.infer<typeof scoreSchema>;

/** The feed's entries that fit the shape; anything else in the array is left out. */
function entries<T>(schema: z.ZodType<T>, body: unknown): T[] {
  if (!Array.isArray(body)) throw new Error('the feed did not answer with an array');
  return body.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export interface FeedClient {
  sports(): Promise<z.infer<typeof sportSchema>[]>;
  odds(sportKey: string): Promise<FeedEvent[]>;
  scores(sportKey: string): Promise<FeedScore[]>;
}

/** The Odds API v4 at `url` (SPORTS_FEED_URL), with `key` (SPORTS_FEED_KEY) as its apiKey; each call within `timeoutMs`. */
export function createOddsApiClient({ url, key, timeoutMs }: { url: string; key: string | null; timeoutMs: number }): FeedClient {
  const base = url.replace(/\/+$/, '');
  async function get(path: string, query: Record<string, string>): Promise<unknown> {
    const q = new URLSearchParams({ ...query, ...(key ? { apiKey: key } : {}) });
    const res = await fetch(`${base}${path}?${q.toString()}`, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`the feed answered ${res.status} to ${path}`);
    return res.json();
  }
  return {
    sports: async () => entries(sportSchema, await get('/v4/sports', {})),
    odds: async (sport) =>
      entries(eventSchema, await get(`/v4/sports/${encodeURIComponent(sport)}/odds`, { regions: 'eu', markets: 'h2h,spreads,totals', oddsFormat: 'decimal' })),
    scores: async (sport) => entries(scoreSchema, await get(`/v4/sports/${encodeURIComponent(sport)}/scores`, { daysFrom: '1' })),
  };
}

/** The book's sport for a feed sport key (soccer_epl → football); null: not one the book offers. */
export function sportOfFeedKey(key: string): SportKey | null {
  if (key.startsWith('soccer_')) return 'football';
  if (key.startsWith('basketball_')) return 'basketball';
  const esport: Record<string, SportKey> = { esports_lol: 'lol', esports_dota2: 'dota2', esports_cs2: 'cs2', esports_csgo: 'cs2', esports_hok: 'hok' };
  return esport[key] ?? null;
}

/**
 * One event's markets from its bookmakers' prices: for each feed market (h2h, spreads, totals), the
 * line most bookmakers quote (the most even one on a tie), each bookmaker's prices at that line made fair (their margin taken
 * out), averaged, and priced with the desk's `margin`. A bookmaker whose outcomes do not all name
 * the event's sides (or Draw, Over, Under) is left out of that market.
 */
export function marketsOf(event: FeedEvent, sport: SportKey, margin: number): PricedMarket[] {
  const esport = isEsport(sport);
  const codeOf = (name: string) =>
    name === event.home_team
      ? 'home'
      : name === event.away_team
        ? 'away'
        : name === 'Draw'
          ? 'draw'
          : name === 'Over'
            ? 'over'
            : name === 'Under'
              ? 'under'
              : null;
  const quotes = new Map<string, { kind: MarketKind; line: number; codes: string[]; probs: number[][] }>();
  for (const bookmaker of event.bookmakers) {
    for (const market of bookmaker.markets) {
      const priced = market.outcomes.map((o) => ({ code: codeOf(o.name), price: o.price, point: o.point }));
      if (priced.some((o) => o.code === null) || new Set(priced.map((o) => o.code)).size !== priced.length) continue;
      let kind: MarketKind;
      let line = 0;
      let codes: string[];
      if (market.key === 'h2h') {
        codes = priced.some((o) => o.code === 'draw') ? ['home', 'draw', 'away'] : ['home', 'away'];
        if (esport && codes.length === 3) continue;
        kind = codes.length === 3 ? '1x2' : esport ? 'winner' : 'ml';
      } else if (market.key === 'spreads') {
        codes = ['home', 'away'];
        const home = priced.find((o) => o.code === 'home');
        if (home?.point === undefined) continue;
        kind = esport ? 'map_ah' : 'ah';
        line = home.point;
      } else if (market.key === 'totals') {
        codes = ['over', 'under'];
        const over = priced.find((o) => o.code === 'over');
        if (over?.point === undefined) continue;
        kind = esport ? 'total_maps' : 'ou';
        line = over.point;
      } else continue;
      if (lineQuarters(line) === null || priced.length !== codes.length || !codes.every((c) => priced.some((o) => o.code === c))) continue;
      const prices = codes.map((c) => Math.round(priced.find((o) => o.code === c)!.price * 1000));
      if (prices.some((p) => p <= 1000)) continue;
      const id = `${kind}:${line}`;
      const entry = quotes.get(id) ?? { kind, line, codes, probs: [] };
      entry.probs.push(fairProbabilities(prices));
      quotes.set(id, entry);
    }
  }
  // Per kind, the line most bookmakers quote; on a tie the most even one (the main line), whatever order the feed lists them in.
  const meanOf = (q: { codes: string[]; probs: number[][] }) => q.codes.map((_, i) => q.probs.reduce((s, p) => s + p[i]!, 0) / q.probs.length);
  const unevenness = (q: { codes: string[]; probs: number[][] }) => Math.abs(meanOf(q)[0]! - 1 / q.codes.length);
  const best = new Map<MarketKind, { kind: MarketKind; line: number; codes: string[]; probs: number[][] }>();
  for (const q of quotes.values()) {
    const held = best.get(q.kind);
    if (!held || q.probs.length > held.probs.length || (q.probs.length === held.probs.length && unevenness(q) < unevenness(held))) best.set(q.kind, q);
  }
  return [...best.values()].map((q) => {
    const mean = meanOf(q);
    const odds = priceWithMargin(mean, margin);
    return { kind: q.kind, line: q.line, outcomes: q.codes.map((code, i) => ({ code, odds: formatOdds(odds[i]!) })) };
  });
}

/** The event's row, created or brought up to date from the feed (not once it has a result or was cancelled); null when it is closed. */
async function upsertEvent(tx: Sql, sport: SportKey, league: string, e: FeedEvent, now: Date): Promise<number | null> {
  const [row] = await tx.query<{ id: number; status: string; result_version: number }>(
    `INSERT INTO sports_events (sport, league, home, away, starts_at, source, feed_id, feed_sport, feed_seen_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5::timestamptz AT TIME ZONE 'UTC', 'feed', $6, $7, $8::timestamptz AT TIME ZONE 'UTC', $8::timestamptz AT TIME ZONE 'UTC', $8::timestamptz AT TIME ZONE 'UTC')
     ON CONFLICT (source, feed_id) DO UPDATE SET
       league = EXCLUDED.league, home = EXCLUDED.home, away = EXCLUDED.away, feed_seen_at = EXCLUDED.feed_seen_at,
       starts_at = CASE WHEN sports_events.result_version = 0 THEN EXCLUDED.starts_at ELSE sports_events.starts_at END
     RETURNING id, status, result_version`,
    [sport, league.slice(0, 60) || sport, e.home_team.slice(0, 60), e.away_team.slice(0, 60), utc(new Date(e.commence_time)), e.id, e.sport_key, utc(now)],
  );
  return row!.result_version > 0 || row!.status === 'ended' || row!.status === 'cancelled' ? null : row!.id;
}

/** A feed score's two numbers, matched to the sides by name; null when it has none. */
function scoreOf(s: FeedScore): { home: number; away: number } | null {
  const of = (team: string) => {
    const v = s.scores?.find((x) => x.name === team)?.score;
    const n = typeof v === 'number' ? v : v !== undefined && /^\d{1,3}$/.test(v.trim()) ? Number(v) : NaN;
    return Number.isInteger(n) && n >= 0 && n <= 999 ? n : null;
  };
  const home = of(s.home_team);
  const away = of(s.away_team);
  return home === null || away === null ? null : { home, away };
}

export interface FeedRun {
  sports: number;
  events: number;
  results: number;
  stale: number;
}

/**
 * One poll: the feed's sports the book maps (or those of SPORTS_FEED_SPORTS), each one's odds
 * (every event upserted by its feed id, its markets priced) and scores (live scores shown; a
 * completed event's score settles it, as a desk result would: a different score on an event that
 * already has one is left for the desk's re-settlement). The calls happen outside any transaction;
 * each sport's writes are a transaction of their own. Then every feed event not priced for
 * SPORTS_FEED_STALE_SECONDS has its markets suspended.
 */
export async function pollFeed({
  sql,
  client,
  clock,
  only,
  staleSeconds,
  log,
}: {
  sql: SqlPool;
  client: FeedClient;
  clock: { now(): Date };
  only: string[];
  staleSeconds: number;
  log: Logger;
}): Promise<FeedRun> {
  const run: FeedRun = { sports: 0, events: 0, results: 0, stale: 0 };
  try {
    const sports = (await client.sports()).filter((s) => s.active && sportOfFeedKey(s.key) && (only.length === 0 || only.includes(s.key)));
    const margin = Number((await readSettings(sql)).margin);
    for (const feedSport of sports) {
      const sport = sportOfFeedKey(feedSport.key)!;
      const events = await client.odds(feedSport.key);
      const now = clock.now();
      await sql.tx(async (tx) => {
        for (const e of events) {
          const id = await upsertEvent(tx, sport, feedSport.title, e, now);
          if (id !== null) await upsertPricedMarkets(tx, id, marketsOf(e, sport, margin), { replaceLines: true });
        }
      });
      run.sports += 1;
      run.events += events.length;
      for (const s of await client.scores(feedSport.key)) {
        const score = scoreOf(s);
        if (!score) continue;
        const [event] = await sql.query<{ id: number; status: string; result_version: number }>(
          `SELECT id, status, result_version FROM sports_events WHERE source = 'feed' AND feed_id = $1`,
          [s.id],
        );
        if (!event || event.status === 'cancelled') continue;
        if (!s.completed) {
          await sql.query(
            `UPDATE sports_events SET status = 'live', score_home = $2, score_away = $3 WHERE id = $1 AND status IN ('not_started', 'live') AND result_version = 0`,
            [event.id, score.home, score.away],
          );
          continue;
        }
        if (event.result_version > 0) continue;
        try {
          const done = await sql.tx((tx) => applyResult(tx, event.id, score, clock.now()));
          if (!done.already) run.results += 1;
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          log.warn({ eventId: event.id, key: err.key }, 'a feed result was not applied');
        }
      }
    }
  } finally {
    // Whatever became of the poll, a feed gone quiet suspends its markets.
    run.stale = await markStale(sql, clock.now(), staleSeconds);
  }
  return run;
}
