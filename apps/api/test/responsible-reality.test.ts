import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock, type MovableClock } from '../src/clock.js';
import { ConfigError, loadConfig } from '../src/config.js';
import { beijingDateTime } from '../src/time.js';
import { adminToken, createTestApp, fundedMember, post, type TestApp } from './support/app.js';

// Reality checks: the interval a member chooses (POST /api/responsible/reality) and what the check
// of a session shows (POST /api/responsible/reality/state): the login it runs from, when the next
// check is due, the settled bets of the session and their net. Real PostgreSQL, a clock the test moves.

const MINUTE = 60_000;

let t: TestApp;
let clock: MovableClock;
let admin: string;
beforeAll(async () => {
  clock = movableClock();
  t = await createTestApp({ CAPTCHA_MODE: 'off' }, { clock });
  admin = await adminToken(t);
});
afterAll(() => t.close());

async function member(amount = 1000) {
  const m = await fundedMember(t, amount, admin);
  const user = await t.prisma.user.findUniqueOrThrow({ where: { username: m.form.name } });
  return { token: m.token, userId: user.id, name: m.form.name, password: m.form.password as string };
}

const reality = (token: string) => post(t.app, '/api/responsible/reality/state', {}, { token });
const choose = (token: string, minutes: unknown, lang = 'en_US') => post(t.app, '/api/responsible/reality', { minutes }, { token, lang });
const login = async (name: string, password: string): Promise<string> => {
  const body = await post(t.app, '/api/login', { name, password, code: 'x', captcha_id: 'x' });
  expect(body.code, body.message).toBe(200);
  return body.data.api_token as string;
};

/** Dice rounds on the built-in platform (each settles at once), then the bet sync that writes bet_records. */
async function playDice(token: string, stakes: number[]): Promise<string[]> {
  const total = stakes.reduce((a, b) => a + b, 0);
  expect((await post(t.app, '/api/transfer', { amount: total, sourcetype: 'center', targettype: 'AG' }, { token })).code).toBe(200);
  const launched = await post(t.app, '/api/getGameUrl', { plat_name: 'AG', game_type: 0, game_code: 'dice', is_mobile_url: 0 }, { token });
  expect(launched.code, launched.message).toBe(200);
  const playToken = new URL(launched.data.url as string, 'http://portal.test').searchParams.get('t')!;
  const results: string[] = [];
  for (const bet of stakes) {
    const r = await request(t.app).post('/play/api/bet').set('Authorization', `Bearer ${playToken}`).send({ game: 'dice', bet, pick: 'big' });
    expect(r.body.code, r.body.message).toBe(200);
    results.push(r.body.data.round.win_loss as string);
  }
  await t.services.betSync.syncAll();
  return results;
}

const cents = (values: string[]) => values.reduce((sum, v) => sum + Math.round(Number(v) * 100), 0);
const money = (c: number) => `${c < 0 ? '-' : ''}${(Math.abs(c) / 100).toFixed(2)}`;

