import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beijingDate } from '@portal/contracts';
import { movableClock } from '../src/clock.js';
import { adminToken, createTestApp, type TestApp } from './support/app.js';
import { newStaff } from './support/staff.js';
import { bettor, desk, expectBooksClean, newEvent, newMarket, play } from './support/sports.js';
import { seamlessWalletKey } from './support/rsa-key.js';

// The desk (back office): events and markets and their rules, odds, suspension, what each role may
// do, liability, bet search, profit and loss, the settings; an audit row for every change. And the
// demonstration feed, which keeps a living book for `pnpm start`.

const clock = movableClock(new Date());
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_MODE: 'off', SPORTS_FEED: 'demo' }, { clock });
  admin = await adminToken(t);
});
afterAll(() => t.close());

const audits = async (action: string) =>
  Number((await t.sql.query<{ n: string }>('SELECT count(*)::text AS n FROM audit_logs WHERE action = $1', [action]))[0]!.n);

describe('events and markets', () => {
  it('creates, changes and refuses by the book’s rules, writing an audit row for each change', async () => {
    const before = await audits('sports.event.create');
    const id = await newEvent(t, admin, { sport: 'basketball', home: 'Desk A', away: 'Desk B', league: 'Desk League' });
    expect(await audits('sports.event.create')).toBe(before + 1);
    const refused: [object, number, string][] = [
      [
        {
          event_id: id,
          kind: '1x2',
          outcomes: [
            { code: 'home', odds: '2' },
            { code: 'away', odds: '2' },
          ],
        },
        1000,
        'The selections do not fit the market kind',
      ],
      [
        {
          event_id: id,
          kind: 'winner',
          outcomes: [
            { code: 'home', odds: '2' },
            { code: 'away', odds: '2' },
          ],
        },
        1000,
        'This market kind is not offered for this sport',
      ],
      [
        {
          event_id: id,
          kind: 'ah',
          outcomes: [
            { code: 'home', odds: '2' },
            { code: 'away', odds: '2' },
          ],
        },
        1000,
        'Invalid line (handicaps and totals take a multiple of 0.25; other kinds none)',
      ],
      [
        {
          event_id: id,
          kind: 'ml',
          line: 1,
          outcomes: [
            { code: 'home', odds: '2' },
            { code: 'away', odds: '2' },
          ],
        },
        1000,
        'Invalid line (handicaps and totals take a multiple of 0.25; other kinds none)',
      ],
      [
        {
          event_id: id,
          kind: 'ah',
          line: 0.3,
          outcomes: [
            { code: 'home', odds: '2' },
            { code: 'away', odds: '2' },
          ],
        },
        1000,
        'Invalid request',
      ],
      [
        {
          event_id: 999999,
          kind: 'ml',
          outcomes: [
            { code: 'home', odds: '2' },
            { code: 'away', odds: '2' },
          ],
        },
        404,
        'No such event',
      ],
    ];
    for (const [body, code, message] of refused) expect(await desk(t, admin, 'markets/save', body)).toMatchObject({ code, message });
    const ah = await newMarket(t, admin, id, { kind: 'ah', line: -4.5, odds: { home: '1.91', away: '1.91' }, cap: '20000' });
    expect(
      await desk(t, admin, 'markets/save', {
        event_id: id,
        kind: 'ah',
        line: -4.5,
        outcomes: [
          { code: 'home', odds: '2' },
          { code: 'away', odds: '2' },
        ],
      }),
    ).toMatchObject({
      code: 203,
      message: 'The event already has this market',
    });
    // A market's settings and odds change with its id; its outcomes do not.
    const changed = await desk(t, admin, 'markets/save', {
      id: ah.id,
      event_id: id,
      kind: 'ah',
      line: -4.5,
      in_play: true,
      liability_cap: null,
      outcomes: [
        { code: 'home', odds: '1.85' },
        { code: 'away', odds: '1.97' },
      ],
    });
    expect(changed.data).toMatchObject({ id: ah.id, in_play: true, liability_cap: null, odds_version: 1, outcomes: [{ odds: '1.850' }, { odds: '1.970' }] });
    expect(
      await desk(t, admin, 'markets/save', {
        id: ah.id,
        event_id: id,
        kind: 'ah',
        line: -4.5,
        outcomes: [
          { code: 'home', odds: '1.85' },
          { code: 'draw', odds: '1.97' },
        ],
      }),
    ).toMatchObject({ code: 1000 });
    expect(await desk(t, admin, 'odds', { market_id: ah.id, outcomes: [{ id: 999999, odds: '2' }] })).toMatchObject({ code: 404 });
    // The desk's list: the event, its markets with exposure and cap, its open bets.
    const list = await desk(t, admin, 'events', { q: 'Desk A' });
    expect(list.data.total).toBe(1);
    expect(list.data.data[0]).toMatchObject({
      id,
      source: 'desk',
      open_bets: 0,
      markets: [{ kind: 'ah', line: '-4.5', exposure: '0.00', suspended: false, stale: false }],
    });
    // After its result, an event changes no more.
    await desk(t, admin, 'result', { event_id: id, home: 100, away: 90 });
    expect(await desk(t, admin, 'events/save', { id, sport: 'basketball', league: 'x', home: 'x', away: 'y', starts_at: '2030-01-01 12:00' })).toMatchObject({
      code: 203,
      message: 'The event has ended, been cancelled or has a result: it cannot change',
    });
    expect(await desk(t, admin, 'odds', { market_id: ah.id, outcomes: [{ id: ah.outcomes.home!.id, odds: '2' }] })).toMatchObject({ code: 203 });
    expect(await desk(t, admin, 'cancel', { event_id: id, status: 'cancelled' })).toMatchObject({ code: 203 });
    for (const action of ['sports.market.create', 'sports.market.update', 'sports.result']) expect(await audits(action)).toBeGreaterThanOrEqual(1);
    // An ISO instant is taken for the Beijing time it is; a score may come as "h-a".
    const iso = await desk(t, admin, 'events/save', { sport: 'football', league: 'ISO', home: 'Zulu', away: 'Offset', starts_at: '2030-06-01T12:00:00Z' });
    expect(iso.data.starts_at).toBe('2030-06-01 20:00:00');
    expect((await desk(t, admin, 'result', { event_id: iso.data.id, score: '3-1' })).data).toMatchObject({ event_id: iso.data.id, status: 'ended' });
    expect((await desk(t, admin, 'events', { q: 'Zulu' })).data.data[0].score).toEqual({ home: 3, away: 1 });
  });

  it('each role: operations trades, finance and operations read, support does neither', async () => {
    const ops = await newStaff(t, 'operations', admin);
    const finance = await newStaff(t, 'finance', admin);
    const support = await newStaff(t, 'support', admin);
    const id = await newEvent(t, admin, { home: 'Role A' });
    const save = {
      event_id: id,
      kind: 'ml',
      outcomes: [
        { code: 'home', odds: '1.9' },
        { code: 'away', odds: '1.9' },
      ],
    };
    expect((await desk(t, ops.token, 'markets/save', save)).code).toBe(200);
    expect((await desk(t, finance.token, 'markets/save', save)).code).toBe(203);
    expect((await desk(t, support.token, 'events', {})).code).toBe(203);
    for (const token of [ops.token, finance.token]) expect((await desk(t, token, 'liability', {})).code).toBe(200);
    expect((await desk(t, finance.token, 'result', { event_id: id, home: 1, away: 0 })).code).toBe(203);
  });
});

