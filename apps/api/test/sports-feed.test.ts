import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fairProbabilities, formatOdds, priceWithMargin } from '@portal/game-rules';
import { movableClock } from '../src/clock.js';
import { adminToken, createTestApp, type TestApp } from './support/app.js';
import { bettor, desk, expectBooksClean, play, venueBalance } from './support/sports.js';

// The feed adapter against a server of The Odds API v4's shape started here: odds (h2h, spreads,
// totals; outcomes matched by name in any order, events by the feed's ids), the desk's margin on the
// bookmakers' prices, a feed gone quiet suspending its markets, and completed scores settling bets.

interface FeedState {
  sports: { key: string; title: string; active: boolean }[];
  odds: Record<string, unknown[]>;
  scores: Record<string, unknown[]>;
  failing: boolean;
}
const feed: FeedState = { sports: [], odds: {}, scores: {}, failing: false };
const seen: URL[] = [];
const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://feed');
  seen.push(url);
  const send = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  if (feed.failing) return send(500, { message: 'down' });
  if (url.searchParams.get('apiKey') !== 'test-key') return send(401, { message: 'API key is invalid' });
  const odds = /^\/v4\/sports\/([^/]+)\/odds$/.exec(url.pathname);
  const scores = /^\/v4\/sports\/([^/]+)\/scores$/.exec(url.pathname);
  if (url.pathname === '/v4/sports') return send(200, feed.sports);
  if (odds) return send(200, feed.odds[odds[1]!] ?? []);
  if (scores) return send(200, feed.scores[scores[1]!] ?? []);
  send(404, { message: 'not found' });
});

const clock = movableClock(new Date());
let t: TestApp;
let admin: string;
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp(
    { CAPTCHA_MODE: 'off', SPORTS_FEED: 'feed', SPORTS_FEED_URL: url, SPORTS_FEED_KEY: 'test-key', SPORTS_FEED_STALE_SECONDS: '60' },
    { clock },
  );
  admin = await adminToken(t);
});
afterAll(async () => {
  await t.close();
  await new Promise((r) => server.close(r));
});

