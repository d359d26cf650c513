import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitWindow } from '@portal/contracts';
import { movableClock, type MovableClock } from '../src/clock.js';
import { beijingInstant, DAY_MS } from '../src/time.js';
import { createTestApp, credit, post, registerMember, type TestApp } from './support/app.js';
import { adminToken, bindUsdt, expectLedgerOk, PAY_PASS, upcomingBeijingNoon } from './support/cashier.js';

// Player protection: deposit limits, time-out and self-exclusion, through the routes as
// a member uses them, with a clock the tests move.

const HOUR = 3_600_000;
const MINUTE = 60_000;
const LOGIN = 'abc12345'; // the login password of registerMember's form

let t: TestApp;
let clock: MovableClock;
beforeAll(async () => {
  clock = movableClock(upcomingBeijingNoon());
  // Sessions end by the moved clock: members' tokens must outlive the years an exclusion test moves it.
  t = await createTestApp({ CAPTCHA_MODE: 'off', TOKEN_TTL_SECONDS: String(20 * 365 * 86400) }, { clock });
});
afterAll(() => t.close());

async function member() {
  const m = await registerMember(t, { paypassword: PAY_PASS });
  const user = await t.prisma.user.findUniqueOrThrow({ where: { username: m.form.name } });
  return { token: m.token, userId: user.id, username: m.form.name };
}

const state = async (token: string) => (await post(t.app, '/api/responsible', {}, { token })).data;
const setLimit = (token: string, body: object, lang = 'en_US') => post(t.app, '/api/responsible/limits', { kind: 'deposit', ...body }, { token, lang });
const deposit = (token: string, amount: number, lang = 'en_US') =>
  post(
    t.app,
    '/api/recharge',
    { paytype: 'bank', amount, bank_owner: '张三', bank: '中国工商银行', bank_no: '6222020200112233', bank_address: '北京朝阳支行' },
    { token, lang },
  );
const depositsOf = (userId: number) => t.prisma.deposit.count({ where: { userId } });

describe('every route of /api/responsible', () => {
  it('refuses a stranger with 401 and writes nothing', async () => {
    const { userId } = await member();
    const before = [await t.prisma.responsibleLimit.count(), await t.prisma.responsibleBlock.count()];
    for (const [path, body] of [
      ['/api/responsible', {}],
      ['/api/responsible/limits', { kind: 'deposit', period: 'day', value: 100 }],
      ['/api/responsible/cancel', { id: 1 }],
      ['/api/responsible/timeout', { days: 7, password: LOGIN }],
      ['/api/responsible/exclude', { period: 'indefinite', password: LOGIN }],
    ] as const) {
      expect((await post(t.app, path, body)).code, path).toBe(401);
      expect((await post(t.app, path, body, { token: 'not-a-token' })).code, path).toBe(401);
    }
    expect([await t.prisma.responsibleLimit.count(), await t.prisma.responsibleBlock.count()]).toEqual(before);
    expect(await t.prisma.responsibleBlock.count({ where: { userId } })).toBe(0);
  });
});

