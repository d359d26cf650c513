import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Prisma } from '../src/db/client.js';
import type { AppError } from '../src/errors.js';
import { POSTING_KINDS, type WalletModule } from '../src/modules/wallet/index.js';
import { createTestApp, post, type TestApp } from './support/app.js';
import { adminToken, bankDeposit, cashierMember, expectLedgerOk, runDepositExpiry, setCashier } from './support/cashier.js';
import { newStaff } from './support/staff.js';

// Issue 28 item 1: no one person pays a member by any path. Every posting kind of the ledger has
// one rule (modules/wallet/payout-rules.ts) that the wallet itself enforces in the paying
// transaction, whatever the caller: who may set it going, its cap, and above what a second finance
// or super staff member (neither the one who asked nor the one who set the amount) must approve it.
// The table of rules itself, and the checks the wallet makes before any statement: test/unit/house-payout-rules.test.ts.

let t: TestApp;
let root: string;
let rootId: number;
let wallet: WalletModule['wallet'];
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_MODE: 'off' }, { poolSize: 12 });
  root = await adminToken(t);
  rootId = (await t.prisma.admin.findUniqueOrThrow({ where: { name: 'admin' } })).id;
  wallet = (t.modules.find((m) => m.name === 'wallet') as WalletModule).wallet;
});
afterAll(() => t.close());

describe('the house payout rules (the table itself: test/unit/house-payout-rules.test.ts)', () => {
  it('every kind the journal holds is a kind of the chart', async () => {
    const kinds = await t.sql.query<{ kind: string }>('SELECT DISTINCT kind FROM journal_transactions');
    for (const { kind } of kinds) expect(POSTING_KINDS as readonly string[]).toContain(kind);
  });
});

/** A credit straight through the wallet, as any module's code could call it, in a transaction of its own. */
async function credit(cmd: Omit<Parameters<typeof wallet.credit>[1], 'key' | 'amount'> & { amount: string }) {
  return t.sql.tx((tx) => wallet.credit(tx, { ...cmd, amount: new Prisma.Decimal(cmd.amount), key: `test:${randomUUID()}` }));
}
const refusal = async (p: Promise<unknown>) => {
  try {
    await p;
    return 'paid';
  } catch (err) {
    return `${(err as AppError).code ?? ''} ${(err as Error).message}`;
  }
};
const centralBalance = async (userId: number) =>
  (await t.sql.query<{ b: string }>('SELECT COALESCE((SELECT balance::text FROM accounts WHERE code = $1), $2) AS b', [`member:${userId}:central`, '0.00']))[0]!
    .b;