const job = (name: string) => t.modules.find((m) => m.name === 'sports')!.jobs!.find((j) => j.name === name)!;
const poll = () => job('sports-feed').run() as Promise<{ sports: number; events: number; results: number; stale: number }>;
const iso = (minutes: number) => new Date(clock.now().getTime() + minutes * 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** What the book charges for a feed market: each bookmaker's prices made fair, averaged, and the desk's 5 % applied. */
function expected(bookmakers: number[][]): string[] {
  const fair = bookmakers.map((prices) => fairProbabilities(prices.map((p) => Math.round(p * 1000))));
  const mean = fair[0]!.map((_, i) => fair.reduce((s, f) => s + f[i]!, 0) / fair.length);
  return priceWithMargin(mean, 0.05).map(formatOdds);
}

const derby = () => ({
  id: 'ev-derby-1',
  sport_key: 'soccer_testliga',
  commence_time: iso(180),
  home_team: 'Red City',
  away_team: 'Blue Town',
  bookmakers: [
    {
      key: 'book_a',
      last_update: iso(0),
      markets: [
        // Outcomes in no fixed order: matched by name, never by position.
        {
          key: 'h2h',
          outcomes: [
            { name: 'Blue Town', price: 3.4 },
            { name: 'Draw', price: 3.3 },
            { name: 'Red City', price: 2.2 },
          ],
        },
        {
          key: 'spreads',
          outcomes: [
            { name: 'Blue Town', price: 1.95, point: 0.5 },
            { name: 'Red City', price: 1.87, point: -0.5 },
          ],
        },
        {
          key: 'totals',
          outcomes: [
            { name: 'Under', price: 1.9, point: 2.5 },
            { name: 'Over', price: 1.92, point: 2.5 },
          ],
        },
      ],
    },
    {
      key: 'book_b',
      last_update: iso(0),
      markets: [
        {
          key: 'h2h',
          outcomes: [
            { name: 'Red City', price: 2.1 },
            { name: 'Blue Town', price: 3.6 },
            { name: 'Draw', price: 3.2 },
          ],
        },
        {
          key: 'spreads',
          outcomes: [
            { name: 'Red City', price: 1.9, point: -0.5 },
            { name: 'Blue Town', price: 1.9, point: 0.5 },
          ],
        },
        // A bookmaker on another line, and one naming a side the event does not have: left out.
        {
          key: 'totals',
          outcomes: [
            { name: 'Over', price: 1.8, point: 2.75 },
            { name: 'Under', price: 2.0, point: 2.75 },
          ],
        },
        { key: 'h2h_lay', outcomes: [{ name: 'Red City', price: 1.1 }] },
      ],
    },
    {
      key: 'book_c',
      last_update: iso(0),
      markets: [
        {
          key: 'h2h',
          outcomes: [
            { name: 'Green Rovers', price: 1.5 },
            { name: 'Blue Town', price: 2.5 },
          ],
        },
      ],
    },
  ],
});

const hoops = () => ({
  id: 'ev-hoops-9',
  sport_key: 'basketball_testleague',
  commence_time: iso(240),
  home_team: 'Dunkers',
  away_team: 'Shooters',
  bookmakers: [
    {
      key: 'book_a',
      last_update: iso(0),
      markets: [
        {
          key: 'h2h',
          outcomes: [
            { name: 'Shooters', price: 2.3 },
            { name: 'Dunkers', price: 1.65 },
          ],
        },
      ],
    },
  ],
});

async function eventOf(feedId: string) {
  const [row] = await t.sql.query<{ id: number }>(`SELECT id FROM sports_events WHERE source = 'feed' AND feed_id = $1`, [feedId]);
  return row?.id;
}

describe('the feed adapter (The Odds API v4 shape)', () => {
  it('prices the feed’s events with the desk’s margin, keeps them by the feed’s ids, suspends them when the feed goes quiet and settles them from its scores', async () => {
    feed.sports = [
      { key: 'soccer_testliga', title: 'Test Liga', active: true },
      { key: 'basketball_testleague', title: 'Test League', active: true },
      { key: 'golf_masters', title: 'Masters', active: true },
    ];
    feed.odds = { soccer_testliga: [derby()], basketball_testleague: [hoops()] };
    expect(await poll()).toEqual({ sports: 2, events: 2, results: 0, stale: 0 });
    // The calls as The Odds API documents them.
    const oddsCall = seen.find((u) => u.pathname === '/v4/sports/soccer_testliga/odds')!;
    expect(Object.fromEntries(oddsCall.searchParams)).toEqual({ regions: 'eu', markets: 'h2h,spreads,totals', oddsFormat: 'decimal', apiKey: 'test-key' });
    expect(seen.find((u) => u.pathname === '/v4/sports/soccer_testliga/scores')!.searchParams.get('daysFrom')).toBe('1');
    expect(seen.some((u) => u.pathname.includes('golf'))).toBe(false);

    const m = await bettor(t, admin, { amount: 1000, into: 1000 });
    const id = await eventOf('ev-derby-1');
    const event = (await play(t, m.play, 'events', { event_id: id })).data.events[0];
    expect(event).toMatchObject({ sport: 'football', league: 'Test Liga', home: 'Red City', away: 'Blue Town', demo: false });
    const market = (kind: string) => event.markets.find((x: { kind: string }) => x.kind === kind);
    const odds = (kind: string) => market(kind).outcomes.map((o: { code: string; odds: string }) => [o.code, o.odds]);
    const x12 = expected([
      [2.2, 3.3, 3.4],
      [2.1, 3.2, 3.6],
    ]);
    expect(odds('1x2')).toEqual([
      ['home', x12[0]],
      ['draw', x12[1]],
      ['away', x12[2]],
    ]);
    expect(market('ah').line).toBe('-0.5');
    expect(odds('ah').map((o: string[]) => o[1])).toEqual(
      expected([
        [1.87, 1.95],
        [1.9, 1.9],
      ]),
    );
    // Totals: book_a alone quotes 2.5, book_b alone 2.75: the tie goes to the more even line, 2.5.
    expect(market('ou').line).toBe('2.5');
    expect(odds('ou').map((o: string[]) => o[1])).toEqual(expected([[1.92, 1.9]]));
    const hoopsEvent = (await play(t, m.play, 'events', { event_id: await eventOf('ev-hoops-9') })).data.events[0];
    expect(hoopsEvent.markets.map((x: { kind: string }) => x.kind)).toEqual(['ml']);
    expect(hoopsEvent.markets[0].outcomes.map((o: { code: string; odds: string }) => [o.code, o.odds])).toEqual([
      ['home', expected([[1.65, 2.3]])[0]],
      ['away', expected([[1.65, 2.3]])[1]],
    ]);

    const home = market('1x2').outcomes[0];
    const placed = await play(t, m.play, 'bet', { type: 'single', selections: [{ outcome_id: home.id, odds: home.odds }], stake: 100, accept: 'none' });
    expect(placed.code, placed.message).toBe(200);

    // The feed moves its prices (and the order of everything): matched by ids and names, the odds follow, no duplicate.
    const moved = derby();
    moved.bookmakers = [moved.bookmakers[1]!, moved.bookmakers[0]!];
    moved.bookmakers[0]!.markets[0] = {
      key: 'h2h',
      outcomes: [
        { name: 'Draw', price: 3.5 },
        { name: 'Blue Town', price: 4.0 },
        { name: 'Red City', price: 1.9 },
      ],
    };
    feed.odds = { basketball_testleague: [hoops()], soccer_testliga: [moved] };
    clock.advance(30_000);
    await poll();
    expect(await t.sql.query(`SELECT id FROM sports_events WHERE source = 'feed'`)).toHaveLength(2);
    const repriced = (await play(t, m.play, 'events', { event_id: id })).data.events[0];
    const newHome = repriced.markets.find((x: { kind: string }) => x.kind === '1x2').outcomes[0];
    expect(newHome.odds).not.toBe(home.odds);
    expect((await play(t, m.play, 'bet', { type: 'single', selections: [{ outcome_id: home.id, odds: home.odds }], stake: 10, accept: 'none' })).code).toBe(
      240,
    );

    // The feed stops pricing the derby (it still prices the other event): 60 s later its markets are suspended.
    feed.odds = { basketball_testleague: [hoops()], soccer_testliga: [] };
    clock.advance(40_000);
    expect((await poll()).stale).toBe(0);
    clock.advance(40_000);
    expect((await poll()).stale).toBe(3);
    const quiet = (await play(t, m.play, 'events', { event_id: id })).data.events[0];
    expect(quiet.markets.every((x: { status: string }) => x.status === 'suspended')).toBe(true);
    expect(
      await play(t, m.play, 'bet', { type: 'single', selections: [{ outcome_id: newHome.id, odds: newHome.odds }], stake: 10, accept: 'any' }),
    ).toMatchObject({ code: 241 });
    // The feed down altogether: the book's own job still suspends what goes stale.
    feed.failing = true;
    clock.advance(70_000);
    expect(
      (await job('sports-feed')
        .run()
        .catch((e: unknown) => e)) instanceof Error,
    ).toBe(true);
    expect(
      await t.sql.query(`SELECT 1 FROM sports_markets m JOIN sports_events e ON e.id = m.event_id WHERE e.feed_id = 'ev-hoops-9' AND m.stale`),
    ).toHaveLength(1);
    // Back: priced again, open again.
    feed.failing = false;
    feed.odds = { basketball_testleague: [hoops()], soccer_testliga: [moved] };
    await poll();
    expect((await play(t, m.play, 'events', { event_id: id })).data.events[0].markets.every((x: { status: string }) => x.status === 'open')).toBe(true);

    // Scores: live ones show, a completed one settles the event and pays its bets.
    feed.scores = {
      soccer_testliga: [
        {
          id: 'ev-derby-1',
          sport_key: 'soccer_testliga',
          completed: false,
          home_team: 'Red City',
          away_team: 'Blue Town',
          scores: [
            { name: 'Blue Town', score: '0' },
            { name: 'Red City', score: '1' },
          ],
        },
        {
          id: 'ev-unknown',
          sport_key: 'soccer_testliga',
          completed: true,
          home_team: 'X',
          away_team: 'Y',
          scores: [
            { name: 'X', score: '1' },
            { name: 'Y', score: '0' },
          ],
        },
      ],
    };
    await poll();
    expect((await play(t, m.play, 'events', { event_id: id })).data.events[0]).toMatchObject({ status: 'live', score: { home: 1, away: 0 } });
    feed.scores.soccer_testliga![0] = {
      id: 'ev-derby-1',
      sport_key: 'soccer_testliga',
      completed: true,
      home_team: 'Red City',
      away_team: 'Blue Town',
      scores: [
        { name: 'Red City', score: '2' },
        { name: 'Blue Town', score: '1' },
      ],
    };
    expect((await poll()).results).toBe(1);
    expect((await poll()).results).toBe(0);
    const bet = (await play(t, m.play, 'bets', { state: 'settled' })).data.data[0];
    expect(bet).toMatchObject({ id: placed.data.bet.id, result: 'win', payout: (100 * Number(home.odds)).toFixed(2) });
    expect(await venueBalance(t, 'saba', m.username)).toBe((900 + 100 * Number(home.odds)).toFixed(2));
    // A feed that later says otherwise does not change a result: that is the desk's re-settlement.
    feed.scores.soccer_testliga![0] = {
      ...(feed.scores.soccer_testliga![0] as object),
      scores: [
        { name: 'Red City', score: '2' },
        { name: 'Blue Town', score: '2' },
      ],
    };
    expect((await poll()).results).toBe(0);
    expect((await play(t, m.play, 'events', { event_id: id })).data.events[0].score).toEqual({ home: 2, away: 1 });
    expect((await desk(t, admin, 'settings')).data).toMatchObject({ feed: 'feed', stale_seconds: 60 });
    await expectBooksClean(t);
  });
});
