import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, solveCaptcha, type TestApp } from './support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_MODE: 'on',
    RATE_LIMIT_LOGIN_PER_ACCOUNT: '3',
    RATE_LIMIT_LOGIN_PER_IP: '8',
    RATE_LIMIT_REGISTER_PER_IP: '2',
    RATE_LIMIT_CODE_PER_IP: '2',
  });
});
afterAll(() => t.close());

describe('rate limits (shared in PostgreSQL)', () => {
  it('locks an account after repeated failed logins, with HTTP 429 and a localised message', async () => {
    for (let i = 0; i < 3; i++)
      expect((await post(t.app, '/api/login_pc', { name: 'demo888', password: 'bad12345', ...(await solveCaptcha(t)) })).code).toBe(203);
    const res = await request(t.app)
      .post('/api/login_pc')
      .set('Lang', 'en_US')
      .send({ name: 'demo888', password: 'demo8888', ...(await solveCaptcha(t)) });
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ code: 429, message: 'Too many attempts, please try again later' });
    expect(res.headers['ratelimit-policy']).toBeDefined();
    const rows = await t.prisma.rateLimitHit.findMany({ where: { key: { startsWith: 'login-acct:' } } });
    expect(rows.length).toBeGreaterThan(0);
  });

  it('limits logins per IP across accounts', async () => {
    let last = 0;
    for (let i = 0; i < 9; i++)
      last = (
        await request(t.app)
          .post('/api/login_pc')
          .send({ name: `someone${i}x1`, password: 'x', code: 'a' })
      ).status;
    expect(last).toBe(429);
  });

  it('limits registrations and code sending per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await request(t.app).post('/api/register').send({})).status);
    expect(statuses).toEqual([200, 200, 429]);
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) codes.push((await request(t.app).post('/api/sendSMSCaptcha').send({})).status);
    expect(codes).toEqual([200, 200, 429]);
  });

  it('is off when RATE_LIMIT_MODE=off', async () => {
    const off = await createTestApp({ RATE_LIMIT_MODE: 'off', RATE_LIMIT_REGISTER_PER_IP: '1' });
    try {
      for (let i = 0; i < 3; i++) expect((await request(off.app).post('/api/register').send({})).status).toBe(200);
    } finally {
      await off.close();
    }
  });
});
