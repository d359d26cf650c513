import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, createTestApp, outbox, post as postAs, registerMember, solveCaptcha, uniqueMobile, leaksSecret, type TestApp } from './support/app.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
});
afterAll(() => t.close());

// These expectations quote the simplified-Chinese catalogue.
const post: typeof postAs = (app, url, body, opts = {}) => postAs(app, url, body, { lang: 'zh_CN', ...opts });

/** The newest code sent to a recipient, read the way an operator would: from the outbox. */
async function codeSentTo(recipient: string): Promise<string> {
  const sent = await outbox(t, recipient, admin);
  const match = /\d{6}/.exec(sent[0]?.body ?? '');
  expect(match).not.toBeNull();
  return match![0];
}

describe('POST /api/updateuserinfo (spec §5)', () => {
  it.each([
    [{ mobile: '1234' }, '请输入正确手机号'],
    [{ email: 'x@' }, '请输入正确邮箱号'],
    [{ birthday: '1990/01/01' }, '请输入正确的日期格式：YYYY-MM-DD'],
    [{ birthday: '1990-02-30' }, '请输入正确的日期格式：YYYY-MM-DD'],
  ])('refuses %o', async (input, message) => {
    const { token } = await registerMember(t);
    expect(await post(t.app, '/api/updateuserinfo', input, { token })).toMatchObject({ code: 1000, message });
  });

  it('saves the fields and keeps the real name read-only', async () => {
    const { token, form } = await registerMember(t);
    const mobile = uniqueMobile();
    const email = `new${Date.now()}@example.com`;
    // A new contact needs the login password and the code sent to it.
    expect((await post(t.app, '/api/sendMailCaptchaForContact', { mail: email }, { token })).code).toBe(200);
    expect((await post(t.app, '/api/sendSMSCaptchaForContact', { phone: mobile }, { token })).code).toBe(200);
    const codes = { password: form.password, email_code: await codeSentTo(email), mobile_code: await codeSentTo(mobile) };
    const body = await post(
      t.app,
      '/api/updateuserinfo',
      { email: email.replace('new', 'New'), mobile, birthday: '1990-05-20', realname: '李四', ...codes },
      { token },
    );
    expect(body).toMatchObject({ code: 200, message: '修改成功！' });
    const me = await post(t.app, '/api/user', {}, { token });
    expect(me.data).toMatchObject({ email, mobile, birthday: '1990-05-20', realname: '张三' });
  });

  it('refuses a mobile number that belongs to someone else', async () => {
    const other = await registerMember(t);
    const { token } = await registerMember(t);
    expect((await post(t.app, '/api/updateuserinfo', { mobile: other.form.phone }, { token })).code).toBe(201);
  });
});

describe('POST /api/editPassword (spec §5)', () => {
  it.each([
    [{}, '请输入原密码'],
    [{ password: 'abc12', newpasword: 'xyz789' }, '请输入正确的原密码长度'],
    [{ password: 'abc12345' }, '请输入新密码'],
    [{ password: 'abc12345', newpasword: 'ab1' }, '请输入正确的新密码长度'],
    [{ password: 'abc12345', newpasword: 'xyz78901', confirmPass: '' }, '请输入确认密码'],
    [{ password: 'abc12345', newpasword: 'xyz78901', confirmPass: 'xyz78902' }, '两次密码不一致！'],
    [{ password: 'abc12345', newpasword: 'abc12345', confirmPass: 'abc12345' }, '新旧密码不能一致！'],
  ])('refuses %o', async (input, message) => {
    const { token } = await registerMember(t);
    expect(await post(t.app, '/api/editPassword', input, { token })).toMatchObject({ code: 1000, message });
  });

  it('refuses a wrong old password', async () => {
    const { token } = await registerMember(t);
    expect(await post(t.app, '/api/editPassword', { password: 'wrong123', newpasword: 'xyz78901' }, { token })).toMatchObject({ code: 203 });
  });

  it('changes the password and ends every session of the member', async () => {
    const { token, form } = await registerMember(t);
    const second = (await post(t.app, '/api/login_pc', { name: form.name, password: form.password, ...(await solveCaptcha(t)) })).data.api_token;
    const body = await post(t.app, '/api/editPassword', { password: form.password, newpasword: 'xyz78901', confirmPass: 'xyz78901' }, { token });
    expect(body).toMatchObject({ code: 200, message: '密码修改成功！' });
    expect((await post(t.app, '/api/user', {}, { token })).code).toBe(401);
    expect((await post(t.app, '/api/user', {}, { token: second })).code).toBe(401);
    const old = await post(t.app, '/api/login_pc', { name: form.name, password: form.password, ...(await solveCaptcha(t)) });
    expect(old.code).toBe(203);
    const fresh = await post(t.app, '/api/login_pc', { name: form.name, password: 'xyz78901', ...(await solveCaptcha(t)) });
    expect(fresh.code).toBe(200);
  });
});