describe("the wallet's backstop: whatever the caller, above the threshold only with a second finance or super person", () => {
  it('a direct credit above the threshold without a valid approval is refused and moves nothing; with one it pays', async () => {
    const m = await cashierMember(t);
    const [finance, checker, operations, support] = [
      await newStaff(t, 'finance', root),
      await newStaff(t, 'finance', root),
      await newStaff(t, 'operations', root),
      await newStaff(t, 'support', root),
    ];
    const retired = await newStaff(t, 'finance', root);
    expect((await post(t.app, '/api/admin/staff/disable', { id: retired.id }, { token: root })).code).toBe(200);
    const entries = async () => (await t.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM journal_entries'))[0]!.n;
    const before = await entries();

    const big = { userId: m.userId, amount: '1000.01', kind: 'admin.adjust' as const, by: { staff: finance.id }, amountSetBy: finance.id };
    expect(await refusal(credit(big))).toBe('203 wallet.payoutNeedsSecondPerson');
    expect(await refusal(credit({ ...big, approvedBy: operations.id }))).toBe('203 wallet.payoutNeedsSecondPerson');
    expect(await refusal(credit({ ...big, approvedBy: support.id }))).toBe('203 wallet.payoutNeedsSecondPerson');
    expect(await refusal(credit({ ...big, approvedBy: retired.id }))).toBe('203 wallet.payoutNeedsSecondPerson');
    expect(await refusal(credit({ ...big, approvedBy: finance.id }))).toBe('203 wallet.payoutSamePerson');
    expect(await refusal(credit({ ...big, by: { staff: rootId }, amountSetBy: checker.id, approvedBy: checker.id }))).toBe('203 wallet.payoutSamePerson');
    // Above the cap nothing pays, approval or not.
    expect(await refusal(credit({ ...big, amount: '1000000.01', approvedBy: checker.id }))).toBe('1000 wallet.payoutAboveCap');
    // Only the roles of the kind's row set it going: not support for an adjustment, not staff for a member's red packet.
    expect(await refusal(credit({ ...big, amount: '10', by: { staff: support.id } }))).toBe('203 wallet.payoutNotAllowed');
    expect(await refusal(credit({ userId: m.userId, amount: '10', kind: 'redpacket.draw', by: { staff: finance.id } }))).toBe('203 wallet.payoutNotAllowed');
    expect(await refusal(credit({ userId: m.userId, amount: '10', kind: 'promotion.bonus', by: 'member' }))).toBe('203 wallet.payoutNotAllowed');
    // A kind that takes no money from a house account is never credited.
    expect(await refusal(credit({ userId: m.userId, amount: '10', kind: 'transfer.in', by: 'system' }))).toMatch(/takes no money out of a house account/);
    expect(await entries()).toBe(before);
    expect(await centralBalance(m.userId)).toBe('0.00');

    expect(await refusal(credit({ ...big, approvedBy: checker.id }))).toBe('paid');
    expect(await refusal(credit({ ...big, amount: '1000.00' }))).toBe('paid');
    expect(await centralBalance(m.userId)).toBe('2000.01');
    await expectLedgerOk(t, root);
  });

  it('a kind refused while blocked is refused in the paying transaction to a member who took a time-out', async () => {
    const m = await cashierMember(t);
    const reviewer = await newStaff(t, 'operations', root);
    expect((await post(t.app, '/api/responsible/timeout', { days: 7, password: m.form.password }, { token: m.token })).code).toBe(200);
    expect(await refusal(credit({ userId: m.userId, amount: '88', kind: 'promotion.bonus', by: { staff: reviewer.id } }))).toMatch(
      /^231 responsible\.timedOut/,
    );
    expect(await refusal(credit({ userId: m.userId, amount: '5', kind: 'redpacket.draw', by: 'member' }))).toMatch(/^231 /);
    expect(await refusal(credit({ userId: m.userId, amount: '5', kind: 'rebate.collect', by: 'member' }))).toMatch(/^231 /);
    expect(await centralBalance(m.userId)).toBe('0.00');
    // Money that is the member's own is not kept from them: a deposit and a correction still arrive.
    expect(await refusal(credit({ userId: m.userId, amount: '5', kind: 'deposit.approve', by: { staff: rootId } }))).toBe('paid');
    expect(await refusal(credit({ userId: m.userId, amount: '5', kind: 'admin.adjust', by: { staff: rootId } }))).toBe('paid');
  });
});

describe('the payouts queue (/api/admin/payouts)', () => {
  /** A bonus above the threshold approved by an operations reviewer: its payout waits in the queue. */
  async function queuedBonus(amount: string) {
    const setter = await newStaff(t, 'finance', root);
    const reviewer = await newStaff(t, 'operations', root);
    const type = await t.prisma.activityType.findFirstOrThrow();
    const saved = await post(
      t.app,
      '/api/admin/content/activities/save',
      { title: `大额红利 ${randomUUID().slice(0, 6)}`, content: 'c', type_id: type.id },
      { token: reviewer.token },
    );
    expect(saved.code, saved.message).toBe(200);
    const money = await post(
      t.app,
      '/api/admin/content/activities/money',
      { id: saved.data.id, bonus_kind: 'fixed', bonus_value: amount, bonus_turnover: '1' },
      { token: setter.token },
    );
    expect(money.code, money.message).toBe(200);
    const m = await cashierMember(t);
    expect((await post(t.app, '/api/doactivityapply', { activityid: saved.data.id }, { token: m.token })).code).toBe(200);
    const apply = await t.prisma.activityApply.findFirstOrThrow({ where: { userId: m.userId } });
    const reviewed = await post(t.app, '/api/admin/activity/review', { id: apply.id, state: 2 }, { token: reviewer.token, lang: 'en_US' });
    expect(reviewed).toMatchObject({ code: 200, message: expect.stringContaining('payouts queue') });
    const payout = await t.prisma.housePayout.findUniqueOrThrow({ where: { key: `promotion:${apply.id}` } });
    return { m, apply, payout, setter, reviewer };
  }

  it('sixteen parallel approvals of one queued payment pay it once', async () => {
    const { m, payout } = await queuedBonus('3000');
    const approvers = [await newStaff(t, 'finance', root), await newStaff(t, 'finance', root), await newStaff(t, 'super', root), { token: root }];
    const replies = await Promise.all(
      Array.from({ length: 16 }, (_, i) => post(t.app, '/api/admin/payouts/approve', { id: payout.id }, { token: approvers[i % approvers.length]!.token })),
    );
    expect(replies.filter((r) => r.code === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.code === 203).map((r) => r.message)).toEqual(Array(15).fill('該筆發放已處理'));
    expect(await centralBalance(m.userId)).toBe('3000.00');
    const postings = await t.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM journal_transactions WHERE idempotency_key = $1`, [payout.key]);
    expect(postings[0]!.n).toBe(1);
    expect(await t.prisma.auditLog.count({ where: { action: 'payout.approve', detail: { path: ['id'], equals: payout.id } } })).toBe(1);
    await expectLedgerOk(t, root);
  });

  it('lists the waiting payments with who asked and who set the amount, and counts them with the other queues', async () => {
    const { payout, setter, reviewer, m } = await queuedBonus('2500');
    const finance = await newStaff(t, 'finance', root);
    const list = await post(t.app, '/api/admin/payouts', { page: 1 }, { token: finance.token });
    expect(list.code).toBe(200);
    expect(list.data.data.find((r: { id: number }) => r.id === payout.id)).toMatchObject({
      kind: 'promotion.bonus',
      username: m.username,
      amount: '2500.00',
      source: 'promotion',
      state: 'pending',
      requested_by: reviewer.name,
      amount_set_by: setter.name,
    });
    const pending = await t.prisma.housePayout.count({ where: { state: 'pending' } });
    expect(list.data.total).toBe(pending);
    expect((await post(t.app, '/api/admin/queues/counts', {}, { token: finance.token })).data.house_payouts).toBe(pending);
    for (const role of ['operations', 'support'] as const) {
      const staff = await newStaff(t, role, root);
      expect((await post(t.app, '/api/admin/payouts', { page: 1 }, { token: staff.token })).code).toBe(203);
    }
  });

  it('the database itself refuses a decision by the one who asked or who set the amount', async () => {
    const { payout, setter, reviewer } = await queuedBonus('1500');
    for (const who of [setter.id, reviewer.id]) {
      await expect(t.sql.query(`UPDATE house_payouts SET state = 'paid', decided_by = $2, decided_at = now() WHERE id = $1`, [payout.id, who])).rejects.toThrow(
        /four_eyes/,
      );
    }
    await expect(t.sql.query(`UPDATE house_payouts SET state = 'paid' WHERE id = $1`, [payout.id])).rejects.toThrow(/house_payouts_decision/);
  });
});

describe('a deposit above DEPOSIT_REVIEW_ABOVE (50,000): approved once, credited when a second finance person approves it', () => {
  it('waits in the payouts queue (no longer expiring), the first approver cannot complete it, a second one credits it once; a rejection there rejects the order', async () => {
    await setCashier(t, root, { pay_ranges: { bank: { min_price: '100', max_price: '100000' } } });
    const first = await newStaff(t, 'finance', root);
    const second = await newStaff(t, 'finance', root);
    const m = await cashierMember(t);
    const depositNo = await bankDeposit(t, m.token, 60000);
    const queued = await post(t.app, '/api/admin/deposits/approve', { deposit_no: depositNo }, { token: first.token, lang: 'en_US' });
    expect(queued).toMatchObject({ code: 200, message: expect.stringContaining('payouts queue'), data: { state: 1, waiting_payout: expect.any(Number) } });
    expect(await centralBalance(m.userId)).toBe('0.00');
    // Its payment hour runs out: it waits for its second person, not for the expiry job.
    await t.sql.query(`UPDATE deposits SET expires_at = now() - interval '1 minute' WHERE deposit_no = $1`, [depositNo]);
    await runDepositExpiry(t);
    expect((await t.prisma.deposit.findUniqueOrThrow({ where: { depositNo } })).state).toBe(1);
    // Not decided on the deposits screen any more, and not by the one who approved it first.
    expect((await post(t.app, '/api/admin/deposits/approve', { deposit_no: depositNo }, { token: second.token })).code).toBe(203);
    expect((await post(t.app, '/api/admin/deposits/reject', { deposit_no: depositNo, reason: 'x' }, { token: second.token })).code).toBe(203);
    const payout = await t.prisma.housePayout.findUniqueOrThrow({ where: { key: `deposit:${depositNo}` } });
    expect((await post(t.app, '/api/admin/payouts/approve', { id: payout.id }, { token: first.token })).code).toBe(203);
    expect(await centralBalance(m.userId)).toBe('0.00');
    const approved = await post(t.app, '/api/admin/payouts/approve', { id: payout.id }, { token: second.token });
    expect(approved).toMatchObject({ code: 200, data: { state: 'paid' } });
    expect(await centralBalance(m.userId)).toBe('60000.00');
    expect(await t.prisma.deposit.findUniqueOrThrow({ where: { depositNo } })).toMatchObject({ state: 2, reviewedBy: second.id });
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: m.userId } })).paysum.toFixed(2)).toBe('60000.00');

    const other = await bankDeposit(t, m.token, 55000);
    expect((await post(t.app, '/api/admin/deposits/approve', { deposit_no: other }, { token: first.token })).code).toBe(200);
    const otherPayout = await t.prisma.housePayout.findUniqueOrThrow({ where: { key: `deposit:${other}` } });
    expect((await post(t.app, '/api/admin/payouts/reject', { id: otherPayout.id, reason: 'no money arrived' }, { token: second.token })).code).toBe(200);
    expect(await t.prisma.deposit.findUniqueOrThrow({ where: { depositNo: other } })).toMatchObject({ state: 3, reason: 'no money arrived' });
    expect(await centralBalance(m.userId)).toBe('60000.00');
    await expectLedgerOk(t, root);
  });
});
