import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../src/clock.js';
import { adminToken, createTestApp, type TestApp } from './support/app.js';
import { bettor, desk, expectBooksClean, newEvent, newMarket, play, venueBalance } from './support/sports.js';

// Settlement from a result, against worked examples: each result of a single (win, lose, push,
// half win, half loss, void) on whole, half and quarter lines, parlays with a void and a half-won
// leg, N串M, a result posted twice, cancelled and postponed events.

const clock = movableClock(new Date());
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_MODE: 'off', SPORTS_POSTPONE_HOURS: '36' }, { clock });
  admin = await adminToken(t);
});
afterAll(() => t.close());

type Slip = { type: string; system?: string; selections: { outcome_id: number; odds: string }[]; stake: number };
const pick = (o: { id: number; odds: string }) => ({ outcome_id: o.id, odds: o.odds });
const single = (o: { id: number; odds: string }, stake = 100): Slip => ({ type: 'single', selections: [pick(o)], stake });

async function placeAll(token: string, slips: Slip[]): Promise<string[]> {
  const ids: string[] = [];
  for (const slip of slips) {
    const r = await play(t, token, 'bet', { ...slip, accept: 'none' });
    expect(r.code, r.message).toBe(200);
    ids.push(r.data.bet.id);
  }
  return ids;
}

type BetView = { id: string; state: string; result: string | null; payout: string; valid_stake: string };
/** Every bet of the player's, page by page. */
async function betsOf(token: string) {
  const all: BetView[] = [];
  for (let page = 1; ; page++) {
    const got = (await play(t, token, 'bets', { state: 'all', page })).data;
    all.push(...(got.data as BetView[]));
    if (page >= got.last_page) break;
  }
  return new Map(all.map((b) => [b.id, b]));
}

const result = async (event: number, home: number, away: number) => {
  const r = await desk(t, admin, 'result', { event_id: event, home, away });
  expect(r.code, r.message).toBe(200);
  return r.data as { bets: number; markets: number };
};

