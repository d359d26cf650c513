import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../src/clock.js';
import { createCodes } from '../src/modules/verification/codes.js';
import { createTestApp, registerMember, solveCaptcha, uniqueMobile, type TestApp } from './support/app.js';

// The forgot-password code forms do not tell registered contacts from unknown ones.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = async (path: string, body: object, lang = 'en_US') => {
  const res = await request(t.app)
    .post(path)
    .set('Lang', lang)
    .send({ ...body, ...(await solveCaptcha(t, 'forgot')) });
  return { status: res.status, code: res.body.code as number, message: res.body.message as string };
};

describe('no account enumeration', () => {
  it('answers alike for a registered and an unknown phone, also on a second request within 60 s', async () => {
    const { form } = await registerMember(t);
    const unknown = uniqueMobile();
    const known1 = await send('/api/sendSMSCaptcha', { phone: form.phone });
    const unknown1 = await send('/api/sendSMSCaptcha', { phone: unknown });
    expect(known1).toEqual(unknown1);
    const known2 = await send('/api/sendSMSCaptcha', { phone: form.phone });
    const unknown2 = await send('/api/sendSMSCaptcha', { phone: unknown });
    expect(known2).toEqual(unknown2);
  });

  it('answers alike by email too', async () => {
    const mail = `e${Date.now()}@example.com`;
    await registerMember(t, { phone: '', mail });
    const unknown = `n${Date.now()}@example.com`;
    for (let i = 0; i < 2; i++) expect(await send('/api/sendMailCaptcha', { mail })).toEqual(await send('/api/sendMailCaptcha', { mail: unknown }));
  });

  it('a refused send leaves no code row, and the owner can ask again once the wait is over', async () => {
    const { form } = await registerMember(t);
    const rows = () => t.prisma.verificationCode.count({ where: { target: form.phone } });
    const wrongCaptcha = await request(t.app)
      .post('/api/sendSMSCaptcha')
      .send({ phone: form.phone, captcha_id: (await solveCaptcha(t, 'forgot')).captcha_id, code: 'zzzz' });
    expect(wrongCaptcha.body.code).toBe(1000);
    expect(await rows()).toBe(0);
    expect((await send('/api/sendSMSCaptcha', { phone: form.phone })).code).toBe(200);
    expect((await send('/api/sendSMSCaptcha', { phone: form.phone })).code).toBe(429);
    expect(await rows()).toBe(1);
    // The minute has passed:
    await t.prisma.verificationCode.updateMany({ where: { target: form.phone }, data: { createdAt: new Date(Date.now() - 61_000) } });
    await t.prisma.rateLimitHit.updateMany({ where: { key: { contains: form.phone } }, data: { resetAt: new Date(Date.now() - 1000) } });
    expect((await send('/api/sendSMSCaptcha', { phone: form.phone })).code).toBe(200);
  });

  it('a code whose delivery failed leaves no row behind to hold back the next one', async () => {
    const target = uniqueMobile();
    const failing = createCodes({
      sql: t.sql,
      clock: systemClock,
      secret: 'x'.repeat(32),
      limits: { resendSeconds: 60, ttlSeconds: 600, dailyLimit: 10 },
      deliver: async () => {
        throw new Error('gateway down');
      },
    });
    await expect(failing.send({ channel: 'sms', target, purpose: 'forgot', locale: 'en_US' })).rejects.toThrow('gateway down');
    expect(await t.prisma.verificationCode.count({ where: { target } })).toBe(0);
  });

  it('a `Lang: __proto__` header on the code form is not a 500', async () => {
    const { form } = await registerMember(t);
    for (const lang of ['__proto__', 'constructor', 'toString']) {
      const res = await send('/api/sendSMSCaptcha', { phone: form.phone }, lang);
      expect(res.status).toBeLessThan(500);
    }
  });
});
