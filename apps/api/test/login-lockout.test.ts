import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, solveCaptcha, type TestApp } from './support/app.js';

// ASVS 2.2.1: a stranger guessing passwords must not lock the owner out.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MODE: 'on', RATE_LIMIT_LOGIN_PER_IP: '100' });
});
afterAll(() => t.close());

// The app trusts the loopback proxy (TRUST_PROXY=loopback), so X-Forwarded-For names the caller.
const from = (ip: string, path: string, body: object) => request(t.app).post(path).set('X-Forwarded-For', ip).set('Lang', 'en_US').send(body);
const memberLogin = async (ip: string, name: string, password: string) => from(ip, '/api/login_pc', { name, password, ...(await solveCaptcha(t)) });

describe('failed logins', () => {
  it('an attacker IP failing 20 times is refused, the member logs in from elsewhere', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await memberLogin('10.9.0.66', 'demo888', `wrong${i}xx1`)).body.code);
    expect(statuses.slice(0, 10).every((c) => c === 203)).toBe(true);
    expect(statuses.slice(10).every((c) => c === 429)).toBe(true);
    // The owner, from home: the captcha they always solve, and in.
    const owner = await memberLogin('10.9.0.7', 'demo888', 'demo8888');
    expect(owner.status).toBe(200);
    expect(owner.body.code).toBe(200);
    // The attacker's IP stays refused even with the right password.
    expect((await memberLogin('10.9.0.66', 'demo888', 'demo8888')).body.code).toBe(429);
  });

  it('an attacker IP failing 20 times never locks the seeded admin out of the back office', async () => {
    for (let i = 0; i < 20; i++) await from('10.9.1.66', '/api/admin/login', { name: 'admin', password: `wrong${i}` });
    // Past the account-wide ceiling the owner is asked for the image code, never refused.
    const asked = await from('10.9.1.7', '/api/admin/login', { name: 'admin', password: 'admin12345' });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ code: 1000, message: 'Too many failed logins for this account: please also enter the image code' });
    const owner = await from('10.9.1.7', '/api/admin/login', { name: 'admin', password: 'admin12345', ...(await solveCaptcha(t)) });
    expect(owner.body.code).toBe(200);
    expect(owner.body.data.api_token).toBeTruthy();
  });

  it('a member login named `admin` does not count against the staff admin', async () => {
    const other = await createTestApp({ RATE_LIMIT_MODE: 'on', RATE_LIMIT_LOGIN_PER_IP: '100' });
    try {
      for (let i = 0; i < 15; i++) {
        const res = await request(other.app)
          .post('/api/login_pc')
          .set('X-Forwarded-For', '10.9.2.66')
          .send({ name: 'admin', password: `wrong${i}`, ...(await solveCaptcha(other)) });
        expect(res.body.code).not.toBe(200);
      }
      const staff = await request(other.app).post('/api/admin/login').set('X-Forwarded-For', '10.9.2.66').send({ name: 'admin', password: 'admin12345' });
      expect(staff.body.code).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('blank bodies and wrong captchas count for nothing', async () => {
    for (let i = 0; i < 15; i++) {
      await from('10.9.3.66', '/api/login_pc', {});
      await from('10.9.3.66', '/api/login_pc', { name: 'demo888', password: 'wrong1234', captcha_id: (await solveCaptcha(t)).captcha_id, code: 'zzzz' });
      await from('10.9.3.66', '/api/admin/login', { name: 'admin' });
    }
    expect((await memberLogin('10.9.3.66', 'demo888', 'demo8888')).body.code).toBe(200);
    expect((await from('10.9.3.66', '/api/admin/login', { name: 'admin', password: 'admin12345', ...(await solveCaptcha(t)) })).body.code).toBe(200);
  });
});
