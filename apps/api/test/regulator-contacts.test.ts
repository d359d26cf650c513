import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock, type MovableClock } from '../src/clock.js';
import { DAY_MS } from '../src/time.js';
import { createTestApp, memberForm, post, solveCaptcha, uniqueMobile, uniqueName, type TestApp } from './support/app.js';
import { adminToken, PAY_PASS, upcomingBeijingNoon } from './support/cashier.js';
import { newStaff } from './support/staff.js';
import { clockRestored, expectIdentityRefused } from './support/regulator.js';

// The Malta Gaming Authority's finding "an excluded player registering again with similar identity
// details", through the doors registration leaves open (docs/player-protection.md#no-second-account):
// an account opened without details (the agent's short form) that sets the blocked member's phone or
// email afterwards, staff setting it on another account, and a deposit paid from the blocked
// member's card.

const LOGIN = 'abc12345'; // the login password of memberForm

let t: TestApp;
let clock: MovableClock;
let admin: string;
beforeAll(async () => {
  clock = movableClock(upcomingBeijingNoon());
  t = await createTestApp({ CAPTCHA_MODE: 'off', TOKEN_TTL_SECONDS: String(20 * 365 * 86400) }, { clock });
  admin = await adminToken(t);
});
afterAll(() => t.close());

const en = (path: string, body: object, token: string) => post(t.app, path, body, { token, lang: 'en_US' });

/** A member registered with a phone and an email (and the withdrawal password), as /register opens one. */
async function member(overrides: Record<string, unknown> = {}) {
  const form = memberForm({ paypassword: PAY_PASS, mail: `${uniqueName('m')}@example.com`, ...(await solveCaptcha(t, 'register')), ...overrides });
  const reply = await post(t.app, '/api/register', form, { lang: 'en_US' });
  expect(reply.code, reply.message).toBe(200);
  const user = await t.prisma.user.findUniqueOrThrow({ where: { username: reply.data.username } });
  return { token: reply.data.api_token as string, userId: user.id, username: user.username, mobile: user.mobile!, email: user.email! };
}

/** An account opened through the agent's short form: name and password, no phone, no email. */
async function shortFormAccount() {
  const reply = await post(t.app, '/api/register_kv', { name: uniqueName('kv'), password: LOGIN, confirmPass: LOGIN, ...(await solveCaptcha(t, 'register')) });
  expect(reply.code, reply.message).toBe(200);
  const user = await t.prisma.user.findUniqueOrThrow({ where: { username: reply.data.username } });
  return { token: reply.data.api_token as string, userId: user.id, username: user.username };
}

const exclude = (token: string) => en('/api/responsible/exclude', { period: '6m', password: LOGIN }, token);
const timeout = (token: string, days = 1) => en('/api/responsible/timeout', { days, password: LOGIN }, token);
const codeTo = (phone: string, token: string) => en('/api/sendSMSCaptchaForContact', { phone }, token);
const mailCodeTo = (mail: string, token: string) => en('/api/sendMailCaptchaForContact', { mail }, token);
const setMobile = (mobile: string, code: string, token: string) => en('/api/updateuserinfo', { mobile, mobile_code: code, password: LOGIN }, token);
const setEmail = (email: string, code: string, token: string) => en('/api/updateuserinfo', { email, email_code: code, password: LOGIN }, token);

/** What a refused change must not write: no message sent, no code stored, no contact changed, no audit row. */
const rows = async (userId: number) => {
  const user = await t.prisma.user.findUniqueOrThrow({ where: { id: userId } });
  return {
    messages: await t.prisma.outboundMessage.count(),
    codes: await t.prisma.verificationCode.count(),
    audits: await t.prisma.auditLog.count(),
    deposits: await t.prisma.deposit.count(),
    contact: [user.mobile, user.email, user.contactChangedAt],
  };
};

/** The code the portal sent to a recipient, read from the outbox table. */
async function codeSentTo(recipient: string): Promise<string> {
  const sent = await t.prisma.outboundMessage.findFirstOrThrow({ where: { recipient }, orderBy: { id: 'desc' } });
  return /\d{6}/.exec(sent.body)![0];
}