describe('POST /api/responsible/reality and /reality/state', () => {
  it('refuses a stranger with 401 and stores nothing', async () => {
    const before = await t.prisma.responsibleReality.count();
    for (const [path, body] of [
      ['/api/responsible/reality', { minutes: 15 }],
      ['/api/responsible/reality/state', {}],
    ] as const) {
      expect((await post(t.app, path, body)).code, path).toBe(401);
      expect((await post(t.app, path, body, { token: 'not-a-token' })).code, path).toBe(401);
    }
    expect(await t.prisma.responsibleReality.count()).toBe(before);
  });

  it('reminds every 60 minutes by default, counted from the login: due at each whole hour after it', async () => {
    clock.set(new Date());
    const { token } = await member();
    const loggedIn = clock.now();
    const start = (await reality(token)).data;
    expect(start).toMatchObject({ minutes: 60, session_started_at: beijingDateTime(loggedIn), elapsed_seconds: 0, next_check_ms: 60 * MINUTE });
    expect(start).toMatchObject({ bets: 0, stakes: '0.00', net: '0.00' });
    clock.advance(59 * MINUTE);
    expect((await reality(token)).data).toMatchObject({ elapsed_seconds: 59 * 60, next_check_ms: MINUTE });
    clock.advance(2 * MINUTE); // past the first check: the next is at two hours
    expect((await reality(token)).data).toMatchObject({ elapsed_seconds: 61 * 60, next_check_ms: 59 * MINUTE });
  });

  it('stores the chosen interval per member (15, 30, off) and refuses any other, storing nothing', async () => {
    clock.set(new Date());
    const { token, userId } = await member();
    clock.advance(20 * MINUTE);
    const set = await choose(token, 15);
    expect(set).toMatchObject({ code: 200, message: 'Your reality check interval is saved' });
    expect(set.data).toMatchObject({ minutes: 15, elapsed_seconds: 20 * 60, next_check_ms: 10 * MINUTE });
    expect(await t.prisma.responsibleReality.findUnique({ where: { userId } })).toMatchObject({ minutes: 15 });
    expect((await choose(token, '30')).data).toMatchObject({ minutes: 30, next_check_ms: 10 * MINUTE });
    for (const bad of [1, 5, 45, 90, -15, 'off', null, 15.5]) {
      const refused = await choose(token, bad, 'zh_TW');
      expect(refused.code, String(bad)).toBe(1000);
      expect(refused.message).toBe('請選擇提醒間隔：關閉、15、30 或 60 分鐘');
    }
    expect((await reality(token)).data.minutes).toBe(30);
    const off = await choose(token, 0);
    expect(off.data).toMatchObject({ minutes: 0, next_check_ms: null });
    expect(await t.prisma.responsibleReality.count({ where: { userId } })).toBe(1);
    expect((await t.prisma.responsibleReality.findUniqueOrThrow({ where: { userId } })).minutes).toBe(0);
  });

  it('counts the settled bets of this login only: stakes and net win or loss; a new login starts the clock again', async () => {
    clock.set(new Date());
    const m = await member(2000);
    await playDice(m.token, [20]); // before the second login: not part of its session
    clock.set(new Date(Date.now() + 1000));
    const second = await login(m.name, m.password);
    const loggedIn = clock.now();
    await new Promise((r) => setTimeout(r, 1100)); // the rounds come after the login by the real clock the platform stamps them with
    const results = await playDice(second, [10, 30, 50]);
    const now = (await reality(second)).data;
    expect(now).toMatchObject({ session_started_at: beijingDateTime(loggedIn), bets: 3, stakes: '90.00', net: money(cents(results)) });
    // The rows it sums: this member's settled bets since that login
    const rows = await t.prisma.betRecord.findMany({ where: { userId: m.userId, betTime: { gte: loggedIn } } });
    expect(rows.map((r) => r.winLoss.toFixed(2)).sort()).toEqual([...results].sort());
    // The first login's session still counts from its own start, with all four rounds
    const first = (await reality(m.token)).data;
    expect(first.bets).toBe(4);
    expect(first.stakes).toBe('110.00');
    // Another member's bets never show
    const other = await member();
    expect((await reality(other.token)).data).toMatchObject({ bets: 0, net: '0.00' });
  });
});

describe('REALITY_CHECK_TEST_MINUTE_MS', () => {
  it('is refused unless NODE_ENV=test, so a production server always counts real minutes', () => {
    for (const env of ['production', 'development']) {
      expect(() => loadConfig({ NODE_ENV: env, REALITY_CHECK_TEST_MINUTE_MS: '100', CAPTCHA_MODE: 'on', RATE_LIMIT_MODE: 'on' })).toThrow(ConfigError);
    }
    expect(loadConfig({ NODE_ENV: 'test', REALITY_CHECK_TEST_MINUTE_MS: '100' }).realityMinuteMs).toBe(100);
    expect(loadConfig({ NODE_ENV: 'development' }).realityMinuteMs).toBe(60_000);
  });

  it('shortens the interval under test: 15 minutes of 100 ms are due 1.5 s after the login', async () => {
    const fast = await createTestApp({ CAPTCHA_MODE: 'off', REALITY_CHECK_TEST_MINUTE_MS: '100' });
    try {
      const m = await fundedMember(fast, 10, await adminToken(fast));
      const set = await post(fast.app, '/api/responsible/reality', { minutes: 15 }, { token: m.token });
      expect(set.data.minutes).toBe(15);
      expect(set.data.next_check_ms).toBeGreaterThan(0);
      expect(set.data.next_check_ms).toBeLessThanOrEqual(1500);
    } finally {
      await fast.close();
    }
  });
});
