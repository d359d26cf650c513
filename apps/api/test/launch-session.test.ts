import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, createTestApp, fundedMember, post, type TestApp } from './support/app.js';

// A game launch token lives and dies with the portal session it came from.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_MODE: 'off' });
  admin = await adminToken(t);
});
afterAll(() => t.close());

async function launchWithMoney(token: string) {
  expect((await post(t.app, '/api/PCGameTransferIn', { amount: 100 }, { token })).code).toBe(200);
  const body = await post(t.app, '/api/getGameUrl', { plat_name: 'PCGAME', game_type: 0, game_code: 'dice', is_mobile_url: 0 }, { token });
  expect(body.code, body.message).toBe(200);
  const url = new URL(body.data.url as string, 'http://portal.test');
  return { url, playToken: url.searchParams.get('t')! };
}
const bet = (playToken: string) =>
  request(t.app)
    .post('/play/api/bet')
    .set('Authorization', `Bearer ${playToken}`)
    .send({ game: 'dice', bet: 1, pick: 'big' })
    .then((r) => r.body);
const wallet = (playToken: string) =>
  request(t.app)
    .post('/play/api/balance')
    .set('Authorization', `Bearer ${playToken}`)
    .send({})
    .then((r) => r.body);

describe('launch tokens end with their session', () => {
  it('after logout the launch token neither reads the game wallet nor bets, and the page is gone', async () => {
    const { token } = await fundedMember(t, 500, admin);
    const { url, playToken } = await launchWithMoney(token);
    expect((await bet(playToken)).code).toBe(200);
    expect((await post(t.app, '/api/logoff', {}, { token })).code).toBe(200);
    expect((await bet(playToken)).code).toBe(401);
    expect((await wallet(playToken)).code).toBe(401);
    expect((await request(t.app).get(`${url.pathname}${url.search}`)).status).toBe(401);
  });

  it('after a password change that revoked every session the launch token is refused', async () => {
    const { token, form } = await fundedMember(t, 500, admin);
    const { playToken } = await launchWithMoney(token);
    expect((await wallet(playToken)).code).toBe(200);
    const changed = await post(t.app, '/api/editPassword', { password: form.password, newpasword: 'xyz78901', confirmPass: 'xyz78901' }, { token });
    expect(changed.code).toBe(200);
    expect((await bet(playToken)).code).toBe(401);
    expect((await wallet(playToken)).code).toBe(401);
  });
});
