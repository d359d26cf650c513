import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../src/clock.js';
import { adminToken, createTestApp, fundedMember, outbox, post, type TestApp } from './support/app.js';

describe('the injected clock (Core.clock)', () => {
  const clock = movableClock();
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ CAPTCHA_MODE: 'off' }, { clock });
    admin = await adminToken(t);
  });
  afterAll(() => t.close());

  it('expires a verification code once the clock passes its lifetime', async () => {
    const { form } = await fundedMember(t, 1, admin);
    expect((await post(t.app, '/api/sendSMSCaptcha', { phone: form.phone, captcha_id: '', code: 'x' })).code).toBe(200);
    const code = /\d{6}/.exec((await outbox(t, form.phone, admin))[0]!.body)![0];
    clock.advance((t.config.codes.ttlSeconds + 1) * 1000);
    const reset = { phone: form.phone, code, password: 'newpass99', confirmPass: 'newpass99' };
    expect(await post(t.app, '/api/changePassword', reset, { lang: 'en_US' })).toMatchObject({ code: 1000 });
  });

  it('numbers a transfer by the Beijing time of the clock', async () => {
    const { token } = await fundedMember(t, 100, admin);
    clock.set(new Date('2030-01-01T00:00:00Z'));
    const moved = await post(t.app, '/api/PCGameTransferIn', { amount: 10 }, { token });
    expect(moved.code, moved.message).toBe(200);
    expect(moved.data.order_no).toMatch(/^TR20300101080000\d{8}$/);
  });
});
