import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@portal/contracts';
import { adminToken, createTestApp, outbox as readOutbox, post, registerMember, solveCaptcha, uniqueMobile, type TestApp } from './support/app.js';

// Spec §5: recovery by code; a contact changed in the last 24 hours (perhaps by a thief holding a
// session and the password) resets nothing yet, and the public form never says why.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
});
afterAll(() => t.close());

const outbox = (recipient: string) => readOutbox(t, recipient, admin);

describe('forgot password (spec §2.3, §5)', () => {
  it('sends a code by SMS only after the image captcha, then resets the password once', async () => {
    const { token, form } = await registerMember(t);
    expect(await post(t.app, '/api/sendSMSCaptcha', { phone: '123' })).toMatchObject({ code: 1000, message: '請輸入正確的手機號或郵箱！' });
    expect(
      await post(t.app, '/api/sendSMSCaptcha', { phone: form.phone, code: 'zzzz', captcha_id: (await solveCaptcha(t, 'forgot')).captcha_id }),
    ).toMatchObject({ code: 1000, message: '驗證碼錯誤！' });
    expect(await outbox(form.phone)).toHaveLength(0);

    expect(await post(t.app, '/api/sendSMSCaptcha', { phone: form.phone, ...(await solveCaptcha(t, 'forgot')) })).toMatchObject({
      code: 200,
      message: '驗證碼已發送，請注意查收！',
    });
    const sent = await outbox(form.phone);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ channel: 'sms', transport: 'outbox' });
    const code = /\d{6}/.exec(sent[0]!.body)![0];

    const reset = { phone: form.phone, code, password: 'newpass99', confirmPass: 'newpass99', name: '' };
    expect(await post(t.app, '/api/changePassword', { ...reset, code: '' })).toMatchObject({ code: 1000, message: '請輸入驗證碼！' });
    expect(await post(t.app, '/api/changePassword', { ...reset, password: 'short1', confirmPass: 'short1' })).toMatchObject({
      code: 1000,
      message: '密碼長度最少8位！以字母和數字組合！',
    });
    expect(await post(t.app, '/api/changePassword', { ...reset, confirmPass: 'other999' })).toMatchObject({ code: 1000, message: '兩次密碼不一致！' });
    expect(await post(t.app, '/api/changePassword', { ...reset, phone: 'bad' })).toMatchObject({ code: 1000, message: '請輸入正確的手機號或郵箱！' });

    const done = await post(t.app, '/api/changePassword', reset);
    expect(done).toMatchObject({ code: 200, message: '密碼修改成功！', data: { username: form.name.toLowerCase() } });
    expect((await post(t.app, '/api/user', {}, { token })).code).toBe(401);
    expect((await post(t.app, '/api/changePassword', reset)).code).toBe(1000);
    const login = await post(t.app, '/api/login_pc', { name: form.name, password: 'newpass99', ...(await solveCaptcha(t)) });
    expect(login.code).toBe(200);
  });

  it('works by email too', async () => {
    const mail = `f${Date.now()}@example.com`;
    const { form } = await registerMember(t, { phone: '', mail });
    expect((await post(t.app, '/api/sendMailCaptcha', { mail, ...(await solveCaptcha(t, 'forgot')) })).code).toBe(200);
    const code = /\d{6}/.exec((await outbox(mail))[0]!.body)![0];
    expect(
      (await post(t.app, '/api/changePassword', { phone: mail.toUpperCase(), code, password: 'mailpass1', confirmPass: 'mailpass1', name: '' })).data.username,
    ).toBe(form.name.toLowerCase());
  });

  it('answers the same for an unknown contact and sends nothing', async () => {
    const phone = uniqueMobile();
    expect(await post(t.app, '/api/sendSMSCaptcha', { phone, ...(await solveCaptcha(t, 'forgot')) })).toMatchObject({ code: 200 });
    expect(await outbox(phone)).toHaveLength(0);
    expect((await post(t.app, '/api/changePassword', { phone, code: '123456', password: 'newpass99', confirmPass: 'newpass99' })).code).toBe(1000);
  });

  it('locks a code after five wrong guesses', async () => {
    const { form } = await registerMember(t);
    await post(t.app, '/api/sendSMSCaptcha', { phone: form.phone, ...(await solveCaptcha(t, 'forgot')) });
    const code = /\d{6}/.exec((await outbox(form.phone))[0]!.body)![0];
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await post(t.app, '/api/changePassword', { phone: form.phone, code: wrong, password: 'newpass99', confirmPass: 'newpass99' });
    expect((await post(t.app, '/api/changePassword', { phone: form.phone, code, password: 'newpass99', confirmPass: 'newpass99' })).code).toBe(1000);
  });

  it('refuses an expired code', async () => {
    const { form } = await registerMember(t);
    await post(t.app, '/api/sendSMSCaptcha', { phone: form.phone, ...(await solveCaptcha(t, 'forgot')) });
    const code = /\d{6}/.exec((await outbox(form.phone))[0]!.body)![0];
    await t.prisma.verificationCode.updateMany({ where: { target: form.phone }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await post(t.app, '/api/changePassword', { phone: form.phone, code, password: 'newpass99', confirmPass: 'newpass99' })).code).toBe(1000);
  });

  describe('a contact changed in the last 24 hours', () => {
    const sendCode = async (phone: string) => post(t.app, '/api/sendSMSCaptcha', { phone, ...(await solveCaptcha(t, 'forgot')) }, { lang: 'en_US' });
    const reset = (phone: string, code: string, token?: string) =>
      post(t.app, '/api/changePassword', { phone, code, password: 'taken999', confirmPass: 'taken999', name: '' }, { lang: 'en_US', token });
    const member = (name: string) => t.prisma.user.findUniqueOrThrow({ where: { username: name.toLowerCase() } });
    /** Changes a contact the way the member form does: the login password and the code sent to the new one. */
    async function changeContact(token: string, password: string, change: { mobile: string } | { email: string }) {
      const mobile = 'mobile' in change;
      const target = mobile ? change.mobile : change.email;
      const sent = await post(
        t.app,
        mobile ? '/api/sendSMSCaptchaForContact' : '/api/sendMailCaptchaForContact',
        mobile ? { phone: target } : { mail: target },
        { token },
      );
      expect(sent.code, sent.message).toBe(200);
      const code = /\d{6}/.exec((await outbox(target))[0]!.body)![0];
      const changed = await post(t.app, '/api/updateuserinfo', { ...change, [mobile ? 'mobile_code' : 'email_code']: code, password }, { token });
      expect(changed.code, changed.message).toBe(200);
    }

    it('the new phone gets no code, with the reply an unknown phone gets, and resets nothing', async () => {
      const { token, form } = await registerMember(t);
      const taken = uniqueMobile();
      await changeContact(token, form.password, { mobile: taken });
      const before = await member(form.name);

      const unknown = await sendCode(uniqueMobile());
      expect(await sendCode(taken)).toEqual(unknown);
      expect(await t.prisma.verificationCode.count({ where: { target: taken, purpose: 'forgot' } })).toBe(0);
      // Whatever code reached the new phone last (before this fix: a forgot code).
      const sentCode = /\d{6}/.exec((await outbox(taken))[0]!.body)![0];
      expect(await reset(taken, sentCode)).toEqual(await reset(uniqueMobile(), sentCode));
      expect((await member(form.name)).passwordHash).toBe(before.passwordHash);
      expect((await post(t.app, '/api/login_pc', { name: form.name, password: 'taken999', ...(await solveCaptcha(t)) })).code).not.toBe(200);
    });

    it('a live code is refused, with or without a session, as a wrong code is, and left unused; a day later it works', async () => {
      const { token, form } = await registerMember(t);
      expect((await sendCode(form.phone)).code).toBe(200);
      const code = /\d{6}/.exec((await outbox(form.phone))[0]!.body)![0];
      // The email changes after the code went out: the account is not reset through any of its contacts now.
      await changeContact(token, form.password, { email: `moved${Date.now()}@example.com` });
      const before = await member(form.name);
      const codeRow = () =>
        t.prisma.verificationCode.findFirstOrThrow({ where: { target: form.phone, purpose: 'forgot' }, select: { attempts: true, usedAt: true } });

      const wrongCode = await reset(uniqueMobile(), code);
      expect(wrongCode).toMatchObject({ code: 1000, message: translate('code.invalid', 'en_US') });
      expect(await reset(form.phone, code)).toEqual(wrongCode);
      expect(await reset(form.phone, code, token)).toEqual(wrongCode);
      expect(await member(form.name)).toEqual(before);
      expect(await codeRow()).toEqual({ attempts: 0, usedAt: null });
      expect((await post(t.app, '/api/user', {}, { token })).code).toBe(200);

      await t.prisma.user.update({ where: { id: before.id }, data: { contactChangedAt: new Date(Date.now() - 25 * 3600 * 1000) } });
      expect(await reset(form.phone, code)).toMatchObject({ code: 200, data: { username: form.name.toLowerCase() } });
    });
  });
});
