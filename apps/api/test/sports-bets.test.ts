import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beijingDayEnd } from '@portal/contracts';
import { adminToken, createTestApp, post, type TestApp } from './support/app.js';
import { bettor, desk, expectBooksClean, newEvent, newMarket, play, venueBalance } from './support/sports.js';

// The sportsbook's player API (/play/api/sports/*): launching a venue, its events, every bet type
// and the slip's odds-change policy, the book's limits, suspended and started markets, bad input.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_MODE: 'off' });
  admin = await adminToken(t);
});
afterAll(() => t.close());

const rowCount = async (table: string) => Number((await t.sql.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${table}`))[0]!.n);

describe('launching a sport venue', () => {
  it('opens the sportsbook page with a token of the venue, which the game hall does not take (and the other way round)', async () => {
    const m = await bettor(t, admin, { amount: 100, into: 50 });
    expect(m.url.pathname).toBe('/play/sports/SABA');
    const page = await request(t.app).get(`${m.url.pathname}${m.url.search}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('id="sports-config"');
    expect(page.text).toContain('"venue":"sports"');
    // The player's page the shell loads is served (built from apps/play by the tests' global setup).
    expect(page.text).toContain('<script src="/play/assets/sports.js" defer></script>');
    const script = await request(t.app).get('/play/assets/sports.js');
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.text).toContain('sports-config');
    const css = await request(t.app).get('/play/assets/sports.css');
    expect(css.status).toBe(200);
    expect(css.headers['content-type']).toMatch(/css/);
    expect((await request(t.app).get(`/play/SABA${m.url.search}`)).status).toBe(401);
    // The hall's bet route refuses a sportsbook token: the venue's wallet is not a dice table.
    const dice = await request(t.app).post('/play/api/bet').set('Authorization', `Bearer ${m.play}`).send({ game: 'dice', bet: 1, pick: 'big' });
    expect(dice.body.code).toBe(1000);
    expect(await venueBalance(t, 'saba', m.username)).toBe('50.00');
    // A game hall token is not one of the book's.
    const hall = await post(t.app, '/api/getGameUrl', { plat_name: 'PCGAME', game_type: 0, game_code: '0', is_mobile_url: 0 }, { token: m.token });
    const hallToken = new URL(hall.data.url as string, 'http://x').searchParams.get('t')!;
    expect((await play(t, hallToken, 'events')).code).toBe(401);
    expect((await play(t, 'forged', 'events')).code).toBe(401);
    // The venue's own balance route works with the book's token (the same wallet).
    const balance = await request(t.app).post('/play/api/balance').set('Authorization', `Bearer ${m.play}`).send({});
    expect(balance.body.data).toEqual({ balance: '50.00' });
  });

  it('the catalogue tile of a sport venue opens the venue itself, not a game of the hall', async () => {
    const list = await request(t.app).get('/api/game/list?category=sport');
    const saba = (list.body.data as { platform_name: string; launches: string | null }[]).find((g) => g.platform_name === 'SABA')!;
    expect(saba.launches).toBeNull();
  });
});