describe('finding: an excluded player registering again, then giving their phone or email to the new account', () => {
  it("a short-form account setting an excluded member's phone is refused before any code is sent, and nothing is written", async () => {
    const excluded = await member();
    expect((await exclude(excluded.token)).code).toBe(200);
    const fresh = await shortFormAccount();
    const before = await rows(fresh.userId);
    expectIdentityRefused(await codeTo(excluded.mobile, fresh.token), excluded);
    expectIdentityRefused(await codeTo(`  ${excluded.mobile} `, fresh.token), excluded);
    // A code obtained some other way does not help: the change itself is refused first.
    expectIdentityRefused(await setMobile(excluded.mobile, '123456', fresh.token), excluded);
    expect(await rows(fresh.userId)).toEqual(before);
    expect(await t.prisma.outboundMessage.count({ where: { recipient: excluded.mobile } })).toBe(0);
  });

  it("a short-form account setting an excluded member's email, in capitals and spaces, is refused, and nothing is written", async () => {
    const excluded = await member();
    expect((await exclude(excluded.token)).code).toBe(200);
    const fresh = await shortFormAccount();
    const before = await rows(fresh.userId);
    expectIdentityRefused(await mailCodeTo(`  ${excluded.email.toUpperCase()}  `, fresh.token), excluded);
    expectIdentityRefused(await mailCodeTo(excluded.email, fresh.token), excluded);
    expectIdentityRefused(await setEmail(excluded.email.toUpperCase(), '123456', fresh.token), excluded);
    expect(await rows(fresh.userId)).toEqual(before);
    expect(await t.prisma.outboundMessage.count({ where: { recipient: excluded.email } })).toBe(0);
  });

  it("a timed-out member's phone stored as +86 138-…: the plain number is refused to another account while the time-out runs, accepted once it expired", async () => {
    const timedOut = await member();
    // An older row keeps the number as it was typed then.
    const plain = uniqueMobile();
    await t.prisma.user.update({ where: { id: timedOut.userId }, data: { mobile: `+86 ${plain.slice(0, 3)}-${plain.slice(3, 7)}-${plain.slice(7)}` } });
    expect((await timeout(timedOut.token, 1)).code).toBe(200);
    const fresh = await shortFormAccount();
    const before = await rows(fresh.userId);
    expectIdentityRefused(await codeTo(plain, fresh.token), { ...timedOut, mobile: plain });
    expectIdentityRefused(await setMobile(plain, '123456', fresh.token), { ...timedOut, mobile: plain });
    expect(await rows(fresh.userId)).toEqual(before);
    await clockRestored(clock, async () => {
      clock.advance(DAY_MS + 60_000);
      expect((await codeTo(plain, fresh.token)).code).toBe(200);
      const changed = await setMobile(plain, await codeSentTo(plain), fresh.token);
      expect(changed.code, changed.message).toBe(200);
      expect((await t.prisma.user.findUniqueOrThrow({ where: { id: fresh.userId } })).mobile).toBe(plain);
    });
  });

  it("an excluded member's email stored in capitals: refused to another account until the exclusion ended and the account reopened", async () => {
    const excluded = await member();
    const email = `${uniqueName('cap')}@example.com`;
    await t.prisma.user.update({ where: { id: excluded.userId }, data: { email: email.toUpperCase() } });
    expect((await exclude(excluded.token)).code).toBe(200);
    const fresh = await shortFormAccount();
    expectIdentityRefused(await mailCodeTo(email, fresh.token), { ...excluded, email });
    await clockRestored(clock, async () => {
      // Ended (6 months), and asked to reopen: closed 24 hours more.
      clock.advance(200 * DAY_MS);
      expect((await en('/api/responsible/reopen', { password: LOGIN }, excluded.token)).code).toBe(200);
      expectIdentityRefused(await mailCodeTo(email, fresh.token), { ...excluded, email });
      clock.advance(DAY_MS + 60_000);
      expect((await mailCodeTo(email, fresh.token)).code).toBe(200);
      expect((await setEmail(email, await codeSentTo(email), fresh.token)).code).toBe(200);
      expect((await t.prisma.user.findUniqueOrThrow({ where: { id: fresh.userId } })).email).toBe(email);
    });
  });
});

describe('finding: an excluded player freeing their phone or email for a new account', () => {
  it('a member in a time-out or self-exclusion cannot change their own phone or email (nothing sent, nothing written); staff can, audited', async () => {
    const excluded = await member();
    expect((await exclude(excluded.token)).code).toBe(200);
    const before = await rows(excluded.userId);
    const fresh = uniqueMobile();
    const refusal = {
      code: 231,
      message: 'Your phone or email cannot be changed here during a time-out or self-exclusion: contact customer support to change it',
    };
    expect(await codeTo(fresh, excluded.token)).toMatchObject(refusal);
    expect(await mailCodeTo(`${uniqueName('new')}@example.com`, excluded.token)).toMatchObject(refusal);
    expect(await setMobile(fresh, '123456', excluded.token)).toMatchObject(refusal);
    expect(await rows(excluded.userId)).toEqual(before);
    // Their old phone stays theirs, so a new account cannot take it.
    const other = await shortFormAccount();
    expectIdentityRefused(await codeTo(excluded.mobile, other.token), excluded);
    // Support changes it on their word (the back office's form), on record.
    const set = await en('/api/admin/members/contact', { username: excluded.username, mobile: fresh }, admin);
    expect(set.code, set.message).toBe(200);
    expect(await t.prisma.auditLog.count({ where: { action: 'member.contact', target: excluded.username } })).toBe(1);
  });
});