describe('withdrawal password changes', () => {
  it('method 1: with the old withdrawal password', async () => {
    const { token } = await registerMember(t);
    expect(await post(t.app, '/api/editPayPassword', { paypassword: '', newpasword: '111222' }, { token })).toMatchObject({
      code: 1000,
      message: '请输入原密码',
    });
    expect(await post(t.app, '/api/editPayPassword', { paypassword: '123456', newpasword: '11122' }, { token })).toMatchObject({
      code: 1000,
      message: '支付密码长度需是6位！',
    });
    expect(await post(t.app, '/api/editPayPassword', { paypassword: '000000', newpasword: '111222' }, { token })).toMatchObject({ code: 203 });
    expect(await post(t.app, '/api/editPayPassword', { paypassword: '123456', newpasword: '111222', confirmPass: '111222' }, { token })).toMatchObject({
      code: 200,
    });
    expect(await post(t.app, '/api/changeSecondaryPassword', { type: 1, paypassword: '111222', newpasword: '333444' }, { token })).toMatchObject({ code: 200 });
  });

  it('methods 2 and 3: by a code sent to the member’s own phone or email', async () => {
    const mail = `m${Date.now()}@example.com`;
    const { token, form } = await registerMember(t, { mail });
    expect(await post(t.app, '/api/sendSMSCaptchaForSecondary', { phone: '1381' }, { token })).toMatchObject({ code: 1000, message: '请输入正确的手机号！' });
    expect(await post(t.app, '/api/sendSMSCaptchaForSecondary', { phone: uniqueMobile() }, { token })).toMatchObject({
      code: 1000,
      message: '手机号或邮箱与账号绑定的不一致',
    });
    expect(await post(t.app, '/api/sendSMSCaptchaForSecondary', { phone: form.phone }, { token })).toMatchObject({
      code: 200,
      message: '验证码已发送，请注意查收！',
    });
    expect(await post(t.app, '/api/changeSecondaryPassword', { phone: form.phone, code: '', newpasword: '777888' }, { token })).toMatchObject({
      code: 1000,
      message: '请输入验证码',
    });
    expect(await post(t.app, '/api/changeSecondaryPassword', { phone: form.phone, code: '000000', newpasword: '777888' }, { token })).toMatchObject({
      code: 1000,
    });
    const code = await codeSentTo(form.phone);
    expect(
      await post(t.app, '/api/changeSecondaryPassword', { phone: form.phone, code, newpasword: '777888', confirmPass: '777888' }, { token }),
    ).toMatchObject({ code: 200 });
    // single use
    expect((await post(t.app, '/api/changeSecondaryPassword', { phone: form.phone, code, newpasword: '999000' }, { token })).code).toBe(1000);
    const user = await t.prisma.user.findUniqueOrThrow({ where: { username: form.name.toLowerCase() } });
    expect(user.payPasswordHash).toMatch(/^\$2b\$/);

    expect((await post(t.app, '/api/sendMailCaptchaForSecondary', { mail }, { token })).code).toBe(200);
    const mailCode = await codeSentTo(mail);
    expect((await post(t.app, '/api/changeSecondaryPassword', { phone: mail, code: mailCode, newpasword: '121212' }, { token })).code).toBe(200);
  });

  it('limits how often codes are sent to one contact', async () => {
    const { token, form } = await registerMember(t);
    expect((await post(t.app, '/api/sendSMSCaptchaForSecondary', { phone: form.phone }, { token })).code).toBe(200);
    expect(await post(t.app, '/api/sendSMSCaptchaForSecondary', { phone: form.phone }, { token })).toMatchObject({
      code: 429,
      message: '发送过于频繁，请稍后再试',
    });
  });
});