describe('/api/responsible/limits: deposit limits', () => {
  it('applies a new limit at once; a deposit over what is left is refused (230) naming the limit and its reset, and writes nothing', async () => {
    const { token, userId } = await member();
    expect(await setLimit(token, { period: 'day', value: 1000 })).toMatchObject({ code: 200, message: 'The limit applies now' });
    expect((await deposit(token, 600)).code).toBe(200);
    const refused = await deposit(token, 500);
    const midnight = new Date(clock.now().getTime() + 12 * HOUR); // the clock stands at Beijing noon
    expect(refused.code).toBe(230);
    expect(refused.message).toBe(
      `This deposit would pass your daily deposit limit of 1000.00 (left today: 400.00); it resets at ${beijingText(midnight)} (Beijing time)`,
    );
    expect((await deposit(token, 500, 'zh_TW')).message).toContain('每日存款限額 1000.00 元（今日剩餘 400.00 元）');
    expect(await depositsOf(userId)).toBe(1);
    expect((await deposit(token, 400)).code).toBe(200);
    const s = await state(token);
    expect(s.limits).toEqual([
      { kind: 'deposit', period: 'day', value: '1000.00', used: '1000.00', awaiting: '1000.00', left: '0.00', resets_at: beijingText(midnight) },
    ]);
    expect(s.history).toHaveLength(1);
    expect(s.history[0]).toMatchObject({ value: '1000.00', previous: null, state: 'applied' });
  });

  it('keeps a raised limit at the old value until 24 hours have passed (still old at 23 h 59 min, new at 24 h)', async () => {
    const { token } = await member();
    await setLimit(token, { period: 'day', value: 500 });
    const raised = await setLimit(token, { period: 'day', value: 2000 });
    const due = new Date(clock.now().getTime() + 24 * HOUR);
    expect(raised).toMatchObject({ code: 200 });
    expect(raised.message).toContain(beijingText(due));
    expect(raised.data.pending).toEqual([expect.objectContaining({ value: '2000.00', previous: '500.00', state: 'pending', effective_at: beijingText(due) })]);
    expect(raised.data.limits[0].value).toBe('500.00');
    const start = clock.now();
    try {
      clock.advance(24 * HOUR - MINUTE);
      expect((await state(token)).limits[0].value).toBe('500.00');
      expect((await deposit(token, 600)).code).toBe(230);
      clock.advance(MINUTE);
      const s = await state(token);
      expect(s.limits[0].value).toBe('2000.00');
      expect(s.pending).toEqual([]);
      expect((await deposit(token, 600)).code).toBe(200);
    } finally {
      clock.set(start);
    }
  });

  it('lets the member cancel a pending increase or removal, and only their own', async () => {
    const { token } = await member();
    const other = await member();
    await setLimit(token, { period: 'week', value: 300 });
    const removal = await setLimit(token, { period: 'week', value: null });
    expect(removal.message).toContain('24 hours');
    const id = removal.data.pending[0].id as number;
    expect(removal.data.pending[0]).toMatchObject({ value: null, previous: '300.00' });
    expect(await post(t.app, '/api/responsible/cancel', { id }, { token: other.token, lang: 'en_US' })).toMatchObject({ code: 404 });
    const cancelled = await post(t.app, '/api/responsible/cancel', { id }, { token, lang: 'en_US' });
    expect(cancelled).toMatchObject({ code: 200, message: 'The change is cancelled' });
    expect(cancelled.data.pending).toEqual([]);
    expect(cancelled.data.history.map((c: { state: string }) => c.state)).toEqual(['cancelled', 'applied']);
    expect((await post(t.app, '/api/responsible/cancel', { id }, { token })).code).toBe(404);
    const start = clock.now();
    try {
      clock.advance(25 * HOUR);
      expect((await state(token)).limits).toEqual([expect.objectContaining({ period: 'week', value: '300.00' })]);
    } finally {
      clock.set(start);
    }
  });

  it('applies a lower limit at once and lets it replace a pending increase', async () => {
    const { token } = await member();
    await setLimit(token, { period: 'month', value: 1000 });
    await setLimit(token, { period: 'month', value: 5000 });
    const lowered = await setLimit(token, { period: 'month', value: 200 });
    expect(lowered).toMatchObject({ code: 200, message: 'The limit applies now' });
    expect(lowered.data.limits[0]).toMatchObject({ value: '200.00' });
    expect(lowered.data.pending).toEqual([]);
    expect((await deposit(token, 300)).code).toBe(230);
    expect(await setLimit(token, { period: 'day', value: null })).toMatchObject({ code: 1000, message: 'You have no such limit' });
    expect((await setLimit(token, { period: 'day', value: 0 })).code).toBe(1000);
    expect((await setLimit(token, { period: 'year', value: 10 })).code).toBe(1000);
    expect((await setLimit(token, { period: 'day', value: '1e3' })).code).toBe(1000);
  });

  it('counts a week from Monday 00:00 Beijing time', async () => {
    const { token } = await member();
    const start = clock.now();
    try {
      clock.set(beforeNextMonday(HOUR)); // Sunday 23:00 Beijing
      await setLimit(token, { period: 'week', value: 1000 });
      expect((await deposit(token, 800)).code).toBe(200);
      const refused = await deposit(token, 300);
      expect(refused.code).toBe(230);
      expect(refused.message).toContain(`weekly deposit limit of 1000.00 (left this week: 200.00); it resets at ${beijingText(beforeNextMonday(0))}`);
      clock.advance(HOUR - 1000); // Sunday 23:59:59: still the same week
      expect((await deposit(token, 300)).code).toBe(230);
      clock.advance(1000); // Monday 00:00:00
      expect((await deposit(token, 300)).code).toBe(200);
      expect((await state(token)).limits[0]).toMatchObject({ used: '300.00', left: '700.00' });
    } finally {
      clock.set(start);
    }
  });

  it('accepts only one of two parallel deposits that together pass the limit', async () => {
    for (let round = 0; round < 3; round++) {
      const { token, userId } = await member();
      await setLimit(token, { period: 'day', value: 1000 });
      const codes = (await Promise.all([deposit(token, 600), deposit(token, 600)])).map((b) => b.code).sort();
      expect(codes).toEqual([200, 230]);
      expect(await depositsOf(userId)).toBe(1);
    }
  });

  it('keeps staff from approving a pending order that a limit lowered since would be passed by', async () => {
    const admin = await adminToken(t);
    const { token, userId } = await member();
    const first = (await deposit(token, 800)).message;
    const second = (await deposit(token, 300)).message;
    await setLimit(token, { period: 'day', value: 1000 }); // 1100 asked for, both pending
    expect((await post(t.app, '/api/admin/deposits/approve', { deposit_no: first }, { token: admin })).code).toBe(200);
    const refused = await post(t.app, '/api/admin/deposits/approve', { deposit_no: second }, { token: admin, lang: 'en_US' });
    expect(refused.code).toBe(230);
    expect(refused.message).toContain(
      "The member's daily deposit limit is 1000.00; approved today: 800.00 (another 0.00 awaits payment or review); this order of 300.00 would pass it",
    );
    expect(await t.prisma.deposit.findUniqueOrThrow({ where: { depositNo: second } })).toMatchObject({ state: 1, reviewedBy: null });
    expect((await post(t.app, '/api/balance', {}, { token })).data.balance).toBe('800.00');
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: userId } })).paysum.toFixed(2)).toBe('800.00');
    await expectLedgerOk(t, admin);
  });
});

