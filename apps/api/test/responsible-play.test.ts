import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock, type MovableClock } from '../src/clock.js';
import { beijingInstant, DAY_MS } from '../src/time.js';
import { createTestApp, credit, post, registerMember, type TestApp } from './support/app.js';
import { adminToken, expectLedgerOk, PAY_PASS, upcomingBeijingNoon } from './support/cashier.js';

// Player protection where play happens: loss limits (net loss = settled stakes − payouts) and the
// daily play-time limit, at the transfer into a game, the built-in platform's rounds and the game
// launch, with a clock the tests move.

const HOUR = 3_600_000;
const MINUTE = 60_000;

let t: TestApp;
let clock: MovableClock;
let admin: string;
beforeAll(async () => {
  clock = movableClock(upcomingBeijingNoon());
  t = await createTestApp({ CAPTCHA_MODE: 'off', TOKEN_TTL_SECONDS: String(365 * 86400) }, { clock });
  admin = await adminToken(t);
});
afterAll(() => t.close());

async function member(funds = 1000) {
  const m = await registerMember(t, { paypassword: PAY_PASS });
  const user = await t.prisma.user.findUniqueOrThrow({ where: { username: m.form.name } });
  if (funds > 0) await credit(t, m.form.name, funds, admin);
  return { token: m.token, userId: user.id, username: m.form.name };
}

const setLimit = (token: string, body: object) => post(t.app, '/api/responsible/limits', body, { token, lang: 'en_US' });
const state = async (token: string) => (await post(t.app, '/api/responsible', {}, { token })).data;
const into = (token: string, amount: number, lang = 'en_US') =>
  post(t.app, '/api/transfer', { amount, sourcetype: 'center', targettype: 'PCGAME' }, { token, lang });
const launch = (token: string, lang = 'en_US') => post(t.app, '/api/getGameUrl', { plat_name: 'PCGAME', game_code: '0' }, { token, lang });
const inGame = async (userId: number) =>
  (await t.prisma.account.findUnique({ where: { code: `member:${userId}:platform:PCGAME` } }))?.balance.toFixed(2) ?? '0.00';

/** A launched game's play token. */
async function playToken(token: string): Promise<string> {
  const launched = await launch(token);
  expect(launched.code, launched.message).toBe(200);
  return new URL(launched.data.url, 'http://x').searchParams.get('t')!;
}
const bet = async (play: string, units: number) =>
  (await request(t.app).post('/play/api/bet').set('Authorization', `Bearer ${play}`).set('Lang', 'en_US').send({ game: 'dice', bet: units, pick: 'big' }))
    .body as { code: number; message: string; data: { round: { stake: string; payout: string } } | null };

/** A round the member played on the built-in platform at the clock's now, with a known result (its books, as the game would write it). */
async function playedRound(userId: number, stake: number, payout: number) {
  const player = await t.prisma.platformPlayer.findUniqueOrThrow({ where: { userId_platname: { userId, platname: 'PCGAME' } } });
  const wallet = await t.prisma.builtinWallet.findUniqueOrThrow({ where: { brand_player: { brand: 'pcgame', player: player.playerName } } });
  await t.prisma.builtinBet.create({ data: { walletId: wallet.id, brand: 'pcgame', game: 'dice', stake, payout, detail: {}, createdAt: clock.now() } });
}

/** 'YYYY-MM-DD HH:mm:ss' in Beijing time. */
const beijingText = (d: Date) => new Date(d.getTime() + 8 * HOUR).toISOString().replace('T', ' ').slice(0, 19);
const nextMidnight = () => beijingInstant(beijingText(new Date(clock.now().getTime() + DAY_MS)).slice(0, 10));

/** Runs `fn` with the clock put back afterwards. */
async function moved(fn: () => Promise<void>) {
  const start = clock.now();
  try {
    await fn();
  } finally {
    clock.set(start);
  }
}

