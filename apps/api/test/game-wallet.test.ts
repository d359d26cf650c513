import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TransferState } from '@portal/contracts';
import { checkLedger } from '../src/modules/wallet/invariants.js';
import { adminToken, createTestApp, fundedMember, post, type TestApp } from './support/app.js';

// The first launch is no dead end: the game page's wallet moves money between the member's central
// wallet and the launched platform's wallet with the launch token, and an automatic transfer moves
// what the member chose (an amount, or everything).
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_MODE: 'off' });
  admin = await adminToken(t);
});
afterAll(() => t.close());

async function launch(token: string, platname = 'PCGAME', code = 'dice') {
  const body = await post(t.app, '/api/getGameUrl', { plat_name: platname, game_type: 0, game_code: code, is_mobile_url: 0 }, { token });
  expect(body.code, body.message).toBe(200);
  return new URL(body.data.url as string, 'http://portal.test').searchParams.get('t')!;
}
const desk = (playToken: string, lang = 'en_US') =>
  request(t.app)
    .post('/play/api/wallet')
    .set('Authorization', `Bearer ${playToken}`)
    .set('Lang', lang)
    .send({})
    .then((r) => r.body);
const move = (playToken: string, body: object, key?: string, lang = 'en_US') => {
  const req = request(t.app).post('/play/api/wallet/move').set('Authorization', `Bearer ${playToken}`).set('Lang', lang);
  return (key ? req.set('Idempotency-Key', key) : req).send(body).then((r) => r.body);
};
const central = async (token: string) => (await post(t.app, '/api/balance', {}, { token })).data.balance as string;
const game = async (token: string) => (await post(t.app, '/api/PCBalance', {}, { token })).data.balance as string;
const userIdOf = async (username: string) => (await t.prisma.user.findUniqueOrThrow({ where: { username } })).id;
/** Transfers that moved money (a platform's refusal leaves a failed row, as on the Transfer screen). */
const transfersOf = async (username: string, direction?: string) =>
  t.prisma.transfer.count({ where: { userId: await userIdOf(username), direction, state: TransferState.success } });