describe('a deposit limit lowered under pending orders: the member and staff count alike', () => {
  it('member page: approved and awaiting count; approval: the approved ones; staff read a message of their own, in the drawer before approving', async () => {
    const admin = await adminToken(t);
    const { token, userId } = await member();
    await setLimit(token, { period: 'day', value: 2000 });
    const small = (await deposit(token, 500)).message;
    const large = (await deposit(token, 1500)).message;
    expect((await setLimit(token, { period: 'day', value: 1000 })).code).toBe(200); // lowered: at once
    // The member: 2000 asked today, all of it awaiting; nothing left for a new order.
    expect((await state(token)).limits[0]).toMatchObject({ value: '1000.00', used: '2000.00', awaiting: '2000.00', left: '0.00' });
    expect((await deposit(token, 100)).code).toBe(230);

    const detail = async (no: string, lang: string) => (await post(t.app, '/api/admin/deposits/detail', { deposit_no: no }, { token: admin, lang })).data;
    const reset = beijingText(limitWindow('day', clock.now()).end);
    expect((await detail(large, 'en_US')).limit_note).toBe(
      `The member's daily deposit limit is 1000.00; approved today: 0.00 (another 500.00 awaits payment or review); this order of 1500.00 would pass it. Reject it with the reason, or wait for the reset at ${reset} (Beijing time) to approve it`,
    );
    expect((await detail(large, 'zh_CN')).limit_note).toBe(
      `该会员的每日存款限额为 1000.00 元，今日已批准 0.00 元（另有 500.00 元待支付或待审核），本单 1500.00 元将超过限额：请填写原因拒绝本单，或等到 ${reset}（北京时间）限额重置后再批准`,
    );
    expect((await detail(small, 'en_US')).limit_note).toBeNull(); // 500 fits beside nothing approved
    const refused = await post(t.app, '/api/admin/deposits/approve', { deposit_no: large }, { token: admin, lang: 'zh_CN' });
    expect(refused).toMatchObject({ code: 230, message: (await detail(large, 'zh_CN')).limit_note });

    expect((await post(t.app, '/api/admin/deposits/approve', { deposit_no: small }, { token: admin })).code).toBe(200);
    expect((await state(token)).limits[0]).toMatchObject({ used: '2000.00', awaiting: '1500.00', left: '0.00' });
    expect((await detail(large, 'en_US')).limit_note).toContain('approved today: 500.00 (another 0.00 awaits payment or review); this order of 1500.00');
    expect((await post(t.app, '/api/admin/deposits/approve', { deposit_no: large }, { token: admin })).code).toBe(230);
    // Rejected with the reason: the member has 500 left of today's limit, and staff's drawer of a decided order says nothing.
    expect((await post(t.app, '/api/admin/deposits/reject', { deposit_no: large, reason: 'over the member daily deposit limit' }, { token: admin })).code).toBe(
      200,
    );
    expect((await state(token)).limits[0]).toMatchObject({ used: '500.00', awaiting: '0.00', left: '500.00' });
    expect((await detail(large, 'en_US')).limit_note).toBeNull();
    expect((await post(t.app, '/api/balance', {}, { token })).data.balance).toBe('500.00');
    expect(await t.prisma.deposit.count({ where: { userId, state: 2 } })).toBe(1);
    await expectLedgerOk(t, admin);
  });
});

