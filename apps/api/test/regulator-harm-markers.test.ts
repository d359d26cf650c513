import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HARM_REPORT, beijingDateTime } from '@portal/contracts';
import { movableClock, type MovableClock } from '../src/clock.js';
import { DAY_MS } from '../src/time.js';
import { createTestApp, post, type TestApp } from './support/app.js';
import {
  PAY_PASS,
  addOperatorChannels,
  adminToken,
  approvedDeposit,
  bindUsdt,
  cashierMember,
  setCashier,
  settledBets,
  upcomingBeijingNoon,
} from './support/cashier.js';

// Issue 34 item 6, markers of harm as a regulator reads them on the harm report
// (docs/player-protection.md, "Markers of harm"): several payment methods within a week, a
// withdrawal cancelled and the money played, deposits rising after losses, night play, repeated
// limit refusals; each listed with the rows that made it, and a member who does none of it is not
// listed. Bets are written as the bet sync writes them (settledBets); everything else through HTTP.

const HOUR = 3_600_000;

let t: TestApp;
let clock: MovableClock;
let admin: string;
beforeAll(async () => {
  clock = movableClock(upcomingBeijingNoon());
  t = await createTestApp({ CAPTCHA_MODE: 'off', TOKEN_TTL_SECONDS: String(20 * 365 * 86400) }, { clock });
  admin = await adminToken(t);
  await addOperatorChannels(t, admin);
  await setCashier(t, admin, { withdraw: { start: '00:00', end: '24:00' } });
});
afterAll(() => t.close());

/** Runs `fn` with the clock moved `by` ms from now, then puts it back. */
async function at<T>(by: number, fn: () => Promise<T>): Promise<T> {
  const start = clock.now();
  clock.set(new Date(start.getTime() + by));
  try {
    return await fn();
  } finally {
    clock.set(start);
  }
}

const beijingDate = (d: Date) => beijingDateTime(d).slice(0, 10);

interface Row {
  username: string;
  flags: string[];
  evidence: Record<'methods' | 'reversals' | 'chasing' | 'nights' | 'refusals', unknown[]>;
}

async function report(): Promise<Row[]> {
  const body = await post(t.app, '/api/admin/responsible/harm', {}, { token: admin });
  expect(body.code, body.message).toBe(200);
  return body.data.rows as Row[];
}
const rowOf = async (username: string) => (await report()).find((r) => r.username === username);

/** A deposit of `paytype` approved by finance; its order number. */
async function paid(token: string, paytype: 'wxpay' | 'alipay', amount: number): Promise<string> {
  const asked = await post(t.app, '/api/recharge', { paytype, amount }, { token });
  expect(asked.code, asked.message).toBe(200);
  const approved = await post(t.app, '/api/admin/deposits/approve', { deposit_no: asked.message }, { token: admin });
  expect(approved.code, approved.message).toBe(200);
  return asked.message;
}