describe('POST /play/api/sports/events', () => {
  it('shows a sport venue its ball sports and an e-sport venue its e-sports, with leagues, counts and each market’s state', async () => {
    const football = await newEvent(t, admin, { sport: 'football', league: 'Events League', home: 'Lions', away: 'Tigers', minutes: 60 * 30 });
    await newMarket(t, admin, football, { kind: '1x2', odds: { home: '2.1', draw: '3.3', away: '3.6' } });
    await newMarket(t, admin, football, { kind: 'ah', line: -0.75, odds: { home: '1.90', away: '1.95' } });
    const now = new Date();
    const lol = await newEvent(t, admin, { sport: 'lol', league: 'LPL Test', home: 'JDG', away: 'BLG', minutes: 90, now });
    const lolStarts = new Date(now.getTime() + 90 * 60_000);
    await newMarket(t, admin, lol, { kind: 'winner', odds: { home: '1.8', away: '2.0' } });

    const sport = await bettor(t, admin, { amount: 10, into: 0 });
    const listed = await play(t, sport.play, 'events', { sport: 'football' });
    expect(listed.code, listed.message).toBe(200);
    const event = listed.data.events.find((e: { id: number }) => e.id === football);
    expect(event).toMatchObject({ sport: 'football', league: 'Events League', home: 'Lions', away: 'Tigers', status: 'not_started', score: null, demo: false });
    expect(event.markets.map((m: { kind: string; line: string | null }) => [m.kind, m.line])).toEqual([
      ['1x2', null],
      ['ah', '-0.75'],
    ]);
    expect(event.markets[0].outcomes).toEqual([
      { id: expect.any(Number), code: 'home', odds: '2.100', odds_hk: '1.10', status: 'open', result: null },
      { id: expect.any(Number), code: 'draw', odds: '3.300', odds_hk: '2.30', status: 'open', result: null },
      { id: expect.any(Number), code: 'away', odds: '3.600', odds_hk: '2.60', status: 'open', result: null },
    ]);
    expect(listed.data.sports.map((s: { sport: string }) => s.sport)).toEqual(['football', 'basketball']);
    expect(listed.data.sports[0].leagues).toEqual(expect.arrayContaining([{ league: 'Events League', count: 1 }]));
    // Tomorrow's start is "early", not "today"; the e-sport event is not on a sport venue at all.
    expect((await play(t, sport.play, 'events', { state: 'early' })).data.events.map((e: { id: number }) => e.id)).toContain(football);
    expect((await play(t, sport.play, 'events', { state: 'today' })).data.events.map((e: { id: number }) => e.id)).not.toContain(football);
    expect((await play(t, sport.play, 'events', { event_id: lol })).data.events).toEqual([]);
    // Other words for the views: in play, upcoming.
    expect((await play(t, sport.play, 'events', { state: 'in_play' })).data.events.map((e: { id: number }) => e.id)).not.toContain(football);
    expect((await play(t, sport.play, 'events', { state: 'upcoming' })).data.events.map((e: { id: number }) => e.id)).toContain(football);
    expect((await play(t, sport.play, 'events', { sport: 'lol' })).data.events).toEqual([]);

    const esport = await bettor(t, admin, { amount: 10, into: 0, platname: 'IA' });
    const e = await play(t, esport.play, 'events', {});
    expect(e.data.sports.map((s: { sport: string }) => s.sport)).toEqual(['lol', 'dota2', 'cs2', 'hok']);
    expect(e.data.events.map((x: { id: number }) => x.id)).toContain(lol);
    expect(e.data.events.map((x: { id: number }) => x.id)).not.toContain(football);
    // 90 minutes ahead is still today in Beijing until 22:30 there; after that it is tomorrow's (early).
    const lolView = lolStarts < beijingDayEnd(new Date()) ? 'today' : 'early';
    expect(e.data.counts[lolView], JSON.stringify(e.data.counts)).toBeGreaterThanOrEqual(1);
    expect((await play(t, esport.play, 'events', { state: lolView })).data.events.map((x: { id: number }) => x.id)).toContain(lol);
  });
});

