import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, createTestApp, outbox, post, registerMember, solveCaptcha, uniqueMobile, type Body, type TestApp } from './support/app.js';

// A code takes five guesses, however many arrive at once: each guess is counted by one guarded
// statement before it is compared, so the counter never passes 5 and a sixth guess, right or
// wrong, is never compared. One checker for every kind of code (forgot, login password,
// withdrawal password, new contact; by SMS and by email). Sent all together, 15 wrong guesses and
// the right one used to see the right one accepted with 14 wrong ones counted.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({}, { poolSize: 10 });
  admin = await adminToken(t);
});
afterAll(() => t.close());

const newestCode = async (recipient: string) => /\d{6}/.exec((await outbox(t, recipient, admin))[0]!.body)![0];
const wrongCodes = (right: string, n: number) => Array.from({ length: n }, (_, i) => String((Number(right) + 1 + i * 7919) % 1_000_000).padStart(6, '0'));

/** One way to use a code: it sends one, guesses with it, and reads what the right code would change. */
interface Kind {
  /** Sends a code; returns its recipient. */
  send(): Promise<string>;
  guess(code: string): Promise<Body>;
  /** The member's row fields the right code changes. */
  effect(): Promise<unknown>;
}

async function forgotBySms(): Promise<Kind> {
  const { form } = await registerMember(t);
  const user = () => t.prisma.user.findUniqueOrThrow({ where: { username: form.name.toLowerCase() }, select: { passwordHash: true } });
  return {
    send: async () => {
      expect((await post(t.app, '/api/sendSMSCaptcha', { phone: form.phone, ...(await solveCaptcha(t, 'forgot')) })).code).toBe(200);
      return form.phone;
    },
    guess: (code) => post(t.app, '/api/changePassword', { phone: form.phone, code, password: 'guess999', confirmPass: 'guess999', name: '' }),
    effect: user,
  };
}

async function loginPasswordByEmail(): Promise<Kind> {
  const mail = `att${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;
  const { token, form } = await registerMember(t, { mail });
  return {
    send: async () => {
      expect((await post(t.app, '/api/sendPasswordCode', { channel: 'email' }, { token })).code).toBe(200);
      return mail;
    },
    guess: (code) => post(t.app, '/api/changePassword', { phone: mail, code, newpasword: 'guess999', password: 'guess999' }, { token }),
    effect: () => t.prisma.user.findUniqueOrThrow({ where: { username: form.name.toLowerCase() }, select: { passwordHash: true } }),
  };
}

async function withdrawalPasswordBySms(): Promise<Kind> {
  const { token, form } = await registerMember(t);
  return {
    send: async () => {
      expect((await post(t.app, '/api/sendSMSCaptchaForSecondary', { phone: form.phone }, { token })).code).toBe(200);
      return form.phone;
    },
    guess: (code) => post(t.app, '/api/changeSecondaryPassword', { phone: form.phone, code, newpasword: '987654', confirmPass: '987654' }, { token }),
    effect: () => t.prisma.user.findUniqueOrThrow({ where: { username: form.name.toLowerCase() }, select: { payPasswordHash: true } }),
  };
}

async function newMobile(): Promise<Kind> {
  const { token, form } = await registerMember(t);
  const mobile = uniqueMobile();
  return {
    send: async () => {
      expect((await post(t.app, '/api/sendSMSCaptchaForContact', { phone: mobile }, { token })).code).toBe(200);
      return mobile;
    },
    guess: (code) => post(t.app, '/api/updateuserinfo', { mobile, mobile_code: code, password: form.password }, { token }),
    effect: () => t.prisma.user.findUniqueOrThrow({ where: { username: form.name.toLowerCase() }, select: { mobile: true } }),
  };
}

const KINDS: [string, () => Promise<Kind>][] = [
  ['forgot form, SMS', forgotBySms],
  ['member form, login password, email', loginPasswordByEmail],
  ['member form, withdrawal password, SMS', withdrawalPasswordBySms],
  ['member form, new mobile, SMS', newMobile],
];

const attemptsOf = (target: string) =>
  t.prisma.verificationCode.findMany({ where: { target }, select: { attempts: true, usedAt: true } }).then((rows) => {
    expect(rows).toHaveLength(1);
    return rows[0]!;
  });

describe('a code is compared at most five times, under concurrency', () => {
  for (const [name, make] of KINDS) {
    it(`${name}: 16 wrong guesses at once count 5; then the right code is refused and nothing changed`, async () => {
      const kind = await make();
      const target = await kind.send();
      const code = await newestCode(target);
      const before = await kind.effect();
      const replies = await Promise.all(wrongCodes(code, 16).map((c) => kind.guess(c)));
      expect(replies.map((r) => r.code)).toEqual(Array(16).fill(1000));
      expect(await attemptsOf(target)).toEqual({ attempts: 5, usedAt: null });
      expect((await kind.guess(code)).code).toBe(1000);
      expect(await attemptsOf(target)).toEqual({ attempts: 5, usedAt: null });
      expect(await kind.effect()).toEqual(before);
    });

    it(`${name}: 15 wrong and the right one at once: at most 5 counted, the right one wins only among them`, async () => {
      const kind = await make();
      const target = await kind.send();
      const code = await newestCode(target);
      const before = await kind.effect();
      const guesses = [...wrongCodes(code, 15), code];
      const replies = await Promise.all(guesses.map((c) => kind.guess(c)));
      const accepted = replies.filter((r) => r.code === 200);
      expect(replies.filter((r) => r.code !== 200).every((r) => r.code === 1000)).toBe(true);
      expect(accepted.length).toBeLessThanOrEqual(1);
      const row = await attemptsOf(target);
      // The counter stops at 5: the right code was compared only if it was among the first five counted.
      expect(row.attempts).toBe(5);
      if (accepted.length === 1) {
        expect(row.usedAt).not.toBeNull();
        expect(await kind.effect()).not.toEqual(before);
      } else {
        expect(row.usedAt).toBeNull();
        expect(await kind.effect()).toEqual(before);
      }
      // Either way the code is done: used, or out of guesses.
      expect((await kind.guess(code)).code).toBe(1000);
    });
  }

  it('four wrong guesses and then the right one: the fifth guess is compared and accepted', async () => {
    const kind = await forgotBySms();
    const target = await kind.send();
    const code = await newestCode(target);
    for (const wrong of wrongCodes(code, 4)) expect((await kind.guess(wrong)).code).toBe(1000);
    expect((await kind.guess(code)).code).toBe(200);
    expect(await attemptsOf(target)).toMatchObject({ attempts: 5, usedAt: expect.any(Date) });
  });
});
