import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, createTestApp, fundedMember, post, type TestApp } from './support/app.js';

// Issue 12, items 1, 2, 9-12: what an outside attack showed, each refused at the right depth.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_MODE: 'off' });
  admin = await adminToken(t);
});
afterAll(() => t.close());

const ODD_AMOUNTS = ['1e3', '1e0', '0x1', '0b11', '0o7', '+5', ' 5 ', '5 ', '1_000', 'Infinity', '٥', '5.', '.5'];

describe('strict amounts (item 2)', () => {
  it('refuses exponents, radix prefixes, signs and spaces on every transfer route, and moves nothing', async () => {
    const { token } = await fundedMember(t, 1000, admin);
    const routes: [string, Record<string, unknown>][] = [
      ['/api/transfer', { sourcetype: 'center', targettype: 'AG' }],
      ['/api/PCGameTransferIn', {}],
      ['/api/MobileGameTransferIn', {}],
      ['/api/PCGameTransferOut', {}],
      ['/api/MobileGameTransferOut', {}],
    ];
    const before = await t.prisma.transfer.count();
    for (const [url, rest] of routes) {
      for (const amount of ODD_AMOUNTS) {
        const body = await post(t.app, url, { amount, ...rest }, { token, lang: 'zh_CN' });
        expect(body, `${url} ${JSON.stringify(amount)}`).toMatchObject({ code: 1000, message: '金额必须为正整数' });
      }
    }
    expect(await t.prisma.transfer.count()).toBe(before);
    expect((await post(t.app, '/api/balance', {}, { token })).data.balance).toBe('1000.00');
    // Plain decimal strings and JSON numbers still work.
    expect((await post(t.app, '/api/transfer', { amount: '5', sourcetype: 'center', targettype: 'AG' }, { token })).code).toBe(200);
    expect((await post(t.app, '/api/PCGameTransferIn', { amount: 5 }, { token })).code).toBe(200);
    expect((await post(t.app, '/api/PCGameTransferOut', { amount: '5.00' }, { token })).code).toBe(200);
  });

  it('the back-office adjustment takes the same amount rule (with a sign), nothing else', async () => {
    const { form } = await fundedMember(t, 10, admin);
    const adjust = (amount: unknown) =>
      request(t.app).post('/api/admin/adjust').set('Authorization', `Bearer ${admin}`).set('Idempotency-Key', randomUUID()).send({ username: form.name, amount, memo: 'x' });
    for (const amount of ODD_AMOUNTS) expect((await adjust(amount)).body.code, JSON.stringify(amount)).toBe(1000);
    expect((await adjust('-1.5')).body).toMatchObject({ code: 200, data: { balance: '8.50' } });
  });
});
