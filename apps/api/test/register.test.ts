import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, solveCaptcha, uniqueName, uniqueMobile, leaksSecret, type TestApp } from './support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function form(overrides: Record<string, unknown> = {}) {
  return {
    name: uniqueName('reg'),
    password: 'abc12345',
    confirmPass: 'abc12345',
    realname: '王小明',
    phone: uniqueMobile(),
    mail: '',
    paypassword: '654321',
    ...(await solveCaptcha(t, 'register')),
    ...overrides,
  };
}

describe('POST /api/register', () => {
  it('creates the member with hashed passwords, a wallet and a working session', async () => {
    const f = await form();
    const body = await post(t.app, '/api/register', f);
    expect(body.code).toBe(200);
    expect(body.data.username).toBe(f.name.toLowerCase());
    expect(typeof body.data.api_token).toBe('string');
    expect(leaksSecret(body, [f.password, f.paypassword])).toBe(false);

    const user = await t.prisma.user.findUniqueOrThrow({ where: { username: f.name.toLowerCase() }, include: { accounts: true } });
    // bcrypt at the configured cost (10 or more in production; the tests run at 4: docs/testing.md).
    const bcryptOfCost = new RegExp(`^\\$2b\\$${String(t.config.bcryptCost).padStart(2, '0')}\\$`);
    expect(user.passwordHash).toMatch(bcryptOfCost);
    expect(user.passwordHash).not.toContain(f.password);
    expect(user.payPasswordHash).toMatch(bcryptOfCost);
    expect(user.accounts.map((a) => [a.kind, a.balance.toFixed(2)])).toEqual([['central', '0.00']]);

    const me = await post(t.app, '/api/user', {}, { token: body.data.api_token });
    expect(me.code).toBe(200);
    expect(me.data).toMatchObject({
      username: f.name.toLowerCase(),
      balance: '0.00',
      realname: '王小明',
      mobile: f.phone,
      current_vip: 'P1',
      next_vip: 'P2',
      vip: 1,
      transferstatus: 0,
    });
    expect(leaksSecret(me, [f.password, f.paypassword])).toBe(false);
  });

  // Spec §5, in its order; zh_TW (the default) carries the Traditional form of the spec's text.
  const cases: [string, Record<string, unknown>, string][] = [
    ['account shorter than 6', { name: 'ab12' }, '用戶名長度不得低於6位，以字母和數字組合！'],
    ['account without digits', { name: 'abcdefg' }, '用戶名長度不得低於6位，以字母和數字組合！'],
    ['account with symbols', { name: 'abc_1234' }, '用戶名長度不得低於6位，以字母和數字組合！'],
    ['password shorter than 8', { password: 'abc1234', confirmPass: 'abc1234' }, '密碼長度最少8位！以字母和數字組合！'],
    ['password without letters', { password: '12345678', confirmPass: '12345678' }, '密碼長度最少8位！以字母和數字組合！'],
    ['confirmation differs', { confirmPass: 'abc12346' }, '兩次密碼不一致！'],
    ['real name with digits', { realname: '张3' }, '姓名格式不正確，可以是中，英文名稱！'],
    ['no phone and no email', { phone: '', mail: '' }, '請輸入手機號或郵箱！'],
    ['phone not 1[3-9] + 9 digits', { phone: '12812345678' }, '請輸入正確的手機號！'],
    ['bad email', { phone: '', mail: 'a@b' }, '請輸入正確的郵箱！'],
    ['withdrawal password not 6', { paypassword: '12345' }, '支付密碼長度需是6位！'],
    ['captcha missing', { code: '' }, '驗證碼錯誤！'],
    ['captcha wrong', { code: 'zzzz' }, '驗證碼錯誤！'],
  ];
  for (const [what, overrides, message] of cases) {
    it(`refuses ${what} with "${message}" and writes nothing`, async () => {
      const f = await form(overrides);
      const before = await t.prisma.user.count();
      const body = await post(t.app, '/api/register', f);
      expect(body).toMatchObject({ code: 1000, message });
      expect(await t.prisma.user.count()).toBe(before);
    });
  }

  it('reports only the first broken rule, in spec order', async () => {
    const body = await post(t.app, '/api/register', await form({ password: 'x', realname: '1', phone: '', mail: '', paypassword: '1' }));
    expect(body.message).toBe('密碼長度最少8位！以字母和數字組合！');
  });

  it('localises by the Lang header', async () => {
    const body = await post(t.app, '/api/register', await form({ name: 'ab' }), { lang: 'en_US' });
    expect(body).toMatchObject({ code: 1000, message: 'The username must be at least 6 characters, combining letters and digits!' });
  });

  it('refuses a taken account name (any case) with code 201', async () => {
    const f = await form();
    expect((await post(t.app, '/api/register', f)).code).toBe(200);
    const again = await post(t.app, '/api/register', await form({ name: f.name.toUpperCase() }));
    expect(again.code).toBe(201);
    expect(again.message).toBe('該用戶名已被註冊');
  });

  it('refuses a phone already used by another member', async () => {
    const f = await form();
    await post(t.app, '/api/register', f);
    const again = await post(t.app, '/api/register', await form({ phone: f.phone }));
    expect(again.code).toBe(201);
  });

  it('records the referrer from pid (an approved agent) and ignores an unknown one', async () => {
    const referrer = await t.prisma.user.update({ where: { username: 'demo888' }, data: { isAgent: true } });
    const a = await form({ pid: String(referrer.id) });
    expect((await post(t.app, '/api/register', a)).code).toBe(200);
    expect((await t.prisma.user.findUniqueOrThrow({ where: { username: a.name.toLowerCase() } })).referrerId).toBe(referrer.id);
    const b = await form({ pid: 999999 });
    expect((await post(t.app, '/api/register', b)).code).toBe(200);
    expect((await t.prisma.user.findUniqueOrThrow({ where: { username: b.name.toLowerCase() } })).referrerId).toBeNull();
  });

  it('ignores fields a member must not set (mass assignment)', async () => {
    const f = await form({ isAgent: true, vipLevel: 10, is_agent: 1, balance: 99999 });
    const body = await post(t.app, '/api/register', f);
    const user = await t.prisma.user.findUniqueOrThrow({ where: { username: f.name.toLowerCase() } });
    expect(body.code).toBe(200);
    expect([user.isAgent, user.vipLevel]).toEqual([false, 1]);
  });

  it('two registrations of one name at once create one member', async () => {
    const name = uniqueName('race');
    const bodies = await Promise.all([post(t.app, '/api/register', await form({ name })), post(t.app, '/api/register', await form({ name }))]);
    expect(bodies.map((b) => b.code).sort()).toEqual([200, 201]);
    expect(await t.prisma.user.count({ where: { username: name.toLowerCase() } })).toBe(1);
  });
});