describe('markers of harm on the harm report, with their evidence', () => {
  it('several payment methods within a week: the deposits of each method', async () => {
    const m = await cashierMember(t);
    const bank = await at(-3 * DAY_MS, () => approvedDeposit(t, m.token, admin, 100));
    const wx = await at(-2 * DAY_MS, () => paid(m.token, 'wxpay', 120));
    const ali = await at(-DAY_MS, () => paid(m.token, 'alipay', 150));
    const row = await rowOf(m.username);
    expect(row?.flags).toEqual(['methods']);
    const deposits = await t.prisma.deposit.findMany({ where: { userId: m.userId }, orderBy: { createdAt: 'desc' } });
    expect(deposits.map((d) => d.depositNo)).toEqual([ali, wx, bank]);
    expect(row!.evidence.methods).toEqual(
      deposits.map((d) => ({ deposit_no: d.depositNo, method: d.paytype, amount: d.amount.toFixed(2), at: beijingDateTime(d.createdAt) })),
    );
    expect(deposits.map((d) => d.paytype)).toEqual(['alipay', 'wxpay', 'bank']);
    expect(row!.evidence.reversals).toEqual([]);
  });

  it('a withdrawal cancelled and the money played: the order, when, and the bets staked after it', async () => {
    const m = await cashierMember(t);
    await at(-3 * HOUR, () => approvedDeposit(t, m.token, admin, 900));
    await settledBets(t, m.userId, '900', new Date(clock.now().getTime() - 2 * HOUR)); // the turnover, before the withdrawal
    const card = await bindUsdt(t, m.token);
    const asked = await post(t.app, '/api/withdraw', { amount: 400, bank: card, password: PAY_PASS }, { token: m.token });
    expect(asked.code, asked.message).toBe(200);
    const order = await t.prisma.withdrawal.findFirstOrThrow({ where: { userId: m.userId } });
    const cancelledAt = clock.now();
    expect((await post(t.app, '/api/admin/withdrawals/reject', { order_no: order.orderNo, reason: 'member asked' }, { token: admin })).code).toBe(200);
    // Within 24 hours: 150 + 100 staked, at least half of the 400 returned; a bet 30 hours later is not part of it.
    await settledBets(t, m.userId, '150', new Date(cancelledAt.getTime() + HOUR));
    await settledBets(t, m.userId, '100', new Date(cancelledAt.getTime() + 2 * HOUR));
    await settledBets(t, m.userId, '50', new Date(cancelledAt.getTime() + 30 * HOUR));
    const row = await at(31 * HOUR, () => rowOf(m.username));
    expect(row?.flags).toEqual(['reversal']);
    const bets = await t.prisma.betRecord.findMany({
      where: { userId: m.userId, betTime: { gt: cancelledAt, lt: new Date(cancelledAt.getTime() + 24 * HOUR) } },
      orderBy: { betTime: 'asc' },
    });
    expect(row!.evidence.reversals).toEqual([
      {
        order_no: order.orderNo,
        amount: '400.00',
        cancelled_at: beijingDateTime(cancelledAt),
        staked: '250.00',
        bets: bets.map((b) => ({ bet_id: b.betId, platform: 'PCGAME', game: 'slot', stake: b.betAmount.toFixed(2), at: beijingDateTime(b.betTime) })),
      },
    ]);
    expect(bets.map((b) => b.betAmount.toFixed(2))).toEqual(['150.00', '100.00']);
  });

  it('a withdrawal cancelled and barely played is not a marker', async () => {
    const m = await cashierMember(t);
    await at(-3 * HOUR, () => approvedDeposit(t, m.token, admin, 900));
    await settledBets(t, m.userId, '900', new Date(clock.now().getTime() - 2 * HOUR));
    const card = await bindUsdt(t, m.token);
    expect((await post(t.app, '/api/withdraw', { amount: 400, bank: card, password: PAY_PASS }, { token: m.token })).code).toBe(200);
    const order = await t.prisma.withdrawal.findFirstOrThrow({ where: { userId: m.userId } });
    expect((await post(t.app, '/api/admin/withdrawals/reject', { order_no: order.orderNo, reason: 'r' }, { token: admin })).code).toBe(200);
    await settledBets(t, m.userId, '199', new Date(clock.now().getTime() + HOUR));
    expect(await at(2 * HOUR, () => rowOf(m.username))).toBeUndefined();
  });

  it('deposits rising after losses: each day of a loss followed by larger deposits', async () => {
    const m = await cashierMember(t);
    // Three days at 10:00 Beijing: deposits of 100, 150, 200; a loss of 600 at 11:00 on the first two.
    const days = [-3, -2, -1].map((d) => new Date(clock.now().getTime() + d * DAY_MS - 2 * HOUR));
    await at(days[0]!.getTime() - clock.now().getTime(), () => approvedDeposit(t, m.token, admin, 100));
    await settledBets(t, m.userId, '600', new Date(days[0]!.getTime() + HOUR));
    await at(days[1]!.getTime() - clock.now().getTime(), () => approvedDeposit(t, m.token, admin, 150));
    await settledBets(t, m.userId, '600', new Date(days[1]!.getTime() + HOUR));
    await at(days[2]!.getTime() - clock.now().getTime(), () => approvedDeposit(t, m.token, admin, 200));
    const row = await rowOf(m.username);
    expect(row?.flags).toEqual(['chasing']);
    expect(row!.evidence.chasing).toEqual([
      { day: beijingDate(days[1]!), loss: '600.00', deposits: '150.00', next_day: beijingDate(days[2]!), next_deposits: '200.00' },
      { day: beijingDate(days[0]!), loss: '600.00', deposits: '100.00', next_day: beijingDate(days[1]!), next_deposits: '150.00' },
    ]);
  });

  it('night play: the nights between 00:00 and 06:00 Beijing with their bets and stakes', async () => {
    const m = await cashierMember(t);
    const nights = [3, 2, 1].map((d) => new Date(`${beijingDate(new Date(clock.now().getTime() - d * DAY_MS))}T01:30:00+08:00`));
    await settledBets(t, m.userId, '100', nights[0]!);
    await settledBets(t, m.userId, '200', nights[1]!);
    await settledBets(t, m.userId, '300', nights[2]!);
    await settledBets(t, m.userId, '20', new Date(nights[2]!.getTime() + 4 * HOUR)); // 05:30, the same night
    const row = await rowOf(m.username);
    expect(row?.flags).toEqual(['late']);
    expect(row!.evidence.nights).toEqual([
      { night: beijingDate(nights[2]!), bets: 2, stake: '320.00' },
      { night: beijingDate(nights[1]!), bets: 1, stake: '200.00' },
      { night: beijingDate(nights[0]!), bets: 1, stake: '100.00' },
    ]);
  });

  it('repeated limit refusals: when, which limit and what was refused', async () => {
    const m = await cashierMember(t);
    expect((await post(t.app, '/api/responsible/limits', { kind: 'deposit', period: 'day', value: 50 }, { token: m.token })).code).toBe(200);
    const refusedAt: Date[] = [];
    for (let i = 0; i < 3; i++) {
      await at(i * 60_000, async () => {
        refusedAt.push(clock.now());
        const asked = await post(
          t.app,
          '/api/recharge',
          { paytype: 'bank', amount: 100, bank_owner: '张三', bank: '中国工商银行', bank_no: '6222020200112233', bank_address: '北京朝阳支行' },
          { token: m.token },
        );
        expect(asked.code).toBe(230);
      });
    }
    await expect.poll(() => t.prisma.responsibleRefusal.count({ where: { userId: m.userId } })).toBe(3); // written after the reply
    const row = await at(3 * 60_000, () => rowOf(m.username));
    expect(row?.flags).toEqual(['limits', 'refused']);
    expect(row!.evidence.refusals).toEqual(
      refusedAt.reverse().map((when) => ({ at: beijingDateTime(when), kind: 'deposit', period: 'day', action: 'deposit' })),
    );
  });

  it('does not list a member who deposits once with one method and plays by day', async () => {
    const m = await cashierMember(t);
    await approvedDeposit(t, m.token, admin, 300);
    await settledBets(t, m.userId, '200', new Date(clock.now().getTime() - HOUR));
    await settledBets(t, m.userId, '100', new Date(clock.now().getTime() - DAY_MS - HOUR));
    expect(await rowOf(m.username)).toBeUndefined();
  });

  it(`lists at most ${HARM_REPORT.rows} members: the most flags first, then the most limit refusals, then by name`, async () => {
    // More flagged members than the report lists: 205 with one deposit refused (one flag), 3 of
    // them refused three times (limits too: two flags), written as the guard writes refusals.
    const first = (await t.sql.query<{ id: number }>('SELECT COALESCE(MAX(id), 0)::int AS id FROM users'))[0]!.id + 1;
    await t.sql.query(
      `INSERT INTO users (id, username, password_hash, pay_password_hash, realname, mobile, email, register_ip, created_at, updated_at)
       SELECT $1::int + g, 'rank' || lpad(g::text, 4, '0'), 'x', 'x', '会员', '139' || lpad(($1::int + g)::text, 8, '0'), 'rank' || g || '@example.com', '10.2.0.1', now(), now()
       FROM generate_series(0, 204) g`,
      [first],
    );
    await t.sql.query(
      `INSERT INTO responsible_refusals (user_id, kind, period, action, created_at)
       SELECT $1::int + g, 'deposit', 'day', 'deposit', $2::timestamp - make_interval(mins => r) FROM generate_series(0, 204) g
       CROSS JOIN generate_series(1, CASE WHEN g IN (7, 70, 170) THEN 3 ELSE 1 END) r`,
      [first, new Date(clock.now().getTime() - HOUR).toISOString()],
    );
    const rows = (await post(t.app, '/api/admin/responsible/harm', {}, { token: admin })).data.rows as (Row & { limit_hits: number })[];
    expect(rows).toHaveLength(HARM_REPORT.rows);
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [rows[i - 1]!, rows[i]!];
      const inOrder =
        a.flags.length > b.flags.length ||
        (a.flags.length === b.flags.length && (a.limit_hits > b.limit_hits || (a.limit_hits === b.limit_hits && a.username < b.username)));
      expect(inOrder, `${a.username} (${a.flags.join()}, ${a.limit_hits}) before ${b.username} (${b.flags.join()}, ${b.limit_hits})`).toBe(true);
    }
    const twoFlags = rows.filter((r) => r.username.startsWith('rank') && r.flags.length === 2).map((r) => r.username);
    expect(twoFlags).toEqual(['rank0007', 'rank0070', 'rank0170']);
    // Of the one-flag members, the first by name are listed and the last left out.
    expect(rows.at(-1)!.flags).toEqual(['refused']);
    expect(rows.some((r) => r.username === 'rank0204')).toBe(false);
  });
});
