import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, createTestApp, fundedMember, post, type TestApp } from './support/app.js';

// The regulator's finding "incomplete reality checks": the check's net win or loss since the login
// counts every platform's play as it happens (the built-in games' rounds, the sportsbook's and the
// lottery's books at once; outside platforms from their bet records), not only what the bet sync
// has copied so far.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_MODE: 'off' });
  admin = await adminToken(t);
});
afterAll(() => t.close());

const reality = async (token: string) => (await post(t.app, '/api/responsible/reality/state', {}, { token })).data;

describe('incomplete reality checks', () => {
  it("shows a built-in game's rounds in the session's net at once, before any bet sync, and an outside platform's records beside them", async () => {
    const m = await fundedMember(t, 1000, admin);
    const user = await t.prisma.user.findUniqueOrThrow({ where: { username: m.form.name } });
    expect((await reality(m.token)).net).toBe('0.00');
    expect((await post(t.app, '/api/transfer', { amount: 100, sourcetype: 'center', targettype: 'PCGAME' }, { token: m.token })).code).toBe(200);
    const launched = await post(t.app, '/api/getGameUrl', { plat_name: 'PCGAME', game_type: 0, game_code: 'dice', is_mobile_url: 0 }, { token: m.token });
    const play = new URL(launched.data.url as string, 'http://portal.test').searchParams.get('t')!;
    let cents = 0;
    for (const bet of [10, 20]) {
      const r = await request(t.app).post('/play/api/bet').set('Authorization', `Bearer ${play}`).send({ game: 'dice', bet, pick: 'big' });
      expect(r.body.code, r.body.message).toBe(200);
      cents += Math.round(Number(r.body.data.round.win_loss) * 100);
    }
    const shown = (c: number) => `${c < 0 ? '-' : ''}${(Math.abs(c) / 100).toFixed(2)}`;
    expect((await reality(m.token)).net).toBe(shown(cents));

    // an outside platform's settled bet (as its bet sync stores it; not one of the portal's own books) since the login: lost 50
    await t.prisma.betRecord.create({
      data: {
        platname: 'OUTSIDE',
        betId: `R${Date.now()}`,
        userId: user.id,
        gameCode: 'slot',
        gameName: 'slot',
        betAmount: 50,
        validAmount: 50,
        payout: 0,
        winLoss: -50,
        status: 1,
        betTime: new Date(),
      },
    });
    expect((await reality(m.token)).net).toBe(shown(cents - 5000));
  });
});