describe('/api/responsible/limits: loss and play-time limits', () => {
  it('sets loss limits per day, week and month and a daily play-time limit in whole minutes; the state shows used and reset for each', async () => {
    const { token } = await member(0);
    for (const period of ['day', 'week', 'month']) expect((await setLimit(token, { kind: 'loss', period, value: 500 })).code).toBe(200);
    expect((await setLimit(token, { kind: 'time', period: 'day', value: 90 })).code).toBe(200);
    expect(await setLimit(token, { kind: 'time', period: 'week', value: 90 })).toMatchObject({ code: 1000, message: 'A play-time limit is set per day only' });
    for (const value of [0, 1441, '1.5']) expect((await setLimit(token, { kind: 'time', period: 'day', value })).code, String(value)).toBe(1000);
    const s = await state(token);
    expect(s.limits).toContainEqual({
      kind: 'time',
      period: 'day',
      value: '90',
      used: '0',
      left: '90',
      awaiting: null,
      resets_at: beijingText(nextMidnight()),
    });
    expect(s.limits).toContainEqual(expect.objectContaining({ kind: 'loss', period: 'week', value: '500.00', used: '0.00', left: '500.00' }));
    expect(s.limits).toHaveLength(4);
  });
});

describe('loss limits where money goes into games', () => {
  it('caps a transfer into a game to what is left of the loss limit, says what moved, and then refuses (232) naming the limit and its reset', async () => {
    const { token, userId } = await member();
    await setLimit(token, { kind: 'loss', period: 'day', value: 100 });
    const capped = await into(token, 300);
    expect(capped).toMatchObject({ code: 200, message: 'Your loss limit allowed 100.00 of the 300.00 asked: 100.00 was transferred' });
    expect(capped.data).toMatchObject({ amount: '100.00', balance: '900.00' });
    expect(await inGame(userId)).toBe('100.00');
    const refused = await into(token, 50);
    expect(refused.code).toBe(232);
    expect(refused.message).toBe(
      `Your game wallets already hold 100.00, as much as is left of your daily loss limit of 100.00 (100.00): nothing more can go into games until it resets at ${beijingText(nextMidnight())} (Beijing time)`,
    );
    expect((await into(token, 50, 'zh_TW')).message).toContain('每日虧損限額 100.00 元');
    expect(await t.prisma.transfer.count({ where: { userId } })).toBe(1);
    await expect.poll(() => t.prisma.responsibleRefusal.count({ where: { userId, kind: 'loss', period: 'day', action: 'transfer' } })).toBe(2);
    await expectLedgerOk(t, admin);
  });

  it('counts net loss as settled stakes minus payouts (wins offset losses) and refuses transfers once it reaches the limit', async () => {
    const { token, userId } = await member();
    await setLimit(token, { kind: 'loss', period: 'week', value: 100 });
    expect((await into(token, 10)).code).toBe(200);
    expect((await post(t.app, '/api/transfer', { amount: 10, sourcetype: 'PCGAME', targettype: 'center' }, { token })).code).toBe(200);
    await playedRound(userId, 80, 0);
    await playedRound(userId, 50, 100); // a win of 50
    await playedRound(userId, 40, 0);
    expect((await state(token)).limits[0]).toMatchObject({ kind: 'loss', used: '70.00', left: '30.00' });
    expect((await into(token, 100)).data).toMatchObject({ amount: '30.00' });
    await post(t.app, '/api/transfer', { amount: 30, sourcetype: 'PCGAME', targettype: 'center' }, { token });
    await playedRound(userId, 30, 0);
    const reached = await into(token, 10);
    expect(reached.code).toBe(232);
    expect(reached.message).toContain('You have reached your weekly loss limit of 100.00');
    expect((await state(token)).limits[0]).toMatchObject({ used: '100.00', left: '0.00' });
  });

  it('refuses a built-in round whose stake could take the loss past the limit, and plays one that fits', async () => {
    const { token, userId } = await member();
    await setLimit(token, { kind: 'loss', period: 'day', value: 100 });
    expect((await into(token, 100)).code).toBe(200);
    const play = await playToken(token);
    await playedRound(userId, 90, 0);
    const refused = await bet(play, 20);
    expect(refused.code).toBe(232);
    expect(refused.message).toContain('This bet of 20.00 could take your loss past your daily loss limit of 100.00 (left today: 10.00)');
    expect(await t.prisma.builtinBet.count({ where: { stake: 20 } })).toBe(0);
    const fits = await bet(play, 10);
    expect(fits.code, fits.message).toBe(200);
    expect(fits.data!.round.stake).toBe('10.00');
    await expect.poll(() => t.prisma.responsibleRefusal.count({ where: { userId, kind: 'loss', action: 'bet' } })).toBe(1);
  });

  it('accepts only one of two parallel transfers that together pass the loss limit', async () => {
    for (let round = 0; round < 3; round++) {
      const { token, userId } = await member();
      await setLimit(token, { kind: 'loss', period: 'day', value: 100 });
      const replies = await Promise.all([into(token, 100), into(token, 100)]);
      // The second waits for the first's lock on the member and then finds the limit taken (not the pending-transfer slot's 409).
      expect(replies.map((r) => r.code).sort(), JSON.stringify(replies)).toEqual([200, 232]);
      expect(await inGame(userId)).toBe('100.00');
      expect((await post(t.app, '/api/balance', {}, { token })).data.balance).toBe('900.00');
    }
    await expectLedgerOk(t, admin);
  });

  it('keeps a raised loss limit at the old value until 24 hours have passed (old at 23 h 59 min, new at 24 h)', async () => {
    const { token } = await member();
    await setLimit(token, { kind: 'loss', period: 'month', value: 100 });
    expect((await setLimit(token, { kind: 'loss', period: 'month', value: 300 })).data.pending).toHaveLength(1);
    await moved(async () => {
      clock.advance(24 * HOUR - MINUTE);
      expect((await into(token, 300)).data).toMatchObject({ amount: '100.00' });
      clock.advance(MINUTE);
      expect((await into(token, 300)).data).toMatchObject({ amount: '200.00' });
    });
  });

  it('counts a loss week from Monday 00:00 Beijing time', async () => {
    const { token, userId } = await member();
    await moved(async () => {
      clock.set(new Date(nextMonday().getTime() - HOUR)); // Sunday 23:00 Beijing
      await setLimit(token, { kind: 'loss', period: 'week', value: 100 });
      await into(token, 1);
      await post(t.app, '/api/transfer', { amount: 1, sourcetype: 'PCGAME', targettype: 'center' }, { token });
      await playedRound(userId, 100, 0);
      const refused = await into(token, 50);
      expect(refused.code).toBe(232);
      expect(refused.message).toContain(`resets at ${beijingText(nextMonday())}`);
      clock.advance(HOUR - 1000); // Sunday 23:59:59
      expect((await into(token, 50)).code).toBe(232);
      clock.advance(1000); // Monday 00:00:00
      expect(await into(token, 50)).toMatchObject({ code: 200, data: { balance: '950.00' } });
    });
  });
});