describe('the game page wallet (launch token)', () => {
  it('shows both wallets with a suggested amount, moves money in and back, and a retried key moves once', async () => {
    const { token, form } = await fundedMember(t, 10000, admin);
    const playToken = await launch(token);
    expect(await desk(playToken)).toMatchObject({ code: 200, data: { central: '10000.00', game: '0.00', suggested: 10000 } });

    const first = await move(playToken, { direction: 'in', amount: 500 }, 'first-launch-1');
    expect(first).toMatchObject({ code: 200, data: { central: '9500.00', game: '500.00' } });
    expect(await move(playToken, { direction: 'in', amount: 500 }, 'first-launch-1')).toMatchObject({
      code: 200,
      data: { central: '9500.00', game: '500.00' },
    });
    expect(await transfersOf(form.name)).toBe(1);
    // The bet that answered 餘額不足 before now plays.
    const bet = await request(t.app).post('/play/api/bet').set('Authorization', `Bearer ${playToken}`).send({ game: 'dice', bet: 10, pick: 'big' });
    expect(bet.body.code).toBe(200);

    const held = await game(token);
    const back = await move(playToken, { direction: 'out', amount: 100 }, 'send-back-1');
    expect(back.code, back.message).toBe(200);
    expect(back.data.game).toBe((Number(held) - 100).toFixed(2));
    expect(await central(token)).toBe('9600.00');
    expect(await checkLedger(t.prisma)).toEqual([]);
  });

  it('refuses bad input, more than a wallet holds and a missing or foreign token, moving nothing', async () => {
    const { token, form } = await fundedMember(t, 300, admin);
    const playToken = await launch(token);
    for (const [body, message] of [
      [{ direction: 'sideways', amount: 10 }, 'Choose into the game or back to the central wallet'],
      [{ direction: 'in', amount: 1.5 }, undefined],
      [{ direction: 'in', amount: -5 }, undefined],
      [{ direction: 'in', amount: '1e3' }, undefined],
      [{ direction: 'in', amount: 99_999_999 }, undefined],
      [{ direction: 'in' }, undefined],
    ] as const) {
      const r = await move(playToken, body);
      expect(r.code, JSON.stringify(body)).toBe(1000);
      if (message) expect(r.message).toBe(message);
    }
    expect(await move(playToken, { direction: 'in', amount: 10 }, 'bad key with spaces')).toMatchObject({ code: 1000 });
    expect(await move(playToken, { direction: 'in', amount: 301 })).toMatchObject({ code: 208 });
    expect(await move(playToken, { direction: 'out', amount: 1 })).toMatchObject({ code: 208 });
    expect(await move('not-a-token', { direction: 'in', amount: 10 })).toMatchObject({ code: 401 });
    expect(await desk('')).toMatchObject({ code: 401 });

    // A token signed for this member's session but another member's player: the session and the player must be one member's.
    const other = await fundedMember(t, 300, admin);
    await launch(other.token);
    const session = await t.prisma.session.findFirstOrThrow({ where: { userId: await userIdOf(form.name), revokedAt: null }, orderBy: { createdAt: 'desc' } });
    const forged = t.services.launchTokens.issue({ brand: 'pcgame', player: other.form.name, platname: 'PCGAME', game: 'dice', sid: session.id });
    expect(await move(forged, { direction: 'in', amount: 10 })).toMatchObject({ code: 401 });
    expect(await desk(forged)).toMatchObject({ code: 401 });

    expect(await central(token)).toBe('300.00');
    expect(await central(other.token)).toBe('300.00');
    expect(await transfersOf(form.name)).toBe(0);
    // After logout the token moves nothing.
    expect((await post(t.app, '/api/logoff', {}, { token })).code).toBe(200);
    expect(await move(playToken, { direction: 'in', amount: 10 })).toMatchObject({ code: 401 });
    expect(await transfersOf(form.name)).toBe(0);
  });

  it('a frozen member moves nothing, and a time-out refuses a transfer in', async () => {
    const frozen = await fundedMember(t, 300, admin);
    const frozenToken = await launch(frozen.token);
    expect((await post(t.app, '/api/admin/members/freeze', { username: frozen.form.name, reason: 'chargeback' }, { token: admin })).code).toBe(200);
    const refused = await move(frozenToken, { direction: 'in', amount: 10 });
    expect(refused.code).not.toBe(200);
    expect(await transfersOf(frozen.form.name)).toBe(0);

    const m = await fundedMember(t, 300, admin);
    const playToken = await launch(m.token);
    expect((await move(playToken, { direction: 'in', amount: 100 }, 'before-timeout')).code).toBe(200);
    expect((await post(t.app, '/api/responsible/timeout', { days: 1, password: m.form.password }, { token: m.token })).code).toBe(200);
    // The time-out recalled the game wallet; whatever became of the session, a transfer in is refused.
    expect((await move(playToken, { direction: 'in', amount: 10 }, 'after-timeout')).code).not.toBe(200);
    expect(await transfersOf(m.form.name, 'in')).toBe(1);
    expect(await checkLedger(t.prisma)).toEqual([]);
  });
});

describe('automatic transfer moves what the member chose', () => {
  it('an amount tops the launched game up to it; "all" moves the whole central wallet', async () => {
    const { token } = await fundedMember(t, 1000, admin);
    expect(await post(t.app, '/api/uptransferstatus', { transferstatus: 1, auto_amount: 300 }, { token })).toMatchObject({
      code: 200,
      data: { transferstatus: 1, auto_amount: '300.00' },
    });
    expect((await post(t.app, '/api/user', {}, { token })).data).toMatchObject({ transferstatus: 1, auto_amount: '300.00' });
    await launch(token);
    expect(await game(token)).toBe('300.00');
    expect(await central(token)).toBe('700.00');
    const playToken = await launch(token); // already holds 300: nothing moves
    expect(await game(token)).toBe('300.00');
    expect(await desk(playToken)).toMatchObject({ data: { central: '700.00', suggested: 300 } });

    expect((await post(t.app, '/api/uptransferstatus', { transferstatus: 1 }, { token })).data).toEqual({ transferstatus: 1, auto_amount: '300.00' });
    for (const bad of [0, 1.5, -1, 'some', 99_999_999])
      expect((await post(t.app, '/api/uptransferstatus', { transferstatus: 1, auto_amount: bad }, { token })).code).toBe(1000);
    expect((await post(t.app, '/api/uptransferstatus', { transferstatus: 1, auto_amount: 'all' }, { token })).data).toEqual({
      transferstatus: 1,
      auto_amount: null,
    });
    await launch(token);
    expect(await game(token)).toBe('1000.00');
    expect(await central(token)).toBe('0.00');
    expect(await checkLedger(t.prisma)).toEqual([]);
  });
});
