import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from './support/app.js';
import { adminToken, approvedDeposit, cashierMember } from './support/cashier.js';

// The regulator's finding "no limit offered before the first deposit": after every registration
// path and on the first top-up page the member is offered a deposit limit; setting one or going on
// without it is the member's choice, recorded (where, when, what) so staff can see it.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_MODE: 'off' });
  admin = await adminToken(t);
});
afterAll(() => t.close());

const offer = (token: string, body: object, lang = 'en_US') => post(t.app, '/api/responsible/offer', body, { token, lang });
const state = async (token: string) => (await post(t.app, '/api/responsible', {}, { token })).data;

describe('no limit offered before the first deposit', () => {
  it('a new member is offered one; setting it applies the limit at once and records the choice, which staff see', async () => {
    const m = await cashierMember(t);
    const before = await state(m.token);
    expect(before).toMatchObject({ deposited: false, offers: [], limits: [] });
    const set = await offer(m.token, { place: 'register', choice: 'set', period: 'week', value: '2000' });
    expect(set).toMatchObject({ code: 200, message: 'Your choice is recorded' });
    expect(set.data.limits).toEqual([expect.objectContaining({ kind: 'deposit', period: 'week', value: '2000.00' })]);
    expect(set.data.offers).toEqual([expect.objectContaining({ place: 'register', choice: 'set', period: 'week', value: '2000.00' })]);
    const staff = await post(t.app, '/api/admin/responsible/member', { username: m.username }, { token: admin });
    expect(staff.data.offers).toEqual([expect.objectContaining({ place: 'register', choice: 'set', period: 'week', value: '2000.00' })]);
    expect(staff.data.deposited).toBe(false);
  });

  it('going on without is recorded too, per path (agent link, short link, first top-up page); after a deposit the page knows', async () => {
    const m = await cashierMember(t);
    for (const place of ['agent', 'short', 'first_deposit'])
      expect((await offer(m.token, { place, choice: 'declined' }, 'zh_TW')).message).toBe('已記錄您的選擇');
    const rows = await t.prisma.responsibleLimitOffer.findMany({ where: { userId: m.userId }, orderBy: { id: 'asc' } });
    expect(rows.map((r) => [r.place, r.choice, r.period, r.value])).toEqual([
      ['agent', 'declined', null, null],
      ['short', 'declined', null, null],
      ['first_deposit', 'declined', null, null],
    ]);
    expect(await t.prisma.responsibleLimit.count({ where: { userId: m.userId } })).toBe(0);
    await approvedDeposit(t, m.token, admin, 100);
    expect((await state(m.token)).deposited).toBe(true);
  });

  it('refuses a bad answer or a stranger with an envelope, and writes nothing', async () => {
    const m = await cashierMember(t);
    for (const body of [
      { place: 'casino', choice: 'declined' },
      { place: 'register', choice: 'set' },
      { place: 'register', choice: 'set', period: 'day', value: '-5' },
      {},
    ]) {
      const reply = await offer(m.token, body);
      expect(reply.code, JSON.stringify(body)).toBe(1000);
    }
    expect((await post(t.app, '/api/responsible/offer', { place: 'register', choice: 'declined' })).code).toBe(401);
    expect(await t.prisma.responsibleLimitOffer.count({ where: { userId: m.userId } })).toBe(0);
    expect(await t.prisma.responsibleLimit.count({ where: { userId: m.userId } })).toBe(0);
  });
});