describe('what the desk reads', () => {
  it('liability by outcome, bet search, profit and loss by day and sport, and the settings', async () => {
    const m = await bettor(t, admin, { amount: 2000, into: 2000 });
    const football = await newEvent(t, admin, { home: 'Read FC', away: 'Write FC' });
    const x12 = await newMarket(t, admin, football, { kind: '1x2', odds: { home: '2.000', draw: '3.000', away: '4.000' } });
    const bet = (o: { id: number; odds: string }, stake: number) =>
      play(t, m.play, 'bet', { type: 'single', selections: [{ outcome_id: o.id, odds: o.odds }], stake });
    await bet(x12.outcomes.home!, 100);
    await bet(x12.outcomes.away!, 50);
    const liability = (await desk(t, admin, 'liability', { event_id: football })).data.events[0];
    expect(liability).toMatchObject({ event_id: football, open_bets: 2, stake: '150.00', worst: '50.00' });
    expect(
      liability.markets[0].outcomes.map((o: { code: string; stake: string; payout: string; house: string }) => [o.code, o.stake, o.payout, o.house]),
    ).toEqual([
      ['home', '100.00', '200.00', '-50.00'],
      ['draw', '0.00', '0.00', '150.00'],
      ['away', '50.00', '200.00', '-50.00'],
    ]);
    const found = await desk(t, admin, 'bets', { username: m.username });
    expect(found.data).toMatchObject({ total: 2, stake_total: '150.00', payout_total: '0.00' });
    expect(found.data.data[0]).toMatchObject({ username: m.username, platname: 'SABA', state: 'open' });
    expect((await desk(t, admin, 'bets', { event_id: football, state: 'settled' })).data.total).toBe(0);

    await desk(t, admin, 'result', { event_id: football, home: 0, away: 1 });
    const today = beijingDate(clock.now());
    const pnl = (await desk(t, admin, 'pnl', { from: today, to: today })).data;
    const row = pnl.rows.find((r: { sport: string }) => r.sport === 'football');
    expect(row).toMatchObject({ day: today });
    expect(pnl.by_sport.find((r: { sport: string }) => r.sport === 'football').bets).toBe(row.bets);
    // This event alone: 150 staked, 200 paid: the book lost 50.
    const mine = await desk(t, admin, 'bets', { event_id: football, state: 'settled' });
    expect(mine.data).toMatchObject({ total: 2, stake_total: '150.00', payout_total: '200.00' });
    expect(await desk(t, admin, 'pnl', { from: today, to: '2099-12-31' })).toMatchObject({ code: 1000 });

    const settings = await desk(t, admin, 'settings');
    expect(settings.data).toMatchObject({
      margin: '0.0500',
      min_stake: '10.00',
      max_stake: '50000.00',
      max_payout: '500000.00',
      postpone_hours: 48,
      feed: 'demo',
    });
    const saved = await desk(t, admin, 'settings/save', { margin: '0.04', cashout_margin: '0.06', min_stake: '5', max_stake: '20000', default_cap: '100000' });
    expect(saved.data).toMatchObject({ margin: '0.0400', cashout_margin: '0.0600', min_stake: '5.00', max_stake: '20000.00', default_cap: '100000.00' });
    expect(await audits('sports.settings')).toBe(1);
    expect((await desk(t, admin, 'settings/save', { margin: '0.9', cashout_margin: '0.06', min_stake: '5', max_stake: '20000' })).code).toBe(1000);
    expect((await desk(t, admin, 'settings/save', { margin: '0.05', cashout_margin: '0.05', min_stake: '50', max_stake: '20' })).code).toBe(1000);
    await desk(t, admin, 'settings/save', { margin: '0.05', cashout_margin: '0.05', min_stake: '10', max_stake: '50000', default_cap: null });
    await expectBooksClean(t);
  });
});

