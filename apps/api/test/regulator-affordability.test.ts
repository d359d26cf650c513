import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock, type MovableClock } from '../src/clock.js';
import { DAY_MS } from '../src/time.js';
import { createTestApp, post, type TestApp } from './support/app.js';
import { adminToken, bankDeposit, cashierMember, expectLedgerOk, staffToken, upcomingBeijingNoon } from './support/cashier.js';

// The regulator's finding "net deposits over 30 days": net deposits (credited − paid withdrawals)
// of a rolling 30 days above AFFORDABILITY_NET_DEPOSITS_30D stop further deposits from being
// credited until staff review the member; the member is told why and what to do.

const THRESHOLD = '3000';
let t: TestApp;
let clock: MovableClock;
let admin: string;
let support: string;
beforeAll(async () => {
  clock = movableClock(upcomingBeijingNoon());
  t = await createTestApp({ CAPTCHA_MODE: 'off', AFFORDABILITY_NET_DEPOSITS_30D: THRESHOLD, TOKEN_TTL_SECONDS: String(365 * 86400) }, { clock });
  admin = await adminToken(t);
  support = await staffToken(t, 'afford_support', 'support');
});
afterAll(() => t.close());

const approve = (depositNo: string, lang = 'en_US') => post(t.app, '/api/admin/deposits/approve', { deposit_no: depositNo }, { token: admin, lang });
const request = (token: string, amount: number, lang = 'en_US') =>
  post(
    t.app,
    '/api/recharge',
    { paytype: 'bank', amount, bank_owner: '张三', bank: '中国工商银行', bank_no: '6222020200112233', bank_address: '北京朝阳支行' },
    { token, lang },
  );
