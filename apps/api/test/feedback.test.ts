import request from 'supertest';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_PER_DAY } from '@portal/contracts';
import { movableClock, type MovableClock } from '../src/clock.js';
import { adminToken, createTestApp, post, registerMember, type TestApp } from './support/app.js';
import { staffToken } from './support/cashier.js';

// 意见反馈 opened a stub page with a placeholder address. Members now send feedback
// (category, text, optional screenshot); staff list it with filters and answer it (audited); the
// answer lands in the member's inbox.

let t: TestApp;
let admin: string;
let clock: MovableClock;
beforeAll(async () => {
  clock = movableClock();
  t = await createTestApp({ CAPTCHA_MODE: 'off' }, { clock });
  admin = await adminToken(t);
});
afterAll(() => t.close());

async function member() {
  const m = await registerMember(t);
  return { token: m.token as string, username: m.form.name as string };
}
const upload = (token: string, bytes: Buffer, filename = 'shot.png', contentType = 'image/png') =>
  request(t.app).post('/api/feedback/image').set('Authorization', `Bearer ${token}`).set('Lang', 'en_US').attach('file', bytes, { filename, contentType });
const send = (token: string, body: object, lang = 'en_US') => post(t.app, '/api/feedback', body, { token, lang });

describe('POST /api/feedback (member)', () => {
  it('stores the feedback with a screenshot the member uploaded; the back office lists it as open', async () => {
    const m = await member();
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#335577' } })
      .jpeg()
      .toBuffer();
    const up = await upload(m.token, jpeg, 'shot.jpg', 'image/jpeg');
    expect(up.body.code, up.body.message).toBe(200);
    const sent = await send(m.token, { category: 'deposit', content: '充值後餘額沒有變化', image: up.body.data.image });
    expect(sent).toMatchObject({
      code: 200,
      message: 'Thank you for your feedback; our answer will arrive in your messages',
      data: { category: 'deposit', state: 1 },
    });
    const list = await post(t.app, '/api/admin/feedback', { username: m.username }, { token: admin });
    expect(list.data.data).toEqual([
      expect.objectContaining({
        id: sent.data.id,
        username: m.username,
        category: 'deposit',
        content: '充值後餘額沒有變化',
        has_image: true,
        state: 1,
        answer: '',
      }),
    ]);
    const image = await post(t.app, '/api/admin/feedback/image', { id: sent.data.id }, { token: admin });
    expect(image.data.data_url).toMatch(/^data:image\/png;base64,/);
    expect((await sharp(Buffer.from(image.data.data_url.split(',')[1], 'base64')).metadata()).format).toBe('png');
  });

  it('refuses a missing category or text, another member’s screenshot, and a login-less call; stores nothing', async () => {
    const a = await member();
    const b = await member();
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const bImage = (await upload(b.token, png)).body.data.image as string;
    const n = await t.prisma.feedback.count();
    expect(await send(a.token, { content: 'x' })).toMatchObject({ code: 1000, message: 'Please choose what the feedback is about' });
    expect(await send(a.token, { category: 'game', content: '   ' })).toMatchObject({ code: 1000, message: 'Please write your feedback (1-1000 characters)' });
    expect((await send(a.token, { category: 'game', content: 'x'.repeat(1001) })).code).toBe(1000);
    expect(await send(a.token, { category: 'game', content: 'hi', image: bImage })).toMatchObject({
      code: 1000,
      message: 'The screenshot is no longer available; please upload it again',
    });
    expect((await send('', { category: 'game', content: 'hi' })).code).toBe(401);
    expect(await send(a.token, { category: 'game', content: 'zh', image: bImage }, 'zh_TW')).toMatchObject({ message: '截圖已失效，請重新上傳' });
    expect(await t.prisma.feedback.count()).toBe(n);
  });

  it('takes only PNG or JPEG screenshots that decode, at most 2 MB', async () => {
    const m = await member();
    const n = await t.prisma.feedbackImage.count();
    for (const bytes of [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('<script>')]),
    ]) {
      expect((await upload(m.token, bytes)).body).toMatchObject({ code: 1000, message: 'The image must be a PNG or JPEG file' });
    }
    expect((await upload(m.token, Buffer.alloc(2 * 1024 * 1024 + 1, 7))).body).toMatchObject({ code: 1000, message: 'The image must not exceed 2 MB' });
    expect(await t.prisma.feedbackImage.count()).toBe(n);
  });

  it(`allows ${FEEDBACK_PER_DAY} in any 24 hours, also when sent all at once; then again a day later`, async () => {
    const m = await member();
    const replies = await Promise.all(Array.from({ length: FEEDBACK_PER_DAY + 3 }, (_, i) => send(m.token, { category: 'suggestion', content: `idea ${i}` })));
    expect(replies.filter((r) => r.code === 200)).toHaveLength(FEEDBACK_PER_DAY);
    const refused = replies.filter((r) => r.code !== 200);
    expect(refused).toHaveLength(3);
    expect(refused[0]).toMatchObject({ code: 429, message: `You can send at most ${FEEDBACK_PER_DAY} pieces of feedback in 24 hours; please try again later` });
    const user = await t.prisma.user.findUniqueOrThrow({ where: { username: m.username } });
    expect(await t.prisma.feedback.count({ where: { userId: user.id } })).toBe(FEEDBACK_PER_DAY);
    clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect((await send(m.token, { category: 'suggestion', content: 'next day' })).code).toBe(200);
  });
});

