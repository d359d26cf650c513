import jwt from 'jsonwebtoken';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, solveCaptcha, registerMember, leaksSecret, type TestApp } from './support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = async (name: string, password: string, extra: Record<string, unknown> = {}) =>
  post(t.app, '/api/login_pc', { name, password, ...(await solveCaptcha(t, 'login')), ...extra });

describe('login (spec §4, §5)', () => {
  it('logs the seeded demo member in on both login paths', async () => {
    for (const path of ['/api/login_pc', '/api/login']) {
      const body = await post(t.app, path, { name: 'demo888', password: 'demo8888', ...(await solveCaptcha(t)) });
      expect(body.code).toBe(200);
      expect(Object.keys(body.data).sort()).toEqual(['api_token', 'username']);
      expect(body.data.username).toBe('demo888');
      expect(leaksSecret(body, ['demo8888'])).toBe(false);
    }
  });

  it('checks account and password first, then the code', async () => {
    expect(await post(t.app, '/api/login_pc', {})).toMatchObject({ code: 1000, message: '請輸入您的帳號和密碼！' });
    expect(await post(t.app, '/api/login_pc', { name: 'demo888', password: '', code: '' })).toMatchObject({ code: 1000, message: '請輸入您的帳號和密碼！' });
    expect(await post(t.app, '/api/login_pc', { name: 'demo888', password: 'x' })).toMatchObject({ code: 1000, message: '請輸入驗證碼！' });
  });

  it('refuses a wrong code, and the captcha is then used up', async () => {
    const c = await solveCaptcha(t);
    expect(await post(t.app, '/api/login_pc', { name: 'demo888', password: 'demo8888', captcha_id: c.captcha_id, code: 'qqqq' })).toMatchObject({
      code: 1000,
      message: '驗證碼錯誤！',
    });
    expect(await post(t.app, '/api/login_pc', { name: 'demo888', password: 'demo8888', ...c })).toMatchObject({ code: 1000, message: '驗證碼錯誤！' });
  });

  it('accepts the code in any case, once', async () => {
    const c = await solveCaptcha(t);
    const ok = await post(t.app, '/api/login_pc', { name: 'demo888', password: 'demo8888', captcha_id: c.captcha_id, code: c.code.toLowerCase() });
    expect(ok.code).toBe(200);
    const reused = await post(t.app, '/api/login_pc', { name: 'demo888', password: 'demo8888', ...c });
    expect(reused.message).toBe('驗證碼錯誤！');
  });

  it('gives one message for an unknown account and a wrong password', async () => {
    const a = await login('demo888', 'wrong1234');
    const b = await login('nosuchuser1', 'wrong1234');
    expect(a).toMatchObject({ code: 203, message: '帳號或密碼錯誤' });
    expect(b).toMatchObject({ code: 203, message: '帳號或密碼錯誤' });
  });

  it('issues a new token on every login', async () => {
    const a = await login('demo888', 'demo8888');
    const b = await login('demo888', 'demo8888');
    expect(a.data.api_token).not.toBe(b.data.api_token);
  });
});

describe('sessions: expiry, tampering and revocation give code 401', () => {
  it('refuses a missing or malformed token', async () => {
    expect((await post(t.app, '/api/user', {})).code).toBe(401);
    expect((await post(t.app, '/api/balance', {}, { token: 'not-a-jwt' })).code).toBe(401);
    const res = await request(t.app).post('/api/user').set('Authorization', 'Basic abc');
    expect(res.body.code).toBe(401);
  });

  it('refuses a tampered token', async () => {
    const { token } = await registerMember(t);
    const [h, p, s] = token.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...payload, sub: '1' })).toString('base64url')}.${s}`;
    expect((await post(t.app, '/api/user', {}, { token: forged })).code).toBe(401);
    const otherKey = jwt.sign({ kind: 'member' }, 'another-secret-another-secret-123456', { subject: payload.sub, jwtid: payload.jti, expiresIn: 600 });
    expect((await post(t.app, '/api/user', {}, { token: otherKey })).code).toBe(401);
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${p}.`;
    expect((await post(t.app, '/api/user', {}, { token: none })).code).toBe(401);
  });

  it('refuses an expired token', async () => {
    const { token } = await registerMember(t);
    const claims = jwt.decode(token) as jwt.JwtPayload;
    const expired = jwt.sign({ kind: 'member', exp: Math.floor(Date.now() / 1000) - 10 }, t.config.jwtSecret, { subject: claims.sub, jwtid: claims.jti });
    expect((await post(t.app, '/api/user', {}, { token: expired })).code).toBe(401);
  });

  it('expires tokens after TOKEN_TTL_SECONDS', async () => {
    const short = await createTestApp({ TOKEN_TTL_SECONDS: '1' });
    try {
      const body = await post(short.app, '/api/login_pc', { name: 'demo888', password: 'demo8888', ...(await solveCaptcha(short)) });
      expect((await post(short.app, '/api/balance', {}, { token: body.data.api_token })).code).toBe(200);
      await new Promise((r) => setTimeout(r, 2100));
      expect((await post(short.app, '/api/balance', {}, { token: body.data.api_token })).code).toBe(401);
    } finally {
      await short.close();
    }
  });

  it('logoff revokes only that token', async () => {
    const a = (await login('demo888', 'demo8888')).data.api_token;
    const b = (await login('demo888', 'demo8888')).data.api_token;
    expect((await post(t.app, '/api/logoff', {}, { token: a })).code).toBe(200);
    expect((await post(t.app, '/api/balance', {}, { token: a })).code).toBe(401);
    expect((await post(t.app, '/api/balance', {}, { token: b })).code).toBe(200);
  });

  it('a member token is not an admin token and vice versa', async () => {
    const member = (await login('demo888', 'demo8888')).data.api_token;
    const res = await request(t.app).get('/api/admin/outbox').set('Authorization', `Bearer ${member}`);
    expect(res.body.code).toBe(401);
    const admin = await post(t.app, '/api/admin/login', { name: 'admin', password: 'admin12345' });
    expect(admin.code).toBe(200);
    expect((await post(t.app, '/api/user', {}, { token: admin.data.api_token })).code).toBe(401);
  });
});

describe('balance and user info', () => {
  it('replies the balance as a 2-decimal string', async () => {
    const { token } = await registerMember(t);
    expect(await post(t.app, '/api/balance', {}, { token })).toMatchObject({ code: 200, data: { balance: '0.00' } });
    const info = await post(t.app, '/api/refreshusermoney', {}, { token });
    expect(info.data.balance).toBe('0.00');
    expect(info.data.vipname).toBe('/static/vip/1.svg');
    const badge = await request(t.app).get(info.data.vipname);
    expect(badge.status).toBe(200);
    expect(badge.headers['content-type']).toContain('image/svg+xml');
  });
});