describe('the demonstration feed (SPORTS_FEED=demo)', () => {
  it('keeps days of fixtures ahead priced from the sides’ strengths, plays them out and posts their results, which settle the bets', async () => {
    const demo = t.modules.find((m) => m.name === 'sports')!.jobs!.find((j) => j.name === 'sports-demo')!;
    const first = (await demo.run()) as { created: number };
    expect(first.created).toBeGreaterThan(20);
    expect(((await demo.run()) as { created: number }).created).toBe(0);
    const m = await bettor(t, admin, { amount: 1000, into: 1000 });
    const listed = (await play(t, m.play, 'events', { sport: 'football' })).data.events.filter((e: { demo: boolean }) => e.demo);
    expect(listed.length).toBeGreaterThan(5);
    const next = listed[0];
    expect(next.markets.map((x: { kind: string }) => x.kind)).toEqual(expect.arrayContaining(['1x2', 'ah', 'ou', 'ml', 'btts', 'cs']));
    // Prices carry the desk's margin (5 %) over fair chances: a 1X2 book of about 105 %.
    const book = next.markets.find((x: { kind: string }) => x.kind === '1x2').outcomes.reduce((s: number, o: { odds: string }) => s + 1 / Number(o.odds), 0);
    expect(book).toBeGreaterThan(1.04);
    expect(book).toBeLessThan(1.07);
    const home = next.markets.find((x: { kind: string }) => x.kind === '1x2').outcomes[0];
    const placed = await play(t, m.play, 'bet', { type: 'single', selections: [{ outcome_id: home.id, odds: home.odds }], stake: 100 });
    expect(placed.code, placed.message).toBe(200);
    // To its kick-off and into play: live, priced in play on its main markets.
    const [start] = await t.sql.query<{ at: Date }>(`SELECT (starts_at AT TIME ZONE 'UTC') AS at FROM sports_events WHERE id = $1`, [next.id]);
    clock.set(new Date(start!.at.getTime() + 30 * 60_000));
    await demo.run();
    const live = (await play(t, m.play, 'events', { event_id: next.id })).data.events[0];
    expect(live.status).toBe('live');
    expect(live.markets.filter((x: { status: string }) => x.status === 'open').every((x: { in_play: boolean }) => x.in_play)).toBe(true);
    expect(live.markets.some((x: { status: string }) => x.status === 'open')).toBe(true);
    // Full time: its result is posted and the bet settled.
    clock.set(new Date(start!.at.getTime() + 3 * 3600_000));
    await demo.run();
    const ended = (await play(t, m.play, 'events', { event_id: next.id })).data.events[0];
    expect(ended.status).toBe('ended');
    const settled = (await play(t, m.play, 'bets', { state: 'settled' })).data.data[0];
    expect(settled.id).toBe(placed.data.bet.id);
    expect(settled.payout).toBe(ended.score.home > ended.score.away ? (100 * Number(home.odds)).toFixed(2) : '0.00');
    await expectBooksClean(t);
  });

  it('is refused in production', async () => {
    const { loadConfig } = await import('../src/config.js');
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://x/y',
      JWT_SECRET: 'x'.repeat(40),
      STAFF_TOTP_KEY: 'a'.repeat(64),
      SEAMLESS_WALLET_PRIVATE_KEY: seamlessWalletKey,
    };
    expect(() => loadConfig({ ...production, SPORTS_FEED: 'demo' })).toThrow(/SPORTS_FEED=demo/);
    expect(loadConfig(production).sports.feed).toBe('off');
    expect(loadConfig({ ...production, SPORTS_FEED_URL: 'https://api.the-odds-api.com' }).sports.feed).toBe('feed');
    expect(loadConfig({ NODE_ENV: 'development' }).sports.feed).toBe('demo');
  });
});
