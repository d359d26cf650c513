import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate, type MessageKey } from '@portal/contracts';
import { adminToken, createTestApp, outbox, post as postAs, registerMember, solveCaptcha, uniqueMobile, type TestApp } from './support/app.js';

// Spec §7: /api/changePassword for a signed-in member, by a code sent to their phone or email
// (phone, code, newpasword, password), beside the forgot form the same path serves. The code goes
// only to the member's own bound contact; a session alone never changes the password.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
});
afterAll(() => t.close());

const post: typeof postAs = (app, url, body, opts = {}) => postAs(app, url, body, { lang: 'en_US', ...opts });
const en = (key: MessageKey) => translate(key, 'en_US');

async function codesSentTo(recipient: string): Promise<string[]> {
  return (await outbox(t, recipient, admin)).map((m) => /\d{6}/.exec(m.body)?.[0] ?? '');
}
const login = (name: string, password: string) => solveCaptcha(t).then((c) => post(t.app, '/api/login_pc', { name, password, ...c }));

describe('POST /api/sendPasswordCode', () => {
  it('sends the code to the bound phone or email only, whatever else the body names', async () => {
    const mail = `pw${Date.now()}@example.com`;
    const { token, form } = await registerMember(t, { mail });
    const elsewhere = uniqueMobile();
    expect(await post(t.app, '/api/sendPasswordCode', { channel: 'sms', phone: elsewhere, mail: 'thief@example.com' }, { token })).toMatchObject({
      code: 200,
      message: en('code.sent'),
    });
    expect(await codesSentTo(form.phone)).toHaveLength(1);
    expect(await outbox(t, elsewhere, admin)).toHaveLength(0);
    expect(await post(t.app, '/api/sendPasswordCode', { channel: 'email' }, { token })).toMatchObject({ code: 200 });
    expect(await codesSentTo(mail)).toHaveLength(1);
    expect(await outbox(t, 'thief@example.com', admin)).toHaveLength(0);
  });

  it('needs a session, a known way and a bound contact of that way', async () => {
    expect(await post(t.app, '/api/sendPasswordCode', { channel: 'sms' })).toMatchObject({ code: 401 });
    const { token } = await registerMember(t, { mail: '' });
    expect(await post(t.app, '/api/sendPasswordCode', { channel: 'fax' }, { token })).toMatchObject({ code: 1000 });
    expect(await post(t.app, '/api/sendPasswordCode', { channel: 'email' }, { token })).toMatchObject({ code: 1000, message: en('profile.noContactBound') });
  });
});

