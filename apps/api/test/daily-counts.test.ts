import request from 'supertest';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_IMAGES_PER_DAY, FEEDBACK_PER_DAY, translate } from '@portal/contracts';
import { movableClock, type MovableClock } from '../src/clock.js';
import { createTestApp, post, registerMember, solveCaptcha, uniqueMobile, type TestApp } from './support/app.js';

// Every per-member count (per day, or per rate-limit window) holds when 16 requests of one member
// arrive at once: each is counted and its row added under a lock, so exactly the limit is stored.
// 16 parallel screenshot uploads used to store 13 (limit 10).

const PARALLEL = 16;
let t: TestApp;
let clock: MovableClock;
beforeAll(async () => {
  clock = movableClock();
  // Rate limits on, as in production: the avatar's limit is one of them (RATE_LIMIT_AVATAR_PER_MEMBER, 10 by default).
  t = await createTestApp({ CAPTCHA_MODE: 'off', RATE_LIMIT_MODE: 'on', RATE_LIMIT_CODE_PER_IP: '1000' }, { clock, poolSize: 10 });
});
afterAll(() => t.close());

const en = (key: Parameters<typeof translate>[0]) => translate(key, 'en_US');
async function member() {
  const { token, form } = await registerMember(t);
  const user = await t.prisma.user.findUniqueOrThrow({ where: { username: form.name.toLowerCase() } });
  return { token, form, userId: user.id };
}
const image = (color: string) =>
  sharp({ create: { width: 24, height: 24, channels: 3, background: color } })
    .png()
    .toBuffer();
const upload = (path: string, token: string, png: Buffer) =>
  request(t.app)
    .post(path)
    .set('Authorization', `Bearer ${token}`)
    .set('Lang', 'en_US')
    .attach('file', png, 'a.png')
    .then((r) => r.body);
const codesOf = (target: string) => t.prisma.verificationCode.count({ where: { target } });
const tally = (replies: { code: number }[]) => replies.reduce<Record<number, number>>((n, r) => ({ ...n, [r.code]: (n[r.code] ?? 0) + 1 }), {});

describe(`${PARALLEL} parallel requests of one member store exactly the limit`, () => {
  it(`feedback screenshots: ${FEEDBACK_IMAGES_PER_DAY} a day`, async () => {
    const m = await member();
    const png = await image('#123456');
    const replies = await Promise.all(Array.from({ length: PARALLEL }, () => upload('/api/feedback/image', m.token, png)));
    expect(tally(replies)).toEqual({ 200: FEEDBACK_IMAGES_PER_DAY, 429: PARALLEL - FEEDBACK_IMAGES_PER_DAY });
    expect(replies.find((r) => r.code === 429).message).toBe(translate('feedback.imagesTooMany', 'en_US', { count: String(FEEDBACK_IMAGES_PER_DAY) }));
    expect(await t.prisma.feedbackImage.count({ where: { userId: m.userId } })).toBe(FEEDBACK_IMAGES_PER_DAY);
    clock.advance(24 * 3600 * 1000 + 1000);
    expect((await upload('/api/feedback/image', m.token, png)).code).toBe(200);
  });

  it(`feedback: ${FEEDBACK_PER_DAY} a day`, async () => {
    const m = await member();
    const replies = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => post(t.app, '/api/feedback', { category: 'other', content: `n${i}` }, { token: m.token })),
    );
    expect(tally(replies)).toEqual({ 200: FEEDBACK_PER_DAY, 429: PARALLEL - FEEDBACK_PER_DAY });
    expect(await t.prisma.feedback.count({ where: { userId: m.userId } })).toBe(FEEDBACK_PER_DAY);
  });

  it('avatar: RATE_LIMIT_AVATAR_PER_MEMBER uploads a window, and exactly one stored avatar, the one shown', async () => {
    const m = await member();
    const limit = t.config.rateLimit.avatarPerMember;
    const pngs = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => image(`#${String(i).padStart(2, '0')}8040`)));
    const replies = await Promise.all(pngs.map((png) => upload('/api/uploadimg', m.token, png)));
    expect(tally(replies)).toEqual({ 200: limit, 429: PARALLEL - limit });
    const stored = await t.prisma.upload.findMany({ where: { userId: m.userId }, select: { id: true } });
    expect(stored).toHaveLength(1);
    const user = await t.prisma.user.findUniqueOrThrow({ where: { id: m.userId } });
    expect(user.avatar).toBe(`/uploads/${stored[0]!.id}.png`);
  });

  describe('codes: one per resend wait, CODE_DAILY_LIMIT a day, per contact', () => {
    it('to a new mobile (the member names it): one code stored of 16, then the daily cap holds too', async () => {
      const m = await member();
      const mobile = uniqueMobile();
      const send = () => post(t.app, '/api/sendSMSCaptchaForContact', { phone: mobile }, { token: m.token, lang: 'en_US' });
      const first = await Promise.all(Array.from({ length: PARALLEL }, send));
      expect(tally(first)).toEqual({ 200: 1, 429: PARALLEL - 1 });
      expect(first.find((r) => r.code === 429)!.message).toBe(en('code.tooFrequent'));
      expect(await codesOf(mobile)).toBe(1);

      const daily = t.config.codes.dailyLimit;
      for (let i = 1; i < daily - 1; i++) {
        clock.advance((t.config.codes.resendSeconds + 1) * 1000);
        expect((await send()).code).toBe(200);
      }
      expect(await codesOf(mobile)).toBe(daily - 1);
      clock.advance((t.config.codes.resendSeconds + 1) * 1000);
      expect(tally(await Promise.all(Array.from({ length: PARALLEL }, send)))).toEqual({ 200: 1, 429: PARALLEL - 1 });
      expect(await codesOf(mobile)).toBe(daily);
      clock.advance((t.config.codes.resendSeconds + 1) * 1000);
      expect((await send()).code).toBe(429);
      expect(await codesOf(mobile)).toBe(daily);
    });

    it('to the member’s own contact (withdrawal password, login password): one code each of 16', async () => {
      const m = await member();
      const secondary = await Promise.all(
        Array.from({ length: PARALLEL }, () => post(t.app, '/api/sendSMSCaptchaForSecondary', { phone: m.form.phone }, { token: m.token })),
      );
      expect(tally(secondary)).toEqual({ 200: 1, 429: PARALLEL - 1 });
      const password = await Promise.all(Array.from({ length: PARALLEL }, () => post(t.app, '/api/sendPasswordCode', { channel: 'sms' }, { token: m.token })));
      expect(tally(password)).toEqual({ 200: 1, 429: PARALLEL - 1 });
      expect(await t.prisma.verificationCode.groupBy({ by: ['purpose'], where: { target: m.form.phone }, _count: true, orderBy: { purpose: 'asc' } })).toEqual([
        { purpose: 'password', _count: 1 },
        { purpose: 'secondary', _count: 1 },
      ]);
    });

    it('the forgot form (no session): one code of 16, the same reply as for an unknown phone', async () => {
      const m = await member();
      const send = async (phone: string) => post(t.app, '/api/sendSMSCaptcha', { phone, ...(await solveCaptcha(t, 'forgot')) });
      const replies = await Promise.all(Array.from({ length: PARALLEL }, () => send(m.form.phone)));
      const unknown = uniqueMobile();
      const strangers = await Promise.all(Array.from({ length: PARALLEL }, () => send(unknown)));
      expect(tally(replies)).toEqual(tally(strangers));
      expect(await codesOf(m.form.phone)).toBe(1);
      expect(await codesOf(unknown)).toBe(0);
    });
  });
});
