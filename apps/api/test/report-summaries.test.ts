import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../src/clock.js';
import { BetStatus } from '@portal/contracts';
import { platformRow, rawDailyReport } from '../src/modules/reports/service.js';
import { within } from '../src/modules/reports/store/raw.js';
import { beijingDays } from '../src/time.js';
import { adminToken, createTestApp, fundedMember, post, type TestApp } from './support/app.js';

// The daily and platform reports read closed Beijing days from their summaries (report_days,
// report_day_platforms, report_player_days) and today from the raw rows. Whatever lands on a
// summarised day later (a platform's bets synced days late, a posting on a day the clock went back
// to) must show in the next report: every report here equals the raw rows' computation.
const DAY_A = '2032-03-01';
const DAY_B = '2032-03-02';
const DAY_C = '2032-03-03';
const at = (day: string, time: string) => new Date(`${day}T${time}+08:00`);
const clock = movableClock(at(DAY_A, '10:00:00'));

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_MODE: 'off' }, { clock });
  admin = await adminToken(t);
});
afterAll(() => t.close());

async function member(amount = 500) {
  const m = await fundedMember(t, amount, admin);
  expect((await post(t.app, '/api/transfer', { amount: 200, sourcetype: 'center', targettype: 'PCGAME' }, { token: m.token })).code).toBe(200);
  return m;
}

/** Dice rounds on the built-in PCGAME at the clock's now: the platform's own records, not yet synced to bet_records. */
async function play(token: string, stakes: number[]) {
  const launched = await post(t.app, '/api/getGameUrl', { plat_name: 'PCGAME', game_type: 0, game_code: 'dice', is_mobile_url: 0 }, { token });
  expect(launched.code, launched.message).toBe(200);
  const playToken = new URL(launched.data.url as string, 'http://portal.test').searchParams.get('t')!;
  for (const bet of stakes) {
    const r = await request(t.app).post('/play/api/bet').set('Authorization', `Bearer ${playToken}`).send({ game: 'dice', bet, pick: 'big' });
    expect(r.body.code, r.body.message).toBe(200);
  }
}

const adjust = (username: string, amount: string) =>
  request(t.app)
    .post('/api/admin/adjust')
    .set('Authorization', `Bearer ${admin}`)
    .set('Idempotency-Key', `adj-${username}-${amount}-${Math.random()}`)
    .send({ username, amount, memo: 'summary test' });

/** The platform report as it was computed before the summaries: settled bets per platform, from the bet records alone. */
async function rawPlatformReport(from: string, to: string) {
  const { start, end } = beijingDays(from, to);
  const rows = await t.sql.query<{ platname: string; bets: number; players: number; stakes: string; valid_stakes: string; payouts: string }>(
    `SELECT platname, count(*)::int AS bets, count(DISTINCT user_id)::int AS players, sum(bet_amount)::text AS stakes,
            sum(valid_amount)::text AS valid_stakes, sum(payout)::text AS payouts
     FROM bet_records WHERE status = ${BetStatus.settled} AND ${within('bet_time')} GROUP BY platname ORDER BY platname`,
    [start.toISOString(), end.toISOString()],
  );
  return rows.map(platformRow);
}

/** Both reports over [from, to] through the back office, each equal to the raw rows' computation; returned. */
async function reportsEqualRaw(from: string, to: string) {
  const daily = await post(t.app, '/api/admin/reports/daily', { from, to }, { token: admin });
  expect(daily.code, daily.message).toBe(200);
  expect(daily.data).toEqual(await rawDailyReport(t.sql, { from, to }));
  const platforms = await post(t.app, '/api/admin/reports/platforms', { from, to }, { token: admin });
  expect(platforms.code, platforms.message).toBe(200);
  expect(platforms.data).toEqual(await rawPlatformReport(from, to));
  return { daily: daily.data as Record<string, unknown>[], platforms: platforms.data as Record<string, unknown>[] };
}

const summarised = async (day: string) => (await t.sql.query<{ stale: boolean }>('SELECT stale FROM report_days WHERE day = $1::date', [day]))[0] ?? null;

describe('report summaries of closed days', () => {
  it('equal the raw rows over several days, with a late bet sync into a summarised day and a posting on a day the clock went back to', async () => {
    // Day A: two members play and are synced.
    const m1 = await member();
    const m2 = await member();
    await play(m1.token, [10, 20]);
    await play(m2.token, [5]);
    await t.services.betSync.syncAll();
    const [bet] = await t.sql.query<{ day: string }>(
      `SELECT to_char((bet_time AT TIME ZONE 'UTC') AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD') AS day FROM bet_records ORDER BY id DESC LIMIT 1`,
    );
    expect(bet!.day).toBe(DAY_A);

    // Day B: m2 plays and is synced; m1 plays on B but the platform's records of it come late.
    clock.set(at(DAY_B, '12:00:00'));
    await play(m2.token, [7]);
    await t.services.betSync.syncAll();
    await play(m1.token, [30]);
    expect((await adjust(m1.form.name, '40')).body.code).toBe(200);

    // Day C: A and B are closed (summarised by this read), C is computed live.
    clock.set(at(DAY_C, '09:00:00'));
    await play(m1.token, [3]);
    const first = await reportsEqualRaw(DAY_A, DAY_C);
    expect(await summarised(DAY_A)).toEqual({ stale: false });
    expect(await summarised(DAY_B)).toEqual({ stale: false });
    expect(first.daily.map((d) => d.stakes)).toEqual(['35.00', '7.00', '0.00']);

    // The late sync: m1's bet of day B (and of C) stored now, with its own bet time; day B turns stale in that batch.
    await t.services.betSync.syncAll();
    const afterSync = await summarised(DAY_B);
    const second = await reportsEqualRaw(DAY_A, DAY_C);
    expect(afterSync).toEqual({ stale: true });
    expect(second.daily.map((d) => d.stakes)).toEqual(['35.00', '37.00', '3.00']);
    expect(second.platforms.find((p) => p.platname === 'PCGAME')).toMatchObject({ bets: 6, players: 2, stakes: '75.00' });
    // A range starting on B: m1 played on A too, still one player of B..C.
    await reportsEqualRaw(DAY_B, DAY_C);
    expect((await reportsEqualRaw(DAY_B, DAY_B)).platforms.find((p) => p.platname === 'PCGAME')).toMatchObject({ bets: 2, players: 2 });

    // The clock goes back to day A (summarised): a posting and a new member land there.
    clock.set(at(DAY_A, '23:00:00'));
    expect((await adjust(m2.form.name, '-15.5')).body.code).toBe(200);
    await fundedMember(t, 20, admin);
    clock.set(at(DAY_C, '10:00:00'));
    const third = await reportsEqualRaw(DAY_A, DAY_C);
    expect(third.daily[0]!.adjustments).not.toBe(first.daily[0]!.adjustments);
    expect(third.daily[0]!.new_members).toBe((first.daily[0]!.new_members as number) + 1);

    // The nightly job, a day later: C is summarised too, and every report still equals the raw rows.
    clock.set(at('2032-03-04', '00:20:00'));
    const job = t.modules.find((m) => m.name === 'reports')?.jobs?.find((j) => j.name === 'report-summary');
    expect(await job!.run()).toMatchObject({ summarised: expect.any(Number) });
    expect(await summarised(DAY_C)).toEqual({ stale: false });
    await reportsEqualRaw(DAY_A, '2032-03-04');
    await reportsEqualRaw(DAY_C, DAY_C);
  });
});
