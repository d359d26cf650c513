import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, createTestApp, outbox, post, registerMember, solveCaptcha, uniqueMobile, type TestApp } from './support/app.js';

// A stolen session must not become a stolen account.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
});
afterAll(() => t.close());

const en = (url: string, body: object, token: string) =>
  request(t.app)
    .post(url)
    .set('Authorization', `Bearer ${token}`)
    .set('Lang', 'en_US')
    .send(body)
    .then((r) => r.body);
async function codeSentTo(recipient: string): Promise<string> {
  const sent = await outbox(t, recipient, admin);
  return /\d{6}/.exec(sent[0]?.body ?? '')![0];
}

describe('contact changes', () => {
  it('a session alone cannot change the email: it takes the login password and the code sent to the new one', async () => {
    const mail = `own${Date.now()}@example.com`;
    const { token, form } = await registerMember(t, { mail });
    const thief = `thief${Date.now()}@example.com`;
    expect(await en('/api/updateuserinfo', { email: thief }, token)).toMatchObject({
      code: 1000,
      message: 'To change your mobile or email, enter your login password and the code sent to the new one',
    });
    expect((await en('/api/sendMailCaptchaForContact', { mail: thief }, token)).code).toBe(200);
    const code = await codeSentTo(thief);
    expect((await en('/api/updateuserinfo', { email: thief, email_code: code }, token)).code).toBe(1000);
    expect((await en('/api/updateuserinfo', { email: thief, email_code: code, password: 'wrong1234' }, token)).code).toBe(203);
    expect((await en('/api/updateuserinfo', { email: thief, email_code: '000000', password: form.password }, token)).code).toBe(1000);
    const user = await t.prisma.user.findFirstOrThrow({ where: { username: form.name.toLowerCase() } });
    expect(user.email).toBe(mail);
    // So the forgot-password form sends nothing to the thief's address.
    expect(await post(t.app, '/api/sendMailCaptcha', { mail: thief, ...(await solveCaptcha(t, 'forgot')) })).toMatchObject({ code: 200 });
    expect((await outbox(t, thief, admin)).filter((m) => /验证码|code/i.test(m.body) && !m.body.includes(code))).toHaveLength(0);
  });

  it('with the password and the code the contact changes, and the old contact is told', async () => {
    const { token, form } = await registerMember(t);
    const mobile = uniqueMobile();
    expect((await en('/api/sendSMSCaptchaForContact', { phone: mobile }, token)).code).toBe(200);
    const reply = await en('/api/updateuserinfo', { mobile, mobile_code: await codeSentTo(mobile), password: form.password }, token);
    expect(reply.code).toBe(200);
    expect((await en('/api/user', {}, token)).data.mobile).toBe(mobile);
    const notice = await outbox(t, form.phone, admin);
    expect(notice[0]!.body).toContain(`${mobile.slice(0, 2)}****${mobile.slice(-2)}`);
  });

  it('the withdrawal password is not reset through a contact changed in the last 24 hours', async () => {
    const { token, form } = await registerMember(t);
    const mobile = uniqueMobile();
    await en('/api/sendSMSCaptchaForContact', { phone: mobile }, token);
    expect((await en('/api/updateuserinfo', { mobile, mobile_code: await codeSentTo(mobile), password: form.password }, token)).code).toBe(200);
    const refused = await en('/api/sendSMSCaptchaForSecondary', { phone: mobile }, token);
    expect(refused).toMatchObject({
      code: 1000,
      message: 'This mobile or email was changed in the last 24 hours: it cannot reset the withdrawal password yet',
    });
    // Even with a code in hand (e.g. sent before the change) the reset is refused.
    expect((await en('/api/changeSecondaryPassword', { phone: mobile, code: '123456', newpasword: '777888' }, token)).message).toBe(refused.message);
    // A day later it works.
    await t.prisma.user.updateMany({ where: { username: form.name.toLowerCase() }, data: { contactChangedAt: new Date(Date.now() - 25 * 3600 * 1000) } });
    expect((await en('/api/sendSMSCaptchaForSecondary', { phone: mobile }, token)).code).toBe(200);
    const code = await codeSentTo(mobile);
    expect((await en('/api/changeSecondaryPassword', { phone: mobile, code, newpasword: '777888', confirmPass: '777888' }, token)).code).toBe(200);
  });

  it('a withdrawal-password code sent before the contact changed is refused too, and nothing is written', async () => {
    const { token, form } = await registerMember(t);
    expect((await en('/api/sendSMSCaptchaForSecondary', { phone: form.phone }, token)).code).toBe(200);
    const code = await codeSentTo(form.phone);
    const newMail = `moved${Date.now()}@example.com`;
    expect((await en('/api/sendMailCaptchaForContact', { mail: newMail }, token)).code).toBe(200);
    expect((await en('/api/updateuserinfo', { email: newMail, email_code: await codeSentTo(newMail), password: form.password }, token)).code).toBe(200);
    const before = await t.prisma.user.findFirstOrThrow({ where: { username: form.name.toLowerCase() } });
    expect(await en('/api/changeSecondaryPassword', { phone: form.phone, code, newpasword: '777888', confirmPass: '777888' }, token)).toMatchObject({
      code: 1000,
      message: 'This mobile or email was changed in the last 24 hours: it cannot reset the withdrawal password yet',
    });
    expect(await t.prisma.user.findFirstOrThrow({ where: { id: before.id } })).toEqual(before);
    expect(
      await t.prisma.verificationCode.findFirstOrThrow({ where: { target: form.phone, purpose: 'secondary' }, select: { attempts: true, usedAt: true } }),
    ).toEqual({
      attempts: 0,
      usedAt: null,
    });
  });
});
