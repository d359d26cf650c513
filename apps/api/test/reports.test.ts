import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Prisma } from '../src/db/client.js';
import { movableClock } from '../src/clock.js';
import { HOUSE } from '../src/modules/wallet/index.js';
import { createTestApp, post, registerMember, type TestApp } from './support/app.js';
import { adminToken, approvedDeposit, bindUsdt, cashierMember, PAY_PASS, setCashier, settledBets } from './support/cashier.js';
import { newStaff } from './support/staff.js';

// Money moves on Beijing days far from today, with the clock moved there: the report of such a
// day must equal what the ledger booked on it.
const DAY1 = '2031-05-20';
const DAY2 = '2031-05-21';
const clock = movableClock(new Date(`${DAY1}T10:00:00+08:00`));

let t: TestApp;
let root: string;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_MODE: 'off' }, { clock });
  root = await adminToken(t);
  await setCashier(t, root, { withdraw: { start: '00:00', end: '24:00', daily_count: 50 } });
});
afterAll(() => t.close());

/** The ledger's own sum of one house account's entries on a Beijing day (optionally one posting kind). */
async function ledgerSum(code: string, day: string, kind?: string): Promise<Prisma.Decimal> {
  const start = new Date(`${day}T00:00:00+08:00`);
  const end = new Date(start.getTime() + 86_400_000);
  const [row] = await t.sql.query<{ total: string }>(
    `SELECT COALESCE(sum(e.amount), 0)::text AS total FROM journal_entries e JOIN accounts a ON a.id = e.account_id JOIN journal_transactions t ON t.id = e.transaction_id
     WHERE a.code = $1 AND ($4::text IS NULL OR t.kind = $4) AND e.created_at >= $2::timestamptz AT TIME ZONE 'UTC' AND e.created_at < $3::timestamptz AT TIME ZONE 'UTC'`,
    [code, start.toISOString(), end.toISOString(), kind ?? null],
  );
  return new Prisma.Decimal(row!.total);
}

const adjust = (username: string, amount: string) =>
  request(t.app)
    .post('/api/admin/adjust')
    .set('Authorization', `Bearer ${root}`)
    .set('Idempotency-Key', `adj-${username}-${amount}-${Math.random()}`)
    .send({ username, amount, memo: 'report test' });