describe('/api/responsible/timeout and /exclude', () => {
  it('takes the login password, starts at once and closes deposits, transfers into games and game launches; balance, records and withdrawals still work', async () => {
    const admin = await adminToken(t);
    const m = await member();
    await credit(t, m.username, 1000, admin);
    const card = await bindUsdt(t, m.token);
    const timeout = (body: object) => post(t.app, '/api/responsible/timeout', body, { token: m.token, lang: 'en_US' });
    expect(await timeout({ days: 7, password: 'wrong-one' })).toMatchObject({ code: 203, message: 'The login password is wrong' });
    for (const days of [0, 43, 1.5, 'x']) expect((await timeout({ days, password: LOGIN })).code, String(days)).toBe(1000);
    expect(await t.prisma.responsibleBlock.count({ where: { userId: m.userId } })).toBe(0);

    const ends = new Date(clock.now().getTime() + 2 * DAY_MS);
    const started = await timeout({ days: 2, password: LOGIN });
    expect(started).toMatchObject({ code: 200, message: `It applies now and ends at ${beijingText(ends)} (Beijing time)` });
    expect(started.data.block).toMatchObject({ kind: 'timeout', period: '2d', ends_at: beijingText(ends) });

    const refusal = { code: 231, message: expect.stringContaining(`time-out until ${beijingText(ends)}`) };
    expect(await deposit(m.token, 100)).toMatchObject(refusal);
    expect(await post(t.app, '/api/transfer', { amount: 100, sourcetype: 'center', targettype: 'AG' }, { token: m.token, lang: 'en_US' })).toMatchObject(
      refusal,
    );
    expect(await post(t.app, '/api/getGameUrl', { plat_name: 'PCGAME', game_type: 0, is_mobile_url: 0 }, { token: m.token, lang: 'en_US' })).toMatchObject(
      refusal,
    );
    expect(await depositsOf(m.userId)).toBe(0);
    expect(await t.prisma.transfer.count({ where: { userId: m.userId } })).toBe(0);

    expect((await post(t.app, '/api/balance', {}, { token: m.token })).data.balance).toBe('1000.00');
    expect((await post(t.app, '/api/gettransrecord', {}, { token: m.token })).code).toBe(200);
    const withdrawal = await post(t.app, '/api/withdraw', { amount: 100, bank: card, password: PAY_PASS }, { token: m.token });
    expect(withdrawal.code, withdrawal.message).toBe(200);

    const start = clock.now();
    try {
      const transferIn = () => post(t.app, '/api/transfer', { amount: 100, sourcetype: 'center', targettype: 'AG' }, { token: m.token, lang: 'en_US' });
      clock.advance(2 * DAY_MS - 1000);
      expect((await deposit(m.token, 100)).code).toBe(231);
      expect(await transferIn()).toMatchObject(refusal);
      clock.advance(1000);
      expect((await deposit(m.token, 100)).code).toBe(200);
      expect((await transferIn()).code).toBe(200);
      expect((await state(m.token)).block).toBeNull();
    } finally {
      clock.set(start);
    }
    await expectLedgerOk(t, admin);
  });

  it('brings the game balances back to the central wallet when it starts', async () => {
    const admin = await adminToken(t);
    const m = await member();
    await credit(t, m.username, 1000, admin);
    expect((await post(t.app, '/api/transfer', { amount: 300, sourcetype: 'center', targettype: 'AG' }, { token: m.token })).code).toBe(200);
    expect((await post(t.app, '/api/balance', {}, { token: m.token })).data.balance).toBe('700.00');
    const excluded = await post(t.app, '/api/responsible/exclude', { period: '1y', password: LOGIN }, { token: m.token });
    expect(excluded.code, excluded.message).toBe(200);
    expect((await post(t.app, '/api/balance', {}, { token: m.token })).data.balance).toBe('1000.00');
    const games = (await post(t.app, '/api/balancelist', {}, { token: m.token })).data as { platname: string; balance: string }[];
    expect(games.find((g) => g.platname === 'AG')?.balance).toBe('0.00');
    await expectLedgerOk(t, admin);
  });

  it('can be lengthened but never shortened, and a self-exclusion is never lifted by the member', async () => {
    const { token, userId } = await member();
    const send = (path: string, body: object) => post(t.app, path, { password: LOGIN, ...body }, { token, lang: 'en_US' });
    expect((await send('/api/responsible/timeout', { days: 7 })).code).toBe(200);
    const shorter = await send('/api/responsible/timeout', { days: 3 });
    expect(shorter.code).toBe(203);
    expect(shorter.message).toContain('can only be lengthened');
    expect((await send('/api/responsible/timeout', { days: 10 })).code).toBe(200);
    expect((await send('/api/responsible/exclude', { period: 'x' })).code).toBe(1000);
    const excluded = await send('/api/responsible/exclude', { period: '6m' });
    expect(excluded.data.block).toMatchObject({ kind: 'exclusion', period: '6m' });
    expect((await send('/api/responsible/timeout', { days: 42 })).code).toBe(203);
    expect((await send('/api/responsible/exclude', { period: '6m' })).code).toBe(203);
    expect((await send('/api/responsible/exclude', { period: 'indefinite' })).message).toBe(
      'It applies now: an indefinite self-exclusion, which cannot be shortened or lifted',
    );
    for (const period of ['6m', '1y', '5y', 'indefinite']) {
      expect(await send('/api/responsible/exclude', { period })).toMatchObject({
        code: 203,
        message: expect.stringContaining('cannot be shortened or lifted'),
      });
    }
    expect((await send('/api/responsible/timeout', { days: 42 })).code).toBe(203);
    expect(await t.prisma.responsibleBlock.count({ where: { userId } })).toBe(4);
    const start = clock.now();
    try {
      clock.advance(6 * 366 * DAY_MS);
      const s = await state(token);
      expect(s.block).toMatchObject({ kind: 'exclusion', period: 'indefinite', ends_at: null });
      expect(await deposit(token, 100)).toMatchObject({ code: 231, message: expect.stringContaining('self-excluded indefinitely') });
      expect(await post(t.app, '/api/transfer', { amount: 1, sourcetype: 'center', targettype: 'AG' }, { token, lang: 'en_US' })).toMatchObject({
        code: 231,
        message: expect.stringContaining('self-excluded indefinitely'),
      });
    } finally {
      clock.set(start);
    }
  });
});

/** 'YYYY-MM-DD HH:mm:ss' in Beijing time. */
function beijingText(d: Date): string {
  return new Date(d.getTime() + 8 * HOUR).toISOString().replace('T', ' ').slice(0, 19);
}

/** The instant `ms` before the next Monday 00:00 Beijing after the clock's now. */
function beforeNextMonday(ms: number): Date {
  const now = clock.now();
  for (let d = 1; d <= 7; d++) {
    const day = beijingInstant(beijingText(new Date(now.getTime() + d * DAY_MS)).slice(0, 10));
    if (new Date(day.getTime() + 8 * HOUR).getUTCDay() === 1) return new Date(day.getTime() - ms);
  }
  throw new Error('no Monday in a week');
}
