import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, createTestApp, type TestApp } from './support/app.js';
import { bettor, desk, expectBooksClean, newEvent, newMarket, play, venueBalance } from './support/sports.js';

// The book under parallel requests, through real HTTP: a market's liability cap is never passed by
// any number of parallel bets, and a cash-out is paid once however many times it is asked for.

let t: TestApp;
let admin: string;
let server: Server;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_MODE: 'off' }, { poolSize: 10 });
  admin = await adminToken(t);
  server = t.app.listen(0);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await t.close();
});

async function httpPost(path: string, token: string, body: object): Promise<{ code: number; message: string; data: any }> {
  const res = await fetch(`${base}/play/api/sports/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, Lang: 'en_US' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBeLessThan(500);
  return (await res.json()) as { code: number; message: string; data: any };
}

describe('a market’s liability cap under parallel bets', () => {
  it('1,000 parallel bets never take what the market would pay past its cap', async () => {
    const members = await Promise.all(Array.from({ length: 10 }, () => bettor(t, admin, { amount: 5000, into: 5000 })));
    const event = await newEvent(t, admin, { home: 'Cap', away: 'Race' });
    // Each 10.00 at 2.000 would pay 20.00: a cap of 5,000.00 takes exactly 250 of them.
    const market = await newMarket(t, admin, event, { kind: 'ml', odds: { home: '2.000', away: '1.800' }, cap: '5000' });
    const slip = { type: 'single', selections: [{ outcome_id: market.outcomes.home!.id, odds: '2.000' }], stake: 10, accept: 'none' };
    const replies = await Promise.all(Array.from({ length: 1000 }, (_, i) => httpPost('bet', members[i % members.length]!.play, slip)));
    const codes = new Map<number, number>();
    for (const r of replies) codes.set(r.code, (codes.get(r.code) ?? 0) + 1);
    expect(Object.fromEntries(codes)).toEqual({ 200: 250, 242: 750 });
    expect(replies.find((r) => r.code === 242)!.message).toBe('The market cannot take this stake now: please bet less');
    const [row] = await t.sql.query<{ exposure: string; bets: number; stake: string }>(
      `SELECT m.exposure::text, (SELECT count(*)::int FROM sports_bet_legs WHERE market_id = m.id) AS bets,
              (SELECT sum(b.potential_payout)::text FROM sports_bets b JOIN sports_bet_legs l ON l.bet_id = b.id WHERE l.market_id = m.id) AS stake
       FROM sports_markets m WHERE m.id = $1`,
      [market.id],
    );
    expect(row).toEqual({ exposure: '5000.00', bets: 250, stake: '5000.00' });
    const liability = await desk(t, admin, 'liability', { event_id: event });
    expect(liability.data.events[0].markets[0]).toMatchObject({ exposure: '5000.00', liability_cap: '5000.00', stake: '2500.00' });
    expect(liability.data.events[0].markets[0].outcomes[0]).toMatchObject({ code: 'home', bets: 250, stake: '2500.00', payout: '5000.00', house: '-2500.00' });
    expect(liability.data.events[0].worst).toBe('2500.00');
    const balances = await Promise.all(members.map((m) => venueBalance(t, 'saba', m.username)));
    expect(balances.reduce((s, b) => s + Number(b), 0)).toBe(50_000 - 2_500);
    await expectBooksClean(t);
  }, 60_000);
});

describe('cash-out', () => {
  it('is quoted from the current odds with the desk’s margin, paid once under 16 parallel requests, and then the bet is closed', async () => {
    const m = await bettor(t, admin, { amount: 1000, into: 1000 });
    const event = await newEvent(t, admin, { home: 'Cash', away: 'Out' });
    const market = await newMarket(t, admin, event, { kind: 'ml', odds: { home: '2.000', away: '1.800' } });
    const slip = { type: 'single', selections: [{ outcome_id: market.outcomes.home!.id, odds: '2.000' }], stake: 100 };
    const [first, second] = [await play(t, m.play, 'bet', slip), await play(t, m.play, 'bet', slip)];
    expect([first.code, second.code]).toEqual([200, 200]);
    // The price shortened to 1.500: each bet worth 100 × 2 / 1.5 = 133.33, less 5 % = 126.66.
    await desk(t, admin, 'odds', { market_id: market.id, outcomes: [{ id: market.outcomes.home!.id, odds: '1.500' }] });
    const quotesOf = (betId: string) => Promise.all(Array.from({ length: 16 }, () => play(t, m.play, 'cashout/quote', { bet_id: betId })));
    const cashout = (betId: string, quoteId: string) => httpPost('cashout', m.play, { bet_id: betId, quote_id: quoteId });
    // The first bet: 16 parallel cash-outs, each with a quote of its own; the second: 16 with the same quote.
    const own = await quotesOf(first.data.bet.id);
    for (const q of own) expect(q.data).toMatchObject({ bet_id: first.data.bet.id, amount: '126.66', valid_seconds: 10 });
    const shared = (await quotesOf(second.data.bet.id))[0]!.data.quote_id as string;
    const [byOwn, byShared] = await Promise.all([
      Promise.all(own.map((q) => cashout(first.data.bet.id, q.data.quote_id))),
      Promise.all(Array.from({ length: 16 }, () => cashout(second.data.bet.id, shared))),
    ]);
    for (const [betId, replies] of [
      [first.data.bet.id, byOwn],
      [second.data.bet.id, byShared],
    ] as const) {
      const paid = replies.filter((r) => r.code === 200);
      expect(paid).toHaveLength(1);
      expect(paid[0]).toMatchObject({ message: 'Cashed out', data: { bet: { id: betId, state: 'cashed_out', payout: '126.66' } } });
      expect(replies.filter((r) => r.code !== 200).every((r) => r.code === 243)).toBe(true);
    }
    expect(await venueBalance(t, 'saba', m.username)).toBe('1053.32');
    // The market's exposure was given back; a closed bet has no quote; its result pays nothing more.
    const [row] = await t.sql.query<{ exposure: string }>('SELECT exposure::text FROM sports_markets WHERE id = $1', [market.id]);
    expect(row!.exposure).toBe('0.00');
    expect((await play(t, m.play, 'cashout/quote', { bet_id: first.data.bet.id })).code).toBe(243);
    await desk(t, admin, 'result', { event_id: event, home: 1, away: 0 });
    expect(await venueBalance(t, 'saba', m.username)).toBe('1053.32');
    await expectBooksClean(t);
  });

  it('is refused on a suspended leg, and a quote lasts 10 seconds', async () => {
    const m = await bettor(t, admin, { amount: 1000, into: 1000 });
    const event = await newEvent(t, admin, { home: 'Stop', away: 'Quote' });
    const market = await newMarket(t, admin, event, { kind: 'ml', odds: { home: '2.000', away: '1.800' } });
    const placed = await play(t, m.play, 'bet', { type: 'single', selections: [{ outcome_id: market.outcomes.home!.id, odds: '2.000' }], stake: 100 });
    const betId = placed.data.bet.id as string;
    const quote = await play(t, m.play, 'cashout/quote', { bet_id: betId });
    expect(quote.data.amount).toBe('95.00');
    await desk(t, admin, 'suspend', { scope: 'market', id: market.id, suspended: true });
    expect(await play(t, m.play, 'cashout/quote', { bet_id: betId })).toMatchObject({ code: 243, message: 'This bet cannot be cashed out now' });
    expect(await play(t, m.play, 'cashout', { bet_id: betId, quote_id: quote.data.quote_id })).toMatchObject({ code: 243 });
    await desk(t, admin, 'suspend', { scope: 'market', id: market.id, suspended: false });
    // The quote refused above was not used up: it still pays within its 10 seconds.
    expect((await play(t, m.play, 'cashout', { bet_id: betId, quote_id: quote.data.quote_id })).code).toBe(200);
    const later = await play(t, m.play, 'bet', { type: 'single', selections: [{ outcome_id: market.outcomes.away!.id, odds: '1.800' }], stake: 100 });
    const old = await play(t, m.play, 'cashout/quote', { bet_id: later.data.bet.id });
    await t.sql.query(`UPDATE sports_cashout_quotes SET expires_at = expires_at - interval '11 seconds' WHERE id = $1`, [old.data.quote_id]);
    expect(await play(t, m.play, 'cashout', { bet_id: later.data.bet.id, quote_id: old.data.quote_id })).toMatchObject({
      code: 243,
      message: 'The cash-out price has expired: ask for a new one',
    });
  });
});