describe('/api/admin/reports/daily', () => {
  it("on a day the suite moved money, equals the ledger's sums for that day", async () => {
    // Day 1: two new members, one of them moves money; one withdrawal paid, one refunded.
    const m = await cashierMember(t);
    await registerMember(t);
    await approvedDeposit(t, m.token, root, 1000);
    await approvedDeposit(t, m.token, root, 234.56);
    expect((await adjust(m.username, '50')).body.code).toBe(200);
    expect((await adjust(m.username, '-20.25')).body.code).toBe(200);
    await settledBets(t, m.userId, '1234.56', clock.now());
    await t.prisma.betRecord.create({
      data: {
        platname: 'PCGAME',
        betId: `W${Date.now()}`,
        userId: m.userId,
        gameCode: 'g',
        gameName: 'g',
        betAmount: '100',
        validAmount: '100',
        payout: '250.5',
        winLoss: '150.5',
        status: 1,
        betTime: clock.now(),
      },
    });
    const card = await bindUsdt(t, m.token);
    for (const amount of [300, 100])
      expect((await post(t.app, '/api/withdraw', { amount, bank: card, password: PAY_PASS }, { token: m.token })).code).toBe(200);
    const [paid, refunded] = await t.prisma.withdrawal.findMany({ where: { userId: m.userId }, orderBy: { id: 'asc' } });
    expect((await post(t.app, '/api/admin/withdrawals/approve', { order_no: paid!.orderNo }, { token: root })).code).toBe(200);
    expect((await post(t.app, '/api/admin/withdrawals/reject', { order_no: refunded!.orderNo, reason: 'no' }, { token: root })).code).toBe(200);

    // Day 2 (after Beijing midnight): one more deposit, on the other day.
    clock.set(new Date(`${DAY2}T00:30:00+08:00`));
    await approvedDeposit(t, m.token, root, 177);

    const finance = await newStaff(t, 'finance', root);
    const report = await post(t.app, '/api/admin/reports/daily', { from: DAY1, to: DAY2 }, { token: finance.token });
    expect(report.code, report.message).toBe(200);
    const [d1, d2] = report.data;
    expect(d1).toEqual({
      day: DAY1,
      deposits: '1234.56',
      withdrawals: '300.00',
      net_cash: '934.56',
      stakes: '1334.56',
      payouts: '250.50',
      ggr: '1084.06',
      rebates: '0.00',
      redpackets: '0.00',
      promotions: '0.00',
      adjustments: '29.75',
      new_members: 2,
      active_members: 1,
    });
    expect(d2).toMatchObject({ day: DAY2, deposits: '177.00', withdrawals: '0.00', adjustments: '0.00', new_members: 0, active_members: 1 });

    // Against the ledger itself, figure by figure, both days.
    for (const row of report.data as Record<string, string>[]) {
      const day = row.day!;
      expect(row.deposits).toBe((await ledgerSum(HOUSE.deposits, day)).negated().toFixed(2));
      expect(row.withdrawals).toBe((await ledgerSum(HOUSE.withdrawalsPaid, day)).toFixed(2));
      expect(row.rebates).toBe((await ledgerSum(HOUSE.rebates, day)).negated().toFixed(2));
      expect(row.redpackets).toBe((await ledgerSum(HOUSE.redPackets, day)).negated().toFixed(2));
      expect(row.adjustments).toBe((await ledgerSum(HOUSE.adjustments, day, 'admin.adjust')).negated().toFixed(2));
    }
    // The withdrawal refunded nets to zero in flight; what is still held is nothing.
    expect((await ledgerSum(HOUSE.withdrawalsInFlight, DAY1)).toFixed(2)).toBe('0.00');
  });

  it('per platform and per agent, and as CSV', async () => {
    const agent = await registerMember(t);
    // Approved as an agent (as the agents module's review does): only an agent's pid refers a member.
    const agentRow = await t.prisma.user.update({ where: { username: agent.form.name }, data: { isAgent: true } });
    const referred = await registerMember(t, { pid: agentRow.id });
    const user = await t.prisma.user.findUniqueOrThrow({ where: { username: referred.form.name } });
    await approvedDeposit(t, referred.token, root, 400);
    await settledBets(t, user.id, '90', clock.now());

    const platforms = await post(t.app, '/api/admin/reports/platforms', { from: DAY2, to: DAY2 }, { token: root });
    expect(platforms.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ platname: 'PCGAME', bets: 1, players: 1, stakes: '90.00', ggr: '90.00' })]),
    );

    const agents = await post(t.app, '/api/admin/reports/agents', { from: DAY2, to: DAY2 }, { token: root });
    expect(agents.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ agent: agent.form.name, members: 1, new_members: 1, deposits: '400.00', stakes: '90.00' })]),
    );

    const csv = await request(t.app).post('/api/admin/reports/daily.csv').set('Authorization', `Bearer ${root}`).send({ from: DAY1, to: DAY2 });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain(`daily-${DAY1}-${DAY2}.csv`);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('day,deposits,withdrawals,net_cash,stakes,payouts,ggr,rebates,redpackets,promotions,adjustments,new_members,active_members');
    expect(lines[1]).toMatch(new RegExp(`^${DAY1},1234\\.56,300\\.00,`));
    expect(lines).toHaveLength(3);
  });

  it('refuses a bad range with 1000, and support staff with 203', async () => {
    expect((await post(t.app, '/api/admin/reports/daily', { from: DAY2, to: DAY1 }, { token: root })).code).toBe(1000);
    expect((await post(t.app, '/api/admin/reports/daily', { from: '2031-02-30', to: DAY1 }, { token: root })).code).toBe(1000);
    expect((await post(t.app, '/api/admin/reports/daily', { from: '2020-01-01', to: '2031-01-01' }, { token: root })).code).toBe(1000);
    const support = await newStaff(t, 'support', root);
    expect((await post(t.app, '/api/admin/reports/daily', { from: DAY1, to: DAY1 }, { token: support.token })).code).toBe(203);
  });
});