describe('settling singles from a final score', () => {
  it('pays each result as the worked examples say, quarter lines included, with its valid turnover', async () => {
    const m = await bettor(t, admin, { amount: 2000, into: 2000 });
    const event = await newEvent(t, admin);
    const x12 = await newMarket(t, admin, event, { kind: '1x2', odds: { home: '2.100', draw: '3.300', away: '3.600' } });
    const ah75 = await newMarket(t, admin, event, { kind: 'ah', line: -0.75, odds: { home: '1.900', away: '1.950' } });
    const ah1 = await newMarket(t, admin, event, { kind: 'ah', line: -1, odds: { home: '1.900', away: '1.950' } });
    const ah25 = await newMarket(t, admin, event, { kind: 'ah', line: -0.25, odds: { home: '1.800', away: '2.000' } });
    const ou225 = await newMarket(t, admin, event, { kind: 'ou', line: 2.25, odds: { over: '1.900', under: '1.900' } });
    const ou3 = await newMarket(t, admin, event, { kind: 'ou', line: 3, odds: { over: '1.900', under: '1.900' } });
    const ou275 = await newMarket(t, admin, event, { kind: 'ou', line: 2.75, odds: { over: '2.000', under: '1.800' } });
    const btts = await newMarket(t, admin, event, { kind: 'btts', odds: { yes: '1.700', no: '2.100' } });
    const cs = await newMarket(t, admin, event, { kind: 'cs', odds: { '1-0': '6.000', '2-1': '8.500', other: '1.500' } });
    const ml = await newMarket(t, admin, event, { kind: 'ml', odds: { home: '1.500', away: '2.600' } });
    const slips: [Slip, { state: string; result: string; payout: string; valid_stake: string }][] = [
      [single(x12.outcomes.home!), { state: 'settled', result: 'win', payout: '210.00', valid_stake: '100.00' }], // 100 at 2.100 returns 210
      [single(x12.outcomes.draw!), { state: 'settled', result: 'lose', payout: '0.00', valid_stake: '100.00' }],
      [single(ah75.outcomes.home!), { state: 'settled', result: 'half_win', payout: '145.00', valid_stake: '50.00' }], // −0.75 at 1.90, won by 1: 95 + 50
      [single(ah75.outcomes.away!), { state: 'settled', result: 'half_lose', payout: '50.00', valid_stake: '50.00' }],
      [single(ah1.outcomes.home!), { state: 'settled', result: 'push', payout: '100.00', valid_stake: '0.00' }],
      [single(ah25.outcomes.home!), { state: 'settled', result: 'win', payout: '180.00', valid_stake: '100.00' }],
      [single(ou225.outcomes.over!), { state: 'settled', result: 'win', payout: '190.00', valid_stake: '100.00' }], // 3 goals over 2.25
      [single(ou3.outcomes.under!), { state: 'settled', result: 'push', payout: '100.00', valid_stake: '0.00' }],
      [single(ou275.outcomes.over!), { state: 'settled', result: 'half_win', payout: '150.00', valid_stake: '50.00' }], // 3 over 2.75: half on 2.5 wins, half on 3 pushes
      [single(ou275.outcomes.under!), { state: 'settled', result: 'half_lose', payout: '50.00', valid_stake: '50.00' }],
      [single(btts.outcomes.yes!), { state: 'settled', result: 'win', payout: '170.00', valid_stake: '100.00' }],
      [single(cs.outcomes['2-1']!), { state: 'settled', result: 'win', payout: '850.00', valid_stake: '100.00' }],
      [single(cs.outcomes.other!), { state: 'settled', result: 'lose', payout: '0.00', valid_stake: '100.00' }],
      [single(ml.outcomes.away!), { state: 'settled', result: 'lose', payout: '0.00', valid_stake: '100.00' }],
    ];
    const ids = await placeAll(
      m.play,
      slips.map(([s]) => s),
    );
    expect(await venueBalance(t, 'saba', m.username)).toBe('600.00');
    expect(await result(event, 2, 1)).toEqual({ event_id: event, status: 'ended', markets: 10, bets: 14 });
    const settled = await betsOf(m.play);
    for (const [i, [, want]] of slips.entries()) expect(settled.get(ids[i]!), `slip ${i}`).toMatchObject(want);
    const paid = slips.reduce((s, [, w]) => s + Number(w.payout), 0);
    expect(await venueBalance(t, 'saba', m.username)).toBe((600 + paid).toFixed(2));
    // The event shows its result; its markets their outcomes' results.
    const shown = (await play(t, m.play, 'events', { event_id: event })).data.events[0];
    expect(shown).toMatchObject({ status: 'ended', score: { home: 2, away: 1 } });
    expect(shown.markets[1].outcomes.map((o: { result: string }) => o.result)).toEqual(['half_win', 'half_lose']);
    expect(shown.markets.every((mk: { status: string }) => mk.status === 'settled')).toBe(true);

    // The same result again pays nothing more; another is a correction, refused here.
    expect(await result(event, 2, 1)).toMatchObject({ bets: 0 });
    expect(await venueBalance(t, 'saba', m.username)).toBe((600 + paid).toFixed(2));
    expect(await desk(t, admin, 'result', { event_id: event, home: 1, away: 1 })).toMatchObject({ code: 203 });
    await expectBooksClean(t);
  });

  it('e-sports settle on maps won: match winner, map handicap, total maps', async () => {
    const m = await bettor(t, admin, { amount: 300, into: 300, platname: 'AVIA' });
    const event = await newEvent(t, admin, { sport: 'cs2', home: 'TYLOO', away: 'Lynn Vision' });
    const winner = await newMarket(t, admin, event, { kind: 'winner', odds: { home: '1.800', away: '2.000' } });
    const maps = await newMarket(t, admin, event, { kind: 'map_ah', line: -1.5, odds: { home: '2.500', away: '1.500' } });
    const total = await newMarket(t, admin, event, { kind: 'total_maps', line: 2.5, odds: { over: '2.100', under: '1.700' } });
    const ids = await placeAll(m.play, [single(winner.outcomes.home!), single(maps.outcomes.away!), single(total.outcomes.over!)]);
    await result(event, 2, 1);
    const settled = await betsOf(m.play);
    expect(ids.map((id) => [settled.get(id)!.result, settled.get(id)!.payout])).toEqual([
      ['win', '180.00'],
      ['win', '150.00'],
      ['win', '210.00'],
    ]);
    expect(await venueBalance(t, 'avia', m.username)).toBe('540.00');
  });
});