const reviewsOf = (userId: number) => t.prisma.responsibleAffordabilityReview.findMany({ where: { userId }, orderBy: { id: 'asc' } });
/** The review is opened beside the refused transaction (on the pool, not waited for): wait for it. */
async function openReviewOf(userId: number) {
  for (let i = 0; i < 50; i++) {
    const [open] = (await reviewsOf(userId)).filter((r) => r.state === 'open');
    if (open) return open;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('no open review');
}
const queue = async (token = admin) => (await post(t.app, '/api/admin/responsible/affordability', {}, { token })).data;
const decide = (body: object, token = admin) => post(t.app, '/api/admin/responsible/affordability/decide', body, { token, lang: 'en_US' });
const depositState = async (depositNo: string) => (await t.prisma.deposit.findUniqueOrThrow({ where: { depositNo } })).state;

describe('net deposits over 30 days', () => {
  it('holds deposits past the threshold until staff review: the member is told why, staff see why, the queue decides (audited)', async () => {
    const m = await cashierMember(t);
    const first = await bankDeposit(t, m.token, 2000);
    const inFlight = await bankDeposit(t, m.token, 900); // asked for before the threshold is passed
    expect((await approve(first)).code).toBe(200);

    // A new order over the threshold: refused with why and what to do, in the member's language; nothing written.
    const before = await t.prisma.deposit.count({ where: { userId: m.userId } });
    const refused = await request(m.token, 1500);
    expect(refused.code).toBe(234);
    expect(refused.message).toBe(
      'Your net deposits over the last 30 days (deposits minus paid withdrawals) are 3500.00, above 3000.00. To protect you, further deposits are held and credited only after our staff review your account. Contact customer service to complete the review; you can also set a deposit limit on the Responsible gaming page',
    );
    expect(await t.prisma.deposit.count({ where: { userId: m.userId } })).toBe(before);
    const review = await openReviewOf(m.userId);
    expect(review).toMatchObject({ netDeposits: expect.anything(), state: 'open' });
    expect(review.netDeposits.toFixed(2)).toBe('3500.00');
    expect((await request(m.token, 100, 'zh_TW')).message).toContain('您近 30 天的淨存款（存款減已付提款）為 3500.00 元，超過 3000.00 元');

    // While the review is open, even an order that fits is held (stays pending) with a message for staff.
    const held = await approve(inFlight);
    expect(held.code).toBe(234);
    expect(held.message).toContain("Affordability review: with this order of 900.00, the member's net deposits of 30 days are 3500.00, above 3000.00");
    expect(await depositState(inFlight)).toBe(1);
    const drawer = await post(t.app, '/api/admin/deposits/detail', { deposit_no: inFlight }, { token: admin, lang: 'en_US' });
    expect(drawer.data.limit_note).toContain('Affordability review');

    // The member's page shows the open review.
    const state = (await post(t.app, '/api/responsible', {}, { token: m.token })).data;
    expect(state.affordability).toMatchObject({ id: review.id, state: 'open', net_deposits: '3500.00', threshold: '3000.00' });

    // The queue: every operations reader sees it; support may not decide it.
    expect((await queue(support)).rows.find((r: { id: number }) => r.id === review.id)).toMatchObject({ username: m.username, state: 'open' });
    const bySupport = await decide({ id: review.id, decision: 'approve', note: 'spoke to the member' }, support);
    expect(bySupport.code).not.toBe(200);
    expect((await reviewsOf(m.userId))[0]!.state).toBe('open');

    // Approved with a note: audited; net deposits count from the decision on, so the held order goes through.
    const approved = await decide({ id: review.id, decision: 'approve', note: 'income checked: salary slips' });
    expect(approved).toMatchObject({ code: 200, message: 'The review is decided' });
    expect((await reviewsOf(m.userId))[0]).toMatchObject({ state: 'approved', note: 'income checked: salary slips' });
    const audit = await t.prisma.auditLog.findFirst({ where: { action: 'responsible.affordability', target: m.username } });
    expect(audit).not.toBeNull();
    expect((await decide({ id: review.id, decision: 'approve', note: 'again' })).code).not.toBe(200);
    expect(await t.prisma.auditLog.count({ where: { action: 'responsible.affordability', target: m.username } })).toBe(1);
    expect((await approve(inFlight)).code).toBe(200);
    expect((await post(t.app, '/api/responsible', {}, { token: m.token })).data.affordability).toBeNull();
    await expectLedgerOk(t, admin);
  });

  it('two approvals at once cannot both slip past the threshold', async () => {
    const m = await cashierMember(t);
    const a = await bankDeposit(t, m.token, 1600);
    const b = await bankDeposit(t, m.token, 1600);
    const replies = await Promise.all([approve(a), approve(b)]);
    expect(replies.map((r) => r.code).sort()).toEqual([200, 234]);
    const credited = await t.prisma.deposit.count({ where: { userId: m.userId, state: 2 } });
    expect(credited).toBe(1);
    await openReviewOf(m.userId);
    await expectLedgerOk(t, admin);
  });

  it('staff may set a deposit limit or impose a time-out instead, each audited', async () => {
    const limited = await cashierMember(t);
    expect((await request(limited.token, 3500)).code).toBe(234);
    const r1 = await openReviewOf(limited.userId);
    expect((await decide({ id: r1.id, decision: 'limit', note: 'agreed a weekly limit' })).code).toBe(1000);
    expect((await decide({ id: r1.id, decision: 'limit', note: 'agreed a weekly limit', period: 'week', value: '1000' })).code).toBe(200);
    const limits = (await post(t.app, '/api/responsible', {}, { token: limited.token })).data.limits;
    expect(limits).toEqual([expect.objectContaining({ kind: 'deposit', period: 'week', value: '1000.00' })]);

    const timedOut = await cashierMember(t);
    expect((await request(timedOut.token, 3500)).code).toBe(234);
    const r2 = await openReviewOf(timedOut.userId);
    expect((await decide({ id: r2.id, decision: 'timeout', note: 'could not reach the member', days: 7 })).code).toBe(200);
    expect((await reviewsOf(timedOut.userId))[0]!.state).toBe('timed_out');
    const block = (await post(t.app, '/api/responsible', {}, { token: timedOut.token })).data.block;
    expect(block).toMatchObject({ kind: 'timeout', imposed_by_staff: true });
    expect((await request(timedOut.token, 100)).code).toBe(231);
    expect(await t.prisma.auditLog.count({ where: { action: 'responsible.affordability', target: { in: [limited.username, timedOut.username] } } })).toBe(2);
  });

  it('counts a rolling 30 days, less paid withdrawals', async () => {
    const m = await cashierMember(t);
    const old = await bankDeposit(t, m.token, 2500);
    expect((await approve(old)).code).toBe(200);
    clock.advance(31 * DAY_MS); // the old deposit leaves the window
    const now = clock.now();
    const fresh = await bankDeposit(t, m.token, 2500);
    expect((await approve(fresh)).code).toBe(200);
    // A paid withdrawal of 1000 in the window: net 1500, so 1400 more fits (2900) and 1600 more would not (3100).
    await t.prisma.withdrawal.create({
      data: {
        orderNo: `TX${m.userId}`,
        userId: m.userId,
        cardType: 1,
        bank: 'b',
        bankNo: '1',
        bankOwner: 'o',
        amount: '1000',
        state: 2,
        reviewedAt: now,
        createdAt: now,
      },
    });
    expect((await request(m.token, 1600)).code).toBe(234);
    await openReviewOf(m.userId);
  });
});