describe('the back office answers feedback', () => {
  it('lists by state, category and member; the answer goes to the member’s inbox once, audited', async () => {
    const m = await member();
    const first = await send(m.token, { category: 'withdrawal', content: '提款一直在審核中，請問多久到帳？' });
    const second = await send(m.token, { category: 'game', content: 'The slot froze' });
    const byCategory = await post(t.app, '/api/admin/feedback', { username: m.username, category: 'game' }, { token: admin });
    expect(byCategory.data.data.map((r: { id: number }) => r.id)).toEqual([second.data.id]);

    const support = await staffToken(t, `fbsupport${Date.now().toString(36)}`, 'support');
    const answered = await post(
      t.app,
      '/api/admin/feedback/answer',
      { id: first.data.id, answer: '您的提款已到帳，請查收。' },
      { token: support, lang: 'en_US' },
    );
    expect(answered).toMatchObject({
      code: 200,
      message: 'Answered; the member gets it in their messages',
      data: { state: 2, answer: '您的提款已到帳，請查收。' },
    });
    expect(answered.data.answerer).toMatch(/^fbsupport/);

    const inbox = await post(t.app, '/api/messagelist', { page: 1 }, { token: m.token, lang: 'zh_TW' });
    const message = JSON.stringify(inbox.data);
    expect(message).toContain('意見反饋回覆');
    expect(message).toContain('您的提款已到帳，請查收。');
    expect(message).toContain('提款一直在審核中');

    const again = await post(t.app, '/api/admin/feedback/answer', { id: first.data.id, answer: 'second' }, { token: admin, lang: 'en_US' });
    expect(again).toMatchObject({ code: 203, message: 'This feedback has already been answered' });
    const open = await post(t.app, '/api/admin/feedback', { username: m.username, state: 1 }, { token: admin });
    expect(open.data.data.map((r: { id: number }) => r.id)).toEqual([second.data.id]);
    const answeredList = await post(t.app, '/api/admin/feedback', { username: m.username, state: 2 }, { token: admin });
    expect(answeredList.data.data.map((r: { id: number }) => r.id)).toEqual([first.data.id]);
    expect(await t.prisma.auditLog.count({ where: { action: 'feedback.answer', target: String(first.data.id) } })).toBe(1);
    const user = await t.prisma.user.findUniqueOrThrow({ where: { username: m.username } });
    expect(await t.prisma.memberMessage.count({ where: { userId: user.id, template: 'inbox.feedback.answered' } })).toBe(1);
  });

  it('refuses an empty answer and an unknown id; finance staff may not read feedback', async () => {
    const m = await member();
    const sent = await send(m.token, { category: 'other', content: 'hello' });
    expect((await post(t.app, '/api/admin/feedback/answer', { id: sent.data.id, answer: ' ' }, { token: admin })).code).toBe(1000);
    expect((await post(t.app, '/api/admin/feedback/answer', { id: 99999999, answer: 'x' }, { token: admin })).code).toBe(404);
    const finance = await staffToken(t, `fbfin${Date.now().toString(36)}`, 'finance');
    expect((await post(t.app, '/api/admin/feedback', {}, { token: finance })).code).toBe(203);
    expect((await post(t.app, '/api/admin/feedback/answer', { id: sent.data.id, answer: 'x' }, { token: finance })).code).toBe(203);
    expect((await post(t.app, '/api/admin/feedback', {}, { token: m.token })).code).toBe(401);
  });
});