describe('POST /api/uploadimg (avatar)', () => {
  // Real images: avatars are decoded and re-encoded, so a header alone no longer passes.
  const drawn = sharp({ create: { width: 40, height: 30, channels: 4, background: '#c03030' } });
  let png: Buffer;
  let gif: Buffer;
  beforeAll(async () => {
    png = await drawn.clone().png().toBuffer();
    gif = await drawn.clone().gif().toBuffer();
  });
  const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 3)]);

  it('stores a PNG or GIF, checked by content, and serves it back (re-encoded: the same picture)', async () => {
    const { token } = await registerMember(t);
    for (const [bytes, type] of [
      [png, 'image/png'],
      [gif, 'image/gif'],
    ] as const) {
      const res = await request(t.app)
        .post('/api/uploadimg')
        .set('Lang', 'zh_CN')
        .set('Authorization', `Bearer ${token}`)
        .attach('file', bytes, { filename: 'a.bin', contentType: 'application/octet-stream' });
      expect(res.body.code).toBe(200);
      const avatar: string = res.body.data.avatar;
      expect((await post(t.app, '/api/user', {}, { token })).data.avatar).toBe(avatar);
      const served = await request(t.app).get(avatar);
      expect(served.headers['content-type']).toBe(type);
      const [sent, got] = [await sharp(bytes).metadata(), await sharp(served.body as Buffer).metadata()];
      expect({ format: got.format, width: got.width, height: got.height }).toEqual({ format: sent.format, width: sent.width, height: sent.height });
    }
  });

  it('refuses other content even when named .png, and oversize files', async () => {
    const { token } = await registerMember(t);
    const fake = await request(t.app)
      .post('/api/uploadimg')
      .set('Lang', 'zh_CN')
      .set('Authorization', `Bearer ${token}`)
      .attach('file', jpeg, { filename: 'x.png', contentType: 'image/png' });
    expect(fake.body).toMatchObject({ code: 1000, message: '头像只能是gif或png格式的图片' });
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await request(t.app).post('/api/uploadimg').set('Lang', 'zh_CN').set('Authorization', `Bearer ${token}`).attach('file', big, 'big.png');
    expect(tooBig.body).toMatchObject({ code: 1000, message: '图片不能超过2MB' });
    const none = await request(t.app).post('/api/uploadimg').set('Lang', 'zh_CN').set('Authorization', `Bearer ${token}`).send({});
    expect(none.body.code).toBe(1000);
    const anon = await request(t.app).post('/api/uploadimg').set('Lang', 'zh_CN').attach('file', png, 'a.png');
    expect(anon.body.code).toBe(401);
  });
});

describe('no reply carries a secret', () => {
  it('holds for every member reply of a full session', async () => {
    const { token, form } = await registerMember(t);
    const replies = [
      await post(t.app, '/api/user', {}, { token }),
      await post(t.app, '/api/refreshusermoney', {}, { token }),
      await post(t.app, '/api/balance', {}, { token }),
      await post(t.app, '/api/updateuserinfo', { birthday: '1991-01-01' }, { token }),
      await post(t.app, '/api/editPayPassword', { paypassword: form.paypassword, newpasword: '246810' }, { token }),
    ];
    for (const r of replies) expect(leaksSecret(r, [form.password, form.paypassword, '246810'])).toBe(false);
  });
});