describe('settling parlays and N串M', () => {
  it('a parlay with a void leg and a half-won leg: 100 × 2.000 × 1 × (1 + 1.900) / 2 = 290.00', async () => {
    const m = await bettor(t, admin, { amount: 1000, into: 1000 });
    const [e1, e2, e3] = [await newEvent(t, admin, { home: 'P1' }), await newEvent(t, admin, { home: 'P2' }), await newEvent(t, admin, { home: 'P3' })];
    const m1 = await newMarket(t, admin, e1!, { kind: 'ml', odds: { home: '2.000', away: '1.800' } });
    const m2 = await newMarket(t, admin, e2!, { kind: 'ml', odds: { home: '1.850', away: '1.950' } });
    const m3 = await newMarket(t, admin, e3!, { kind: 'ah', line: -0.75, odds: { home: '1.900', away: '1.950' } });
    const [parlay] = await placeAll(m.play, [
      { type: 'parlay', selections: [pick(m1.outcomes.home!), pick(m2.outcomes.home!), pick(m3.outcomes.home!)], stake: 100 },
    ]);
    await result(e1!, 1, 0);
    expect((await betsOf(m.play)).get(parlay!)!.state).toBe('open'); // two legs still open
    expect(await desk(t, admin, 'cancel', { event_id: e2, status: 'cancelled' })).toMatchObject({ code: 200, data: { status: 'cancelled', markets: 1 } });
    expect((await betsOf(m.play)).get(parlay!)!.state).toBe('open');
    await result(e3!, 2, 1);
    expect((await betsOf(m.play)).get(parlay!)).toMatchObject({ state: 'settled', result: 'win', payout: '290.00', valid_stake: '100.00' });
    expect(await venueBalance(t, 'saba', m.username)).toBe('1190.00');
    await expectBooksClean(t);
  });

  it('a parlay loses as soon as one leg loses; a 3串4 pays the combinations that won', async () => {
    const m = await bettor(t, admin, { amount: 1000, into: 1000 });
    const events = [await newEvent(t, admin, { home: 'S1' }), await newEvent(t, admin, { home: 'S2' }), await newEvent(t, admin, { home: 'S3' })];
    const markets = [
      await newMarket(t, admin, events[0]!, { kind: 'ml', odds: { home: '2.000', away: '1.800' } }),
      await newMarket(t, admin, events[1]!, { kind: 'ml', odds: { home: '3.000', away: '1.300' } }),
      await newMarket(t, admin, events[2]!, { kind: 'ml', odds: { home: '1.500', away: '2.500' } }),
    ];
    const homes = markets.map((mk) => pick(mk.outcomes.home!));
    const [parlay, system] = await placeAll(m.play, [
      { type: 'parlay', selections: homes, stake: 100 },
      { type: 'system', system: '3/4', selections: homes, stake: 10 },
    ]);
    expect(await venueBalance(t, 'saba', m.username)).toBe('860.00');
    await result(events[2]!, 0, 1); // the third leg loses
    const afterLoss = await betsOf(m.play);
    expect(afterLoss.get(parlay!)).toMatchObject({ state: 'settled', result: 'lose', payout: '0.00', valid_stake: '100.00' });
    expect(afterLoss.get(system!)).toMatchObject({ state: 'open' });
    const asSettled = () => t.sql.query('SELECT version, xid::text, payout::text, valid_stake::text FROM sports_bets WHERE id = $1', [parlay]);
    const lost = await asSettled();
    await result(events[0]!, 1, 0);
    await result(events[1]!, 3, 2);
    // Settled once: the later results leave the lost parlay as it was (not settled again, not reported again to the portal).
    expect(await asSettled()).toEqual(lost);
    // Only the double of legs 1 and 2 wins: 10 × 2.000 × 3.000 = 60.
    expect((await betsOf(m.play)).get(system!)).toMatchObject({ state: 'settled', result: 'win', payout: '60.00', valid_stake: '40.00' });
    expect(await venueBalance(t, 'saba', m.username)).toBe('920.00');
    await expectBooksClean(t);
  });
});

describe('cancelled and postponed events', () => {
  it('a cancelled event voids its singles at once; a postponed one after SPORTS_POSTPONE_HOURS unless rescheduled', async () => {
    const m = await bettor(t, admin, { amount: 1000, into: 1000 });
    const cancelled = await newEvent(t, admin, { home: 'C1', now: clock.now() });
    const postponed = await newEvent(t, admin, { home: 'C2', now: clock.now() });
    const rescheduled = await newEvent(t, admin, { home: 'C3', now: clock.now() });
    const mc = await newMarket(t, admin, cancelled, { kind: 'ml', odds: { home: '1.9', away: '1.9' } });
    const mp = await newMarket(t, admin, postponed, { kind: 'ml', odds: { home: '1.9', away: '1.9' } });
    const mr = await newMarket(t, admin, rescheduled, { kind: 'ml', odds: { home: '1.9', away: '1.9' } });
    const [a, b, c] = await placeAll(m.play, [single(mc.outcomes.home!), single(mp.outcomes.home!), single(mr.outcomes.away!)]);
    await desk(t, admin, 'cancel', { event_id: cancelled, status: 'cancelled' });
    expect((await betsOf(m.play)).get(a!)).toMatchObject({ state: 'settled', result: 'void', payout: '100.00', valid_stake: '0.00' });
    for (const id of [postponed, rescheduled]) expect((await desk(t, admin, 'cancel', { event_id: id, status: 'postponed' })).code).toBe(200);
    // A postponed event takes no bet.
    expect((await play(t, m.play, 'bet', { ...single(mp.outcomes.away!), accept: 'none' })).code).toBe(241);
    // The desk moves one to a new date (it stands); the other is still unplayed 36 hours after its start.
    const event = (await desk(t, admin, 'events', { q: 'C3' })).data.data[0];
    const saved = await desk(t, admin, 'events/save', {
      id: rescheduled,
      sport: 'football',
      league: event.league,
      home: 'C3',
      away: event.away,
      starts_at: '2099-01-01 20:00',
    });
    expect(saved.data.status).toBe('not_started');
    const job = t.modules.find((mod) => mod.name === 'sports')!.jobs!.find((j) => j.name === 'sports-book')!;
    expect(await job.run()).toMatchObject({ voided: 0 });
    clock.advance(38 * 3600_000);
    expect(await job.run()).toMatchObject({ voided: 1 });
    const after = await betsOf(m.play);
    expect(after.get(b!)).toMatchObject({ state: 'settled', result: 'void', payout: '100.00' });
    expect(after.get(c!)).toMatchObject({ state: 'open' });
    expect(await job.run()).toMatchObject({ voided: 0 });
    expect(await venueBalance(t, 'saba', m.username)).toBe('900.00');
    await expectBooksClean(t);
  });
});