describe('POST /api/register_kv (agent link short form)', () => {
  it('registers with account and password only and returns the visit url', async () => {
    const name = uniqueName('kv');
    // The short form takes the same image code as the full one.
    expect(await post(t.app, '/api/register_kv', { name, password: 'abcd1234', confirmPass: 'abcd1234' })).toMatchObject({
      code: 1000,
      message: '驗證碼錯誤！',
    });
    const wrong = { captcha_id: (await solveCaptcha(t, 'register')).captcha_id, code: 'zzzz' };
    expect(await post(t.app, '/api/register_kv', { name, password: 'abcd1234', confirmPass: 'abcd1234', ...wrong })).toMatchObject({
      code: 1000,
      message: '驗證碼錯誤！',
    });
    expect(await t.prisma.user.count({ where: { username: name.toLowerCase() } })).toBe(0);
    const body = await post(t.app, '/api/register_kv', { name, password: 'abcd1234', confirmPass: 'abcd1234', ...(await solveCaptcha(t, 'register')) });
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({ username: name.toLowerCase(), url: '/#/app' });
    const me = await post(t.app, '/api/user', {}, { token: body.data.api_token });
    expect(me.data.has_paypassword).toBe(false);
  });
  it.each([
    [{ name: 'abc12', password: 'abcd1234', confirmPass: 'abcd1234' }, '用戶名長度不得低於6位，以字母和數字組合！'],
    [{ name: 'abcdef1', password: 'abc123', confirmPass: 'abc123' }, '密碼長度最少8位！以字母和數字組合！'],
    [{ name: 'abcdef1', password: 'abcd1234', confirmPass: 'abcd12345' }, '兩次密碼不一致！'],
  ])('refuses %o', async (f, message) => {
    expect(await post(t.app, '/api/register_kv', f)).toMatchObject({ code: 1000, message });
  });
});