describe('the daily play-time limit', () => {
  it('counts play minutes from launches, transfers and rounds, and past the limit refuses launch, transfers in and rounds (233) until the next Beijing day', async () => {
    const { token, userId } = await member();
    await setLimit(token, { kind: 'time', period: 'day', value: 10 });
    await moved(async () => {
      const play = await playToken(token); // minute 0
      clock.advance(4 * MINUTE);
      expect((await into(token, 50)).code).toBe(200); // minute 4: no pause longer than 5 minutes, minutes 0-4 played
      clock.advance(3 * MINUTE);
      expect((await bet(play, 1)).code).toBe(200); // minute 7: minutes 0-7, 8 minutes
      expect((await state(token)).limits[0]).toMatchObject({ kind: 'time', used: '8', left: '2' });
      clock.advance(30 * MINUTE); // a pause: the next play minute counts 1
      expect((await bet(play, 1)).code).toBe(200);
      expect((await state(token)).limits[0]).toMatchObject({ used: '9' });
      clock.advance(MINUTE);
      expect((await bet(play, 1)).code).toBe(200); // 10 minutes played: the limit's last minute
      expect((await launch(token)).code).toBe(200); // the same minute
      clock.advance(MINUTE);
      const refused = await launch(token);
      expect(refused.code).toBe(233);
      expect(refused.message).toBe(
        `You have played your daily play-time limit of 10 minutes: no game launch, transfer into a game or bet until ${beijingText(nextMidnight())} (Beijing time)`,
      );
      expect((await into(token, 10)).code).toBe(233);
      expect((await bet(play, 1)).code).toBe(233);
      await expect.poll(() => t.prisma.responsibleRefusal.count({ where: { userId, kind: 'time' } })).toBe(3);
      clock.set(nextMidnight());
      expect((await launch(token)).code).toBe(200);
      expect((await into(token, 10)).code).toBe(200);
    });
  });
});

/** The next Monday 00:00 Beijing after the clock's now. */
function nextMonday(): Date {
  const now = clock.now();
  for (let d = 1; d <= 7; d++) {
    const day = beijingInstant(beijingText(new Date(now.getTime() + d * DAY_MS)).slice(0, 10));
    if (new Date(day.getTime() + 8 * HOUR).getUTCDay() === 1) return day;
  }
  throw new Error('no Monday in a week');
}
