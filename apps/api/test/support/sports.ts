import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { expect } from 'vitest';
import { beijingDateTime } from '@portal/contracts';
import { checkBooks } from '../../src/providers/sportsbook/reports.js';
import { checkLedger } from '../../src/modules/wallet/invariants.js';
import { fundedMember, post, type Body, type TestApp } from './app.js';

// The sportsbook as its users meet it: the desk's routes (/api/admin/sports/*), a member who
// transfers into a sport venue and launches it, and the player API (/play/api/sports/*).

export const SPORT_BRANDS = ['saba', 'crown', 'im', 'ia', 'avia'];

/** POST to the back office with an Idempotency-Key (the desk's writes honour one). */
export async function desk(t: TestApp, token: string, path: string, body: object = {}): Promise<Body> {
  const res = await request(t.app)
    .post(`/api/admin/sports/${path}`)
    .set('Authorization', `Bearer ${token}`)
    .set('Idempotency-Key', randomUUID())
    .set('Lang', 'en_US')
    .send(body);
  expect(res.status).toBeLessThan(500);
  return res.body as Body;
}

export interface Market {
  id: number;
  outcomes: Record<string, { id: number; odds: string }>;
}

/** A desk event starting `minutes` from `now` (Beijing time as the desk enters it). */
export async function newEvent(
  t: TestApp,
  token: string,
  { sport = 'football', home = 'Home FC', away = 'Away FC', minutes = 120, league = 'Test League', now = new Date() } = {},
): Promise<number> {
  const body = await desk(t, token, 'events/save', { sport, league, home, away, starts_at: beijingDateTime(new Date(now.getTime() + minutes * 60_000)) });
  expect(body.code, body.message).toBe(200);
  return body.data.id as number;
}

/** A market of an event with its outcomes' odds: `{ home: '1.900', away: '1.950' }`. */
export async function newMarket(
  t: TestApp,
  token: string,
  eventId: number,
  { kind, line, odds, cap, inPlay = false }: { kind: string; line?: number; odds: Record<string, string>; cap?: string | null; inPlay?: boolean },
): Promise<Market> {
  const body = await desk(t, token, 'markets/save', {
    event_id: eventId,
    kind,
    ...(line === undefined ? {} : { line }),
    in_play: inPlay,
    ...(cap === undefined ? {} : { liability_cap: cap }),
    outcomes: Object.entries(odds).map(([code, o]) => ({ code, odds: o })),
  });
  expect(body.code, body.message).toBe(200);
  const outcomes = Object.fromEntries((body.data.outcomes as { code: string; id: number; odds: string }[]).map((o) => [o.code, { id: o.id, odds: o.odds }]));
  return { id: body.data.id as number, outcomes };
}

/** A member with `amount` in the central wallet, `stake` of it moved into the venue, and the venue launched: its play token. */
export async function bettor(
  t: TestApp,
  admin: string,
  { amount = 1000, into = amount, platname = 'SABA' }: { amount?: number; into?: number; platname?: string } = {},
) {
  const member = await fundedMember(t, amount, admin);
  if (into > 0) {
    const moved = await post(t.app, '/api/transfer', { amount: into, sourcetype: 'center', targettype: platname }, { token: member.token });
    expect(moved.code, moved.message).toBe(200);
  }
  const launched = await post(t.app, '/api/getGameUrl', { plat_name: platname, game_type: 0, game_code: '0', is_mobile_url: 0 }, { token: member.token });
  expect(launched.code, launched.message).toBe(200);
  const url = new URL(launched.data.url as string, 'http://portal.test');
  const user = await t.prisma.user.findUniqueOrThrow({ where: { username: member.form.name.toLowerCase() } });
  return { ...member, url, play: url.searchParams.get('t')!, userId: user.id, username: user.username, platname };
}

/** A call of the player API with the launch token. */
export async function play(t: TestApp, token: string, path: string, body: unknown = {}): Promise<Body> {
  const res = await request(t.app)
    .post(`/play/api/sports/${path}`)
    .set('Authorization', `Bearer ${token}`)
    .set('Lang', 'en_US')
    .send(body as object);
  expect(res.status).toBeLessThan(500);
  return res.body as Body;
}

/** The venue wallet's balance as the platform holds it. */
export async function venueBalance(t: TestApp, brand: string, player: string): Promise<string> {
  const [row] = await t.sql.query<{ balance: string }>('SELECT balance::text FROM builtin_wallets WHERE brand = $1 AND player = $2', [brand, player]);
  return row?.balance ?? '0.00';
}

/** The portal's ledger and the sportsbook's books are both clean. */
export async function expectBooksClean(t: TestApp): Promise<void> {
  expect(await checkLedger(t.prisma)).toEqual([]);
  expect(await checkBooks(t.sql, SPORT_BRANDS)).toEqual([]);
}