describe('POST /play/api/sports/bet', () => {
  it('a single takes its stake from the venue wallet at the odds shown, and the market’s exposure grows by what it would pay', async () => {
    const m = await bettor(t, admin, { amount: 1000, into: 500 });
    const event = await newEvent(t, admin);
    const market = await newMarket(t, admin, event, { kind: '1x2', odds: { home: '2.100', draw: '3.200', away: '3.500' } });
    const placed = await play(t, m.play, 'bet', {
      type: 'single',
      selections: [{ outcome_id: market.outcomes.home!.id, odds: '2.1' }],
      stake: 100,
      accept: 'none',
    });
    expect(placed.code, placed.message).toBe(200);
    expect(placed.message).toBe('Bet placed');
    expect(placed.data.balance).toBe('400.00');
    expect(placed.data.bet).toMatchObject({
      type: 'single',
      system: null,
      stake: '100.00',
      unit_stake: '100.00',
      combinations: 1,
      odds: '2.100',
      potential_payout: '210.00',
      state: 'open',
      result: null,
      payout: '0.00',
    });
    expect(placed.data.bet.legs).toEqual([
      expect.objectContaining({ event_id: event, market_id: market.id, kind: '1x2', line: null, code: 'home', odds: '2.100', result: null }),
    ]);
    expect(await venueBalance(t, 'saba', m.username)).toBe('400.00');
    const [row] = await t.sql.query<{ exposure: string }>('SELECT exposure::text FROM sports_markets WHERE id = $1', [market.id]);
    expect(row!.exposure).toBe('210.00');
    const mine = await play(t, m.play, 'bets', { state: 'open' });
    expect(mine.data).toMatchObject({ total: 1, current_page: 1 });
    expect(mine.data.data[0].id).toBe(placed.data.bet.id);
    // Its cash-out now, at unchanged odds: the stake less the desk's 5 %.
    expect(mine.data.data[0].cashout).toBe('95.00');
    expect(placed.data.bet.cashout).toBeNull();
    expect((await play(t, m.play, 'bets', { state: 'settled' })).data.total).toBe(0);
    // Another player sees none of it.
    const other = await bettor(t, admin, { amount: 10, into: 0 });
    expect((await play(t, other.play, 'bets', {})).data.total).toBe(0);
    expect((await play(t, other.play, 'cashout/quote', { bet_id: placed.data.bet.id })).code).toBe(404);
    await expectBooksClean(t);
  });

  it('moved odds: `none` is refused with the new odds, `better` takes only better odds, `any` takes them', async () => {
    const m = await bettor(t, admin, { amount: 1000, into: 500 });
    const event = await newEvent(t, admin);
    const market = await newMarket(t, admin, event, { kind: 'ou', line: 2.5, odds: { over: '1.900', under: '1.900' } });
    const over = market.outcomes.over!.id;
    const under = market.outcomes.under!.id;
    expect(
      (
        await desk(t, admin, 'odds', {
          market_id: market.id,
          outcomes: [
            { id: over, odds: '1.85' },
            { id: under, odds: '1.95' },
          ],
        })
      ).code,
    ).toBe(200);
    const slip = (id: number, accept: string) => ({ type: 'single', selections: [{ outcome_id: id, odds: '1.900' }], stake: 10, accept });
    const refused = await play(t, m.play, 'bet', slip(over, 'none'));
    expect(refused).toEqual({
      code: 240,
      message: 'The odds have changed: please confirm the new odds',
      data: { changes: [{ outcome_id: over, odds: '1.850', odds_hk: '0.85', status: 'open' }] },
    });
    expect((await play(t, m.play, 'bet', slip(over, 'better'))).code).toBe(240);
    const better = await play(t, m.play, 'bet', slip(under, 'better'));
    expect(better.code, better.message).toBe(200);
    expect(better.data.bet.odds).toBe('1.950');
    const any = await play(t, m.play, 'bet', slip(over, 'any'));
    expect(any.code, any.message).toBe(200);
    expect(any.data.bet.odds).toBe('1.850');
    expect(any.data.balance).toBe('480.00');
  });

  it('parlays: 2 to 10 legs, one per event; their odds multiply; N串M stakes each combination', async () => {
    const m = await bettor(t, admin, { amount: 1000, into: 1000 });
    const legs: { outcome_id: number; odds: string }[] = [];
    const markets: number[] = [];
    for (let i = 0; i < 11; i++) {
      const event = await newEvent(t, admin, { home: `H${i}`, away: `A${i}` });
      const market = await newMarket(t, admin, event, { kind: 'ml', odds: { home: '1.500', away: '2.500' } });
      legs.push({ outcome_id: market.outcomes.home!.id, odds: '1.5' });
      markets.push(market.id);
    }
    const parlay = await play(t, m.play, 'bet', { type: 'parlay', selections: legs.slice(0, 3), stake: 10 });
    expect(parlay.code, parlay.message).toBe(200);
    expect(parlay.data.bet).toMatchObject({ type: 'parlay', stake: '10.00', odds: '3.375', potential_payout: '33.75', combinations: 1 });
    // Each leg's market takes the parlay's whole potential payout.
    const exposures = await t.sql.query<{ exposure: string }>('SELECT exposure::text FROM sports_markets WHERE id = ANY($1::int[]) ORDER BY id', [
      markets.slice(0, 3),
    ]);
    expect(exposures.map((r) => r.exposure)).toEqual(['33.75', '33.75', '33.75']);

    const system = await play(t, m.play, 'bet', { type: 'system', system: '3/4', selections: legs.slice(3, 6), stake: 10 });
    expect(system.code, system.message).toBe(200);
    // 3串4 at 10 stakes 40: three doubles at 2.25 and a treble at 3.375.
    expect(system.data.bet).toMatchObject({ type: 'system', system: '3/4', stake: '40.00', unit_stake: '10.00', combinations: 4, potential_payout: '101.25' });
    expect(system.data.balance).toBe('950.00');

    const before = await rowCount('sports_bets');
    expect((await play(t, m.play, 'bet', { type: 'parlay', selections: legs.slice(0, 1), stake: 10 })).message).toBe('A parlay has 2 to 10 selections');
    expect((await play(t, m.play, 'bet', { type: 'parlay', selections: legs, stake: 10 })).code).toBe(1000); // 11 legs
    expect((await play(t, m.play, 'bet', { type: 'single', selections: legs.slice(0, 2), stake: 10 })).message).toBe('A single bet has one selection');
    expect((await play(t, m.play, 'bet', { type: 'system', system: '3/5', selections: legs.slice(0, 3), stake: 10 })).code).toBe(1000);
    expect((await play(t, m.play, 'bet', { type: 'system', system: '4/11', selections: legs.slice(0, 3), stake: 10 })).code).toBe(1000);
    expect((await play(t, m.play, 'bet', { type: 'parlay', selections: [legs[0], legs[0]], stake: 10 })).code).toBe(1000);
    // Two legs of one event.
    const event = await newEvent(t, admin);
    const a = await newMarket(t, admin, event, { kind: 'ml', odds: { home: '1.9', away: '1.9' } });
    const b = await newMarket(t, admin, event, { kind: 'ou', line: 2.5, odds: { over: '1.9', under: '1.9' } });
    const same = await play(t, m.play, 'bet', {
      type: 'parlay',
      selections: [
        { outcome_id: a.outcomes.home!.id, odds: '1.9' },
        { outcome_id: b.outcomes.over!.id, odds: '1.9' },
      ],
      stake: 10,
    });
    expect(same).toMatchObject({ code: 1000, message: 'A parlay takes one selection per event' });
    expect(await rowCount('sports_bets')).toBe(before);
    await expectBooksClean(t);
  });

  it('limits: the stake range, the most a bet may return, combined odds up to 1,000, and the wallet', async () => {
    const m = await bettor(t, admin, { amount: 100000, into: 100000 });
    const long: { outcome_id: number; odds: string }[] = [];
    for (let i = 0; i < 10; i++) {
      const event = await newEvent(t, admin, { home: `L${i}`, away: `M${i}` });
      const market = await newMarket(t, admin, event, { kind: 'ml', odds: { home: '2.000', away: '1.800' } });
      long.push({ outcome_id: market.outcomes.home!.id, odds: '2' });
    }
    const single = (stake: number | string) => ({ type: 'single', selections: [long[0]], stake });
    expect(await play(t, m.play, 'bet', single(9.99))).toMatchObject({ code: 242, message: 'The minimum stake is 10.00' });
    expect(await play(t, m.play, 'bet', single(50000.01))).toMatchObject({ code: 242, message: 'The maximum stake is 50000.00' });
    expect(await play(t, m.play, 'bet', { type: 'parlay', selections: long, stake: 10 })).toMatchObject({
      code: 242,
      message: 'Combined odds may not exceed 1000',
    });
    // 9 legs at 2.0 = 512: 1,000 × 512 = 512,000 passes SPORTS_MAX_PAYOUT (500,000).
    expect(await play(t, m.play, 'bet', { type: 'parlay', selections: long.slice(0, 9), stake: 1000 })).toMatchObject({
      code: 242,
      message: 'A bet may return at most 500000',
    });
    expect((await play(t, m.play, 'bet', { type: 'parlay', selections: long.slice(0, 9), stake: 976 })).code).toBe(200); // 499,712
    const poor = await bettor(t, admin, { amount: 50, into: 50 });
    expect(await play(t, poor.play, 'bet', single(60))).toMatchObject({ code: 208 });
    expect(await venueBalance(t, 'saba', poor.username)).toBe('50.00');
    await expectBooksClean(t);
  });

  it('suspended markets, events and the whole book take no bet; a started event only on markets offered in play', async () => {
    const m = await bettor(t, admin, { amount: 1000, into: 500 });
    const event = await newEvent(t, admin);
    const market = await newMarket(t, admin, event, { kind: 'ml', odds: { home: '1.9', away: '1.9' } });
    const slip = { type: 'single', selections: [{ outcome_id: market.outcomes.home!.id, odds: '1.9' }], stake: 10 };
    for (const [scope, id] of [
      ['market', market.id],
      ['event', event],
      ['all', undefined],
    ] as const) {
      expect((await desk(t, admin, 'suspend', { scope, id, suspended: true })).code).toBe(200);
      expect(await play(t, m.play, 'bet', slip)).toMatchObject({ code: 241, message: 'A selection is suspended or closed' });
      const shown = (await play(t, m.play, 'events', { event_id: event })).data.events[0];
      expect(shown?.markets[0].status).toBe('suspended');
      expect((await desk(t, admin, 'suspend', { scope, id, suspended: false })).code).toBe(200);
    }
    expect((await play(t, m.play, 'bet', slip)).code).toBe(200);

    // Started: betting stops at the start time, except on a market offered in play.
    const started = await newEvent(t, admin, { minutes: -5 });
    const pre = await newMarket(t, admin, started, { kind: 'ml', odds: { home: '1.9', away: '1.9' } });
    const live = await newMarket(t, admin, started, { kind: 'ou', line: 2.5, odds: { over: '1.9', under: '1.9' }, inPlay: true });
    expect(await play(t, m.play, 'bet', { ...slip, selections: [{ outcome_id: pre.outcomes.home!.id, odds: '1.9' }] })).toMatchObject({
      code: 241,
      message: 'The event has started: betting is closed',
    });
    expect((await play(t, m.play, 'bet', { ...slip, selections: [{ outcome_id: live.outcomes.over!.id, odds: '1.9' }] })).code).toBe(200);
  });

  it('bad input is the 1000 envelope and writes nothing', async () => {
    const m = await bettor(t, admin, { amount: 100, into: 100 });
    const before = await rowCount('sports_bets');
    const bad: unknown[] = [
      null,
      [],
      'x',
      {},
      { type: 'single' },
      { type: 'single', selections: [], stake: 10 },
      { type: 'single', selections: [{ outcome_id: 1, odds: '1.9' }], stake: -1 },
      { type: 'single', selections: [{ outcome_id: 1, odds: '1.9' }], stake: '1e3' },
      { type: 'single', selections: [{ outcome_id: 1, odds: '1.9' }], stake: 10.001 },
      { type: 'single', selections: [{ outcome_id: 1, odds: '0.9' }], stake: 10 },
      { type: 'single', selections: [{ outcome_id: 1, odds: '1.9999' }], stake: 10 },
      { type: 'single', selections: [{ outcome_id: 2 ** 31, odds: '1.9' }], stake: 10 },
      { type: 'single', selections: [{ outcome_id: 'x', odds: '1.9' }], stake: 10 },
      { type: 'single', selections: [{ outcome_id: 1, odds: '1.9' }], stake: 10, accept: 'maybe' },
      { type: 'lottery', selections: [{ outcome_id: 1, odds: '1.9' }], stake: 10 },
      { type: 'single', selections: [{ outcome_id: 1, odds: '1.9' }], stake: '9'.repeat(30) },
    ];
    for (const body of bad) expect((await play(t, m.play, 'bet', body)).code, JSON.stringify(body)).toBe(1000);
    expect((await play(t, m.play, 'bet', { type: 'single', selections: [{ outcome_id: 2 ** 31 - 1, odds: '1.9' }], stake: 10 })).code).toBe(241);
    for (const body of [{ state: 'x' }, { page: 0 }, { page: 'x' }]) expect((await play(t, m.play, 'bets', body)).code).toBe(1000);
    for (const body of [{}, { bet_id: 'x' }, { bet_id: -1 }, { bet_id: 2 ** 31 }]) expect((await play(t, m.play, 'cashout/quote', body)).code).toBe(1000);
    expect((await play(t, m.play, 'cashout', { bet_id: 1, quote_id: 'not-a-uuid' })).code).toBe(1000);
    expect((await play(t, m.play, 'events', { sport: 'chess' })).code).toBe(1000);
    const raw = await request(t.app)
      .post('/play/api/sports/bet')
      .set('Authorization', `Bearer ${m.play}`)
      .set('Content-Type', 'application/json')
      .send('{"type":');
    expect(raw.status).toBeLessThan(500);
    expect(raw.body.code).toBe(1000);
    expect(await rowCount('sports_bets')).toBe(before);
    expect(await venueBalance(t, 'saba', m.username)).toBe('100.00');
  });

  it('every field of every player route, filled with odd values, answers an envelope and never 500', async () => {
    const m = await bettor(t, admin, { amount: 100, into: 100 });
    const event = await newEvent(t, admin, { home: 'Fuzz', away: 'Box' });
    const market = await newMarket(t, admin, event, { kind: 'ml', odds: { home: '1.9', away: '1.9' } });
    const selection = { outcome_id: market.outcomes.home!.id, odds: '1.9' };
    const routes: Record<string, Record<string, unknown>> = {
      events: { sport: 'football', state: 'today', league: 'x', event_id: event },
      bet: { type: 'single', system: '3/4', selections: [selection], stake: 10, accept: 'none' },
      bets: { state: 'open', page: 1 },
      'cashout/quote': { bet_id: 1 },
      cashout: { bet_id: 1, quote_id: '00000000-0000-4000-8000-000000000000' },
    };
    const odd: unknown[] = [
      null,
      true,
      [],
      {},
      [1, 2],
      { a: 1 },
      -1,
      0,
      1.5,
      1e308,
      2 ** 53 + 1,
      'NaN',
      '1e3',
      ' 5 ',
      '9'.repeat(400),
      '\u0000',
      '\uD800',
      '😀'.repeat(50),
      '<script>',
      "' OR 1=1 --",
    ];
    const before = await rowCount('sports_bets');
    let placed = 0;
    for (const [path, valid] of Object.entries(routes)) {
      for (const field of Object.keys(valid)) {
        for (const value of odd) {
          const r = await play(t, m.play, path, { ...valid, [field]: value });
          expect(typeof r.code, `${path}.${field} = ${JSON.stringify(value)}`).toBe('number');
          expect(typeof r.message).toBe('string');
          if (path === 'bet' && r.code === 200) placed += 1;
        }
      }
    }
    // Only what was a valid bet after all was placed (null for an optional field: `system`, `accept`).
    expect(placed).toBeLessThanOrEqual(2);
    expect(await rowCount('sports_bets')).toBe(before + placed);
  });
});
