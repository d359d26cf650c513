import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminToken, createTestApp, fundedMember, post, type TestApp } from './support/app.js';

// A stolen session cannot guess the current password (or the withdrawal password).
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_MODE: 'off' });
  admin = await adminToken(t);
});
afterAll(() => t.close());

const guess = (path: string, token: string, body: object) => request(t.app).post(path).set('Authorization', `Bearer ${token}`).set('Lang', 'en_US').send(body);
const payGuess = (token: string, old: string) => guess('/api/editPayPassword', token, { paypassword: old, newpasword: '654321', confirmPass: '654321' });
const loginGuess = (token: string, old: string) => guess('/api/editPassword', token, { password: old, newpasword: 'xyz78901', confirmPass: 'xyz78901' });

describe('old-password guessing', () => {
  it('five wrong withdrawal-password guesses, then even the right one is refused and transfers are locked', async () => {
    const { token } = await fundedMember(t, 100, admin);
    for (let i = 0; i < 5; i++) expect((await payGuess(token, String(100000 + i))).body.code).toBe(203);
    const right = await payGuess(token, '123456');
    expect(right.status).toBe(429);
    expect(right.body).toMatchObject({
      code: 429,
      message: 'Too many wrong passwords: please try again later; transfers and withdrawals are paused meanwhile',
    });
    const transfer = await guess('/api/PCGameTransferIn', token, { amount: 10 });
    expect(transfer.body).toMatchObject({
      code: 203,
      message: 'Transfers and withdrawals are locked for a while after repeated wrong passwords, please try again later',
    });
    expect((await post(t.app, '/api/balance', {}, { token })).data.balance).toBe('100.00');
    // The login-password route counts against the same member.
    expect((await loginGuess(token, 'abc12345')).status).toBe(429);
  });

  it('a flood of wrong login-password guesses is refused before hashing', async () => {
    const { token } = await fundedMember(t, 10, admin);
    const hashing = vi.spyOn(t.core.hasher, 'verify');
    const codes: number[] = [];
    for (let i = 0; i < 100; i++) codes.push((await loginGuess(token, `wrong${i}aa`)).body.code);
    expect(codes.slice(0, 5)).toEqual([203, 203, 203, 203, 203]);
    expect(codes.slice(5).every((c) => c === 429)).toBe(true);
    expect((await loginGuess(token, 'abc12345')).body.code).toBe(429);
    // Only the five counted guesses were hashed; the 96 refusals cost no bcrypt work.
    expect(hashing).toHaveBeenCalledTimes(5);
    hashing.mockRestore();
  });

  it('withdrawal-password guesses on /api/bindcard count too, and a locked member cannot withdraw', async () => {
    const { token } = await fundedMember(t, 500, admin);
    const card = { bank: '工商银行', bank_address: '北京分行', bank_no: '6222020200112233445', bank_owner: '张三' };
    for (let i = 0; i < 5; i++) expect((await guess('/api/bindcard', token, { ...card, pay_pass: String(300000 + i) })).body.code).toBe(203);
    expect((await guess('/api/bindcard', token, { ...card, pay_pass: '123456' })).status).toBe(429);
    const withdraw = await guess('/api/withdraw', token, { amount: 100, bank: 1, password: '123456' });
    expect(withdraw.body).toMatchObject({
      code: 203,
      message: 'Transfers and withdrawals are locked for a while after repeated wrong passwords, please try again later',
    });
  });

  it('the lock ends: after the window the right password works and money moves again', async () => {
    const { token } = await fundedMember(t, 100, admin);
    for (let i = 0; i < 5; i++) await payGuess(token, String(200000 + i));
    expect((await guess('/api/PCGameTransferIn', token, { amount: 10 })).body.code).toBe(203);
    await t.prisma.rateLimitHit.updateMany({
      where: { OR: [{ key: { startsWith: 'pw-wrong:' } }, { key: { startsWith: 'money-lock:' } }] },
      data: { resetAt: new Date(Date.now() - 1000) },
    });
    expect((await guess('/api/PCGameTransferIn', token, { amount: 10 })).body.code).toBe(200);
    expect((await payGuess(token, '123456')).body.code).toBe(200);
  });
});