describe('finding: staff giving an excluded player their phone or email on another account', () => {
  it("staff setting a member's phone or email to a blocked member's are refused with why, and nothing is written", async () => {
    const excluded = await member();
    expect((await exclude(excluded.token)).code).toBe(200);
    const target = await member();
    const ops = await newStaff(t, 'operations', admin);
    const before = await rows(target.userId);
    for (const body of [{ mobile: excluded.mobile }, { email: `  ${excluded.email.toUpperCase()} ` }, { mobile: uniqueMobile(), email: excluded.email }]) {
      const reply = await en('/api/admin/members/contact', { username: target.username, ...body }, ops.token);
      expect(reply, JSON.stringify(body)).toMatchObject({
        code: 231,
        message: `This phone or email belongs to member ${excluded.username}, who is under a self-exclusion or time-out: it cannot be given to another account`,
      });
    }
    expect(await rows(target.userId)).toEqual(before);
  });

  it("staff set a member's phone and email (audited), not one another member has, and only operations may; a time-out expired frees the blocked one", async () => {
    const target = await member();
    const ops = await newStaff(t, 'operations', admin);
    const mobile = uniqueMobile();
    const email = `${uniqueName('staff')}@example.com`;
    for (const role of ['support', 'finance'] as const) {
      const staff = await newStaff(t, role, admin);
      expect((await en('/api/admin/members/contact', { username: target.username, mobile }, staff.token)).code, role).toBe(203);
    }
    expect((await en('/api/admin/members/contact', { username: target.username }, ops.token)).code).toBe(1000);
    const set = await en('/api/admin/members/contact', { username: target.username, mobile, email: email.toUpperCase() }, ops.token);
    expect(set.code, set.message).toBe(200);
    const user = await t.prisma.user.findUniqueOrThrow({ where: { id: target.userId } });
    expect(user).toMatchObject({ mobile, email, contactChangedAt: clock.now() });
    expect(await t.prisma.auditLog.findFirst({ where: { action: 'member.contact', target: target.username } })).toMatchObject({
      adminId: ops.id,
      before: { mobile: target.mobile, email: target.email },
      after: { mobile, email },
    });
    const other = await member();
    expect((await en('/api/admin/members/contact', { username: other.username, mobile }, ops.token)).code).toBe(201);

    const timedOut = await member();
    const plain = uniqueMobile();
    await t.prisma.user.update({ where: { id: timedOut.userId }, data: { mobile: `0086-${plain}` } });
    expect((await timeout(timedOut.token, 1)).code).toBe(200);
    expect((await en('/api/admin/members/contact', { username: other.username, mobile: plain }, ops.token)).code).toBe(231);
    await clockRestored(clock, async () => {
      clock.advance(DAY_MS + 60_000);
      expect((await en('/api/admin/members/contact', { username: other.username, mobile: plain }, ops.token)).code).toBe(200);
    });
  });
});

describe('finding: an excluded player depositing through a new account', () => {
  it('a bank deposit paid from a card the excluded member bound is refused (whatever its spacing), and no order is written', async () => {
    const excluded = await member();
    const no = `62${String(Math.floor(Math.random() * 1e14)).padStart(14, '0')}`;
    const card = { bank: '中国工商银行', bank_owner: '张三', bank_address: '北京朝阳支行' };
    expect((await en('/api/bindcard', { ...card, bank_no: no, pay_pass: PAY_PASS }, excluded.token)).code).toBe(200);
    expect((await exclude(excluded.token)).code).toBe(200);
    const fresh = await shortFormAccount();
    const before = await rows(fresh.userId);
    for (const bank_no of [no, no.replace(/(\d{4})/g, '$1 ').trim(), no.replace(/(\d{4})(?=\d)/g, '$1-')]) {
      const reply = await en('/api/recharge', { paytype: 'bank', amount: 100, ...card, bank_no }, fresh.token);
      expect(reply, bank_no).toMatchObject({
        code: 231,
        message: 'This card or address cannot be used to deposit: it matches an account under a self-exclusion or time-out. Contact customer support for help',
      });
    }
    expect(await rows(fresh.userId)).toEqual(before);
    // Another card is the new account's to pay from.
    expect((await en('/api/recharge', { paytype: 'bank', amount: 100, ...card, bank_no: '6222020200112233' }, fresh.token)).code).toBe(200);
  });
});