describe('POST /api/changePassword (a signed-in member, by code)', () => {
  it('changes the login password with the code sent to the member’s phone, once, and ends every session', async () => {
    const { token, form } = await registerMember(t);
    expect((await post(t.app, '/api/sendPasswordCode', { channel: 'sms' }, { token })).code).toBe(200);
    const [code] = await codesSentTo(form.phone);
    const change = { phone: form.phone, code: code!, newpasword: 'fresh777', password: 'fresh777' };

    // the form's rules, in order
    expect(await post(t.app, '/api/changePassword', { ...change, code: '' }, { token })).toMatchObject({ code: 1000, message: en('code.required') });
    expect(await post(t.app, '/api/changePassword', { ...change, newpasword: 'abc', password: 'abc' }, { token })).toMatchObject({
      code: 1000,
      message: en('password.newLength'),
    });
    expect(await post(t.app, '/api/changePassword', { ...change, password: 'other777' }, { token })).toMatchObject({
      code: 1000,
      message: en('register.passwordMismatch'),
    });
    // a wrong code counts as a guess and changes nothing
    expect(await post(t.app, '/api/changePassword', { ...change, code: code === '000000' ? '111111' : '000000' }, { token })).toMatchObject({
      code: 1000,
      message: en('code.invalid'),
    });

    expect(await post(t.app, '/api/changePassword', change, { token })).toMatchObject({
      code: 200,
      message: en('password.changed'),
      data: { username: form.name.toLowerCase() },
    });
    // the session that asked is over, like every other; the new password signs in, the old does not
    expect((await post(t.app, '/api/balance', {}, { token })).code).toBe(401);
    expect((await login(form.name, form.password)).code).not.toBe(200);
    const fresh = await login(form.name, 'fresh777');
    expect(fresh.code, fresh.message).toBe(200);
    // the code was single-use
    expect(
      await post(t.app, '/api/changePassword', { ...change, newpasword: 'again777', password: 'again777' }, { token: fresh.data.api_token }),
    ).toMatchObject({
      code: 1000,
      message: en('code.invalid'),
    });
  });

  it('works by email too (the email placed in `phone`)', async () => {
    const mail = `pwm${Date.now()}@example.com`;
    const { token, form } = await registerMember(t, { mail });
    expect((await post(t.app, '/api/sendPasswordCode', { channel: 'email' }, { token })).code).toBe(200);
    const [code] = await codesSentTo(mail);
    expect(
      await post(t.app, '/api/changePassword', { phone: mail.toUpperCase(), code, newpasword: 'mailpw88', password: 'mailpw88' }, { token }),
    ).toMatchObject({
      code: 200,
    });
    expect((await login(form.name, 'mailpw88')).code).toBe(200);
  });

  it('a session alone never changes the password: no code, another member’s code, a code of another purpose, or no session', async () => {
    const victim = await registerMember(t);
    const other = await registerMember(t);
    const before = await t.prisma.user.findUniqueOrThrow({ where: { username: victim.form.name.toLowerCase() }, select: { passwordHash: true } });

    // the other member's own code, for the other member's phone: not the victim's contact
    expect((await post(t.app, '/api/sendPasswordCode', { channel: 'sms' }, { token: other.token })).code).toBe(200);
    const [otherCode] = await codesSentTo(other.form.phone);
    expect(
      await post(
        t.app,
        '/api/changePassword',
        { phone: other.form.phone, code: otherCode, newpasword: 'stolen99', password: 'stolen99' },
        { token: victim.token },
      ),
    ).toMatchObject({ code: 1000, message: en('code.contactMismatch') });

    // a withdrawal-password code to the victim's phone does not change the login password
    expect((await post(t.app, '/api/sendSMSCaptchaForSecondary', { phone: victim.form.phone }, { token: victim.token })).code).toBe(200);
    const [secondary] = await codesSentTo(victim.form.phone);
    expect(
      await post(
        t.app,
        '/api/changePassword',
        { phone: victim.form.phone, code: secondary, newpasword: 'stolen99', password: 'stolen99' },
        { token: victim.token },
      ),
    ).toMatchObject({ code: 1000, message: en('code.invalid') });

    // the member form without a session: 401, even with a live code
    expect((await post(t.app, '/api/sendPasswordCode', { channel: 'sms' }, { token: victim.token })).code).toBe(200);
    const [live] = await codesSentTo(victim.form.phone);
    expect(await post(t.app, '/api/changePassword', { phone: victim.form.phone, code: live, newpasword: 'stolen99', password: 'stolen99' })).toMatchObject({
      code: 401,
    });

    const after = await t.prisma.user.findUniqueOrThrow({ where: { username: victim.form.name.toLowerCase() }, select: { passwordHash: true } });
    expect(after.passwordHash).toBe(before.passwordHash);
  });

  it('a contact changed in the last 24 hours cannot change the login password yet', async () => {
    const { token, form } = await registerMember(t);
    await t.prisma.user.update({ where: { username: form.name.toLowerCase() }, data: { contactChangedAt: new Date() } });
    expect(await post(t.app, '/api/sendPasswordCode', { channel: 'sms' }, { token })).toMatchObject({
      code: 1000,
      message: en('profile.contactRecentlyChangedLogin'),
    });
  });

  it('nor with a code sent before a contact changed: refused, nothing written, the code left unused', async () => {
    const { token, form } = await registerMember(t);
    expect((await post(t.app, '/api/sendPasswordCode', { channel: 'sms' }, { token })).code).toBe(200);
    const [code] = await codesSentTo(form.phone);
    const newMail = `moved${Date.now()}@example.com`;
    expect((await post(t.app, '/api/sendMailCaptchaForContact', { mail: newMail }, { token })).code).toBe(200);
    const [mailCode] = await codesSentTo(newMail);
    expect((await post(t.app, '/api/updateuserinfo', { email: newMail, email_code: mailCode, password: form.password }, { token })).code).toBe(200);
    const before = await t.prisma.user.findUniqueOrThrow({ where: { username: form.name.toLowerCase() } });

    expect(await post(t.app, '/api/changePassword', { phone: form.phone, code, newpasword: 'stolen99', password: 'stolen99' }, { token })).toMatchObject({
      code: 1000,
      message: en('profile.contactRecentlyChangedLogin'),
    });
    expect(await t.prisma.user.findUniqueOrThrow({ where: { id: before.id } })).toEqual(before);
    expect(
      await t.prisma.verificationCode.findFirstOrThrow({ where: { target: form.phone, purpose: 'password' }, select: { attempts: true, usedAt: true } }),
    ).toEqual({
      attempts: 0,
      usedAt: null,
    });
    expect((await post(t.app, '/api/balance', {}, { token })).code).toBe(200);
  });

  it('the forgot form on the same path still works without a session', async () => {
    const { form } = await registerMember(t);
    expect((await post(t.app, '/api/sendSMSCaptcha', { phone: form.phone, ...(await solveCaptcha(t, 'forgot')) })).code).toBe(200);
    const [code] = await codesSentTo(form.phone);
    expect(await post(t.app, '/api/changePassword', { phone: form.phone, code, password: 'forgot99', confirmPass: 'forgot99', name: '' })).toMatchObject({
      code: 200,
      data: { username: form.name.toLowerCase() },
    });
  });
});
